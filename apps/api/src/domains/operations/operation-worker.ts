// The durable jobs loop: runs the operations table's unfinished operations, step by step, on every API
// instance.
//
// Why not pg-boss or graphile-worker: both need a `pg` Pool of their own (graphile-worker also LISTENs on it),
// and our default database is PGlite on a worker thread behind the Database interface (apps/api/src/db): no
// Pool to give them. And both complete a job on their own connection, apart from the transaction that changes
// the resource, so a crash between the two runs a step twice: at least once, not exactly once. Here the
// operation is the job: a claim takes it with FOR UPDATE SKIP LOCKED and a lease (locked_by, locked_until);
// each step is one transaction that checks the lease is still ours, applies the change and records the step
// done, so a crash mid-step rolls back both and the next claim (once the lease runs out) resumes at that
// step. A new operation wakes this instance's loop at once; the others find it by polling.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import type { EventBus } from '../streams/event-bus';
import { operationKindDefinitions } from './operation-kinds/all-operation-kinds';
import { OperationRefused, stepsOf, type OperationKindDefinition } from './operation-kinds/operation-kind';
import { announceOperation, auditOperation, vmStateOf } from './operation-events';
import {
  claimOperation,
  failOperation,
  holdOperation,
  recordStep,
  releaseOperation,
  type OperationRow,
} from './operations-repository';

export interface OperationWorkerOptions {
  /** How long a claim holds an operation without news (renewed at each step). */
  leaseMs: number;
  /** How often the loop looks for operations another instance asked for, or whose lease ran out. */
  pollMs: number;
  /** How long each step takes, as a provider's would (0 in tests; a second or more in the demo). */
  stepDelayMs: number;
  /** Operations run at once on this instance. */
  concurrency: number;
  /** Claims of one operation before it fails for good. */
  maxAttempts: number;
  /** Wait before a failed step is tried again. */
  retryDelayMs: number;
  /** Tests: runs before each step (outside its transaction), e.g. to hold a step back. */
  beforeStep?: (operation: OperationRow, step: number) => Promise<void>;
  /** Tests: runs inside each step's transaction after its change and record, e.g. to throw. */
  afterStep?: (tx: Queryable, operation: OperationRow, step: number) => Promise<void>;
}

export const defaultOperationWorkerOptions: OperationWorkerOptions = {
  leaseMs: 30_000,
  pollMs: 2_000,
  stepDelayMs: 1_500,
  concurrency: 4,
  maxAttempts: 5,
  retryDelayMs: 2_000,
};

/** The lease was taken over (this worker was too slow, or stopped): it changes nothing more. */
class LeaseLost extends Error {}

export class OperationWorker {
  private readonly options: OperationWorkerOptions;
  private readonly kinds: ReadonlyMap<string, OperationKindDefinition>;
  private active = 0;
  private again = false;
  private stopped = true;
  private timer: NodeJS.Timeout | undefined;
  private readonly stopping = new AbortController();
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    options: Partial<OperationWorkerOptions> = {},
    kinds: readonly OperationKindDefinition[] = Object.values(operationKindDefinitions),
  ) {
    this.options = { ...defaultOperationWorkerOptions, ...options };
    this.kinds = new Map(kinds.map((k) => [k.kind, k]));
  }

  /** Resumes what is unfinished (a crashed instance's, once its lease ran out) and polls from now on. */
  start(): void {
    this.stopped = false;
    this.wake();
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
  }

  /** Something may be claimable: a new operation, a lease run out. */
  wake(): void {
    if (this.stopped) return;
    this.again = true;
    while (this.active < this.options.concurrency) {
      this.active++;
      void this.runner().finally(() => {
        this.active--;
        if (this.active === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
      });
      // One runner is enough to find out whether there is more; it wakes the others through `again`.
      if (!this.again) break;
    }
  }

  /** Tests: runs until nothing is left to claim now. */
  async drain(): Promise<void> {
    this.wake();
    while (this.active > 0) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops claiming; an operation running is given back between two steps, for another instance to resume. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopping.abort();
    while (this.active > 0) await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  private async runner(): Promise<void> {
    while (!this.stopped) {
      this.again = false;
      const token = randomUUID();
      let operation: OperationRow | undefined;
      try {
        operation = await claimOperation(this.db, [...this.kinds.keys()], token, this.options.leaseMs);
      } catch (error) {
        if (!this.stopped) this.log.error({ err: error }, 'claiming an operation failed');
        return;
      }
      if (!operation) {
        if (this.again) continue;
        return;
      }
      if (this.active < this.options.concurrency) this.wake();
      await this.run(operation, token);
    }
  }

  private async run(operation: OperationRow, token: string): Promise<void> {
    const definition = this.kinds.get(operation.kind)!;
    try {
      await this.db.transaction((tx) => announceOperation(tx, this.bus, operation.id));
      const steps = stepsOf(definition, operation.request);
      for (let step = operation.step; step < steps.length; step++) {
        await this.options.beforeStep?.(operation, step);
        await this.pause();
        if (this.stopped) {
          await releaseOperation(this.db, operation.id, token, 0, false);
          return;
        }
        await this.runStep(operation, definition, step, token);
      }
    } catch (error) {
      if (error instanceof LeaseLost) {
        this.log.warn({ operation: operation.id }, 'an operation was taken over by another worker');
        return;
      }
      await this.failed(operation, token, error).catch((err: unknown) =>
        this.log.error({ err, operation: operation.id }, 'recording a failed operation failed'),
      );
    }
  }

  /** One step: the lease checked, the change applied and recorded, the event and (at the end) the audit. */
  private async runStep(
    operation: OperationRow,
    definition: OperationKindDefinition,
    step: number,
    token: string,
  ): Promise<void> {
    const steps = stepsOf(definition, operation.request);
    const last = step === steps.length - 1;
    await this.db.transaction(async (tx) => {
      if (!(await holdOperation(tx, operation.id, token, step))) throw new LeaseLost();
      const before = last ? this.firstStateOf(operation) : undefined;
      await steps[step]!.apply(tx, operation);
      await recordStep(tx, operation.id, steps[step]!.name, last, this.options.leaseMs);
      await this.options.afterStep?.(tx, operation, step);
      const now = await announceOperation(tx, this.bus, operation.id);
      if (last) await auditOperation(tx, now, 'finished', before, await this.auditStateOf(tx, now));
    });
  }

  /** A refusal ends the operation; anything else is tried again later, up to maxAttempts claims. */
  private async failed(operation: OperationRow, token: string, error: unknown): Promise<void> {
    const refused = error instanceof OperationRefused;
    if (!refused && operation.attempts < this.options.maxAttempts) {
      this.log.warn(
        { err: error, operation: operation.id },
        'an operation step failed; it will be tried again',
      );
      await releaseOperation(this.db, operation.id, token, this.options.retryDelayMs);
      return;
    }
    if (!refused) this.log.error({ err: error, operation: operation.id }, 'an operation failed for good');
    await this.db.transaction(async (tx) => {
      const code = refused ? error.code : 'operation_failed';
      const message = error instanceof Error ? error.message : String(error);
      if (!(await failOperation(tx, operation.id, token, 'FAILED', code, message))) return;
      await this.kinds.get(operation.kind)?.onFailed?.(tx, operation);
      const now = await announceOperation(tx, this.bus, operation.id);
      await auditOperation(
        tx,
        now,
        'finished',
        this.firstStateOf(operation),
        await this.auditStateOf(tx, now),
      );
    });
  }

  /** What the resource was when the operation was asked: the request's `before`, or the machine's state. */
  private firstStateOf(operation: OperationRow) {
    if ('before' in operation.request) return operation.request['before'] ?? null;
    const from = operation.request['from_state'];
    return typeof from === 'string' ? { state: from } : null;
  }

  /** What the resource is now, as its kind describes it (the machine's state by default). */
  private auditStateOf(tx: Queryable, operation: OperationRow) {
    const describe = this.kinds.get(operation.kind)?.auditState;
    return describe ? describe(tx, operation) : vmStateOf(tx, operation);
  }

  /** The step's delay; cut short by stop(). */
  private pause(): Promise<void> {
    const ms = this.options.stepDelayMs;
    if (ms <= 0 || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const signal = this.stopping.signal;
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      // Removed once the delay is over: one listener per step would pile up on a long-running worker.
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
