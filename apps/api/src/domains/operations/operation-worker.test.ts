// The worker against a real database: a step that throws after its change is rolled back and made once; a
// worker that stops answering (its lease held) is taken over once the lease runs out, and changes nothing
// after; two workers share the queue without running an operation twice.
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { EventBus } from '../streams/event-bus';
import { openTestDatabase, databaseKinds } from '../../testing/test-database';
import { OperationWorker, type OperationWorkerOptions } from './operation-worker';
import { insertOperation, type OperationRow } from './operations-repository';

const silent = { error: () => undefined, warn: () => undefined };
let db: Database;
let bus: EventBus;
let anaId: string;
let vms = 0;

const workerWith = (options: Partial<OperationWorkerOptions>) =>
  new OperationWorker(db, bus, silent, { stepDelayMs: 0, retryDelayMs: 0, pollMs: 60_000, ...options });

/** A stopped machine of ACM1 and an operation of ana's starting it; returns the machine's id. */
async function askStart(action: 'start' | 'restart' = 'start'): Promise<{ vm: string; id: string }> {
  const vm = `vm-worker-${++vms}`;
  await db.query(
    `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, vcpus,
       memory_gb, size_gb)
     SELECT $1, id, 'virtual_machine', $1, 'oci', 'sa-east-2', $2, 2, 4, 50
     FROM customer_environments WHERE cloud_id = 'ACM1'`,
    [vm, action === 'start' ? 'stopped' : 'running'],
  );
  const [env] = await db.query<{ id: string }>(
    `SELECT id FROM customer_environments WHERE cloud_id = 'ACM1'`,
  );
  const id = await insertOperation(db, {
    environmentId: env!.id,
    actorUserId: anaId,
    executedBy: 'ana@acme.example',
    kind: `vm.${action}`,
    targetId: vm,
    request: { action, from_state: 'stopped' },
    keyHash: `hash-${vm}`,
    requestHash: `request-${vm}`,
  });
  return { vm, id: id! };
}

const operation = async (id: string) =>
  (await db.query<OperationRow>('SELECT * FROM operations WHERE id = $1', [id]))[0]!;
const vmState = async (vm: string) =>
  (await db.query<{ state: string }>('SELECT state FROM iaas_resources WHERE resource_id = $1', [vm]))[0]
    ?.state;
const finishedAudits = async (id: string) =>
  (
    await db.query(
      `SELECT 1 FROM audit_events WHERE details->>'operation_id' = $1 AND details->>'phase' = 'finished'`,
      [id],
    )
  ).length;

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    expect(await migrate(db)).toEqual([]);
    bus = new EventBus(db, { retentionSeconds: 3600, pruneIntervalMs: 0 }, silent);
    [{ id: anaId }] = (await db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'ana@acme.example'`,
    )) as [{ id: string }];
  });
  afterAll(async () => {
    await bus.close();
    await db.close();
  });

  it('rolls back a step that throws after its change, and makes it once on the retry', async () => {
    const { vm, id } = await askStart();
    let thrown = 0;
    const worker = workerWith({
      afterStep: async (tx, op, step) => {
        if (op.id !== id || step !== 1 || thrown++ > 0) return;
        // The change and the step's record are in the transaction; the crash comes before its commit.
        expect(
          (
            await tx.query<{ state: string }>('SELECT state FROM iaas_resources WHERE resource_id = $1', [vm])
          )[0],
        ).toEqual({
          state: 'running',
        });
        throw new Error('crash before commit');
      },
    });
    worker.start();
    await worker.drain();
    await worker.stop();
    expect(thrown).toBe(2);
    const done = await operation(id);
    expect(done).toMatchObject({ state: 'SUCCESS', attempts: 2, step: 2, error_code: null });
    expect(done.steps_done.map((s) => s.name)).toEqual(['starting', 'running']);
    expect(await vmState(vm)).toBe('running');
    expect(await finishedAudits(id)).toBe(1);
  });

  it('fails for good after maxAttempts, the machine left where the last committed step put it', async () => {
    const { vm, id } = await askStart();
    const worker = workerWith({
      maxAttempts: 3,
      afterStep: async (_tx, op, step) => {
        if (op.id === id && step === 1) throw new Error('the provider keeps failing');
      },
    });
    worker.start();
    await worker.drain();
    await worker.stop();
    expect(await operation(id)).toMatchObject({
      state: 'FAILED',
      attempts: 3,
      step: 1,
      error_code: 'operation_failed',
    });
    expect(await vmState(vm)).toBe('starting');
    expect(await finishedAudits(id)).toBe(1);
  });

  it('resumes an operation whose worker went silent once its lease runs out; the silent one changes nothing after', async () => {
    const { vm, id } = await askStart('restart');
    let wakeSilent!: () => void;
    const silentAt1 = new Promise<void>((resolve) => (wakeSilent = resolve));
    let reachedStep1!: () => void;
    const reached = new Promise<void>((resolve) => (reachedStep1 = resolve));
    const first = workerWith({
      leaseMs: 300,
      beforeStep: async (op, step) => {
        if (op.id !== id || step !== 1) return;
        reachedStep1();
        await silentAt1; // as a process stopped mid-operation: its lease is held, nothing moves
      },
    });
    first.start();
    await reached;
    expect(await operation(id)).toMatchObject({ state: 'RUNNING', step: 1, attempts: 1 });
    expect(await vmState(vm)).toBe('stopping');

    const second = workerWith({ leaseMs: 300 });
    second.start();
    await second.drain(); // the lease still holds: nothing to claim
    expect(await operation(id)).toMatchObject({ step: 1, attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await second.drain();
    const done = await operation(id);
    expect(done).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    expect(done.steps_done.map((s) => s.name)).toEqual(['stopping', 'starting', 'running']);

    wakeSilent();
    await first.stop();
    expect(await operation(id)).toMatchObject({ state: 'SUCCESS', attempts: 2, step: 3 });
    expect((await operation(id)).steps_done).toHaveLength(3);
    expect(await vmState(vm)).toBe('running');
    expect(await finishedAudits(id)).toBe(1);
    await second.stop();
  });

  it('shares the queue between two workers, each operation run once', async () => {
    const asked = await Promise.all(Array.from({ length: 8 }, () => askStart()));
    const a = workerWith({ concurrency: 2 });
    const b = workerWith({ concurrency: 2 });
    a.start();
    b.start();
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    for (const { vm, id } of asked) {
      const done = await operation(id);
      expect(done).toMatchObject({ state: 'SUCCESS', attempts: 1 });
      expect(done.steps_done).toHaveLength(2);
      expect(await vmState(vm)).toBe('running');
    }
  });

  it("gives a running operation back on stop, cutting the step's delay short, for the next worker to finish", async () => {
    const { vm, id } = await askStart();
    let claimed!: () => void;
    const running = new Promise<void>((resolve) => (claimed = resolve));
    const first = workerWith({
      beforeStep: async (op) => {
        if (op.id === id) claimed();
      },
      stepDelayMs: 60_000,
    });
    first.start();
    await running;
    const stopping = Date.now();
    await first.stop();
    expect(Date.now() - stopping).toBeLessThan(5_000);
    // Given back, and not counted as an attempt.
    expect(await operation(id)).toMatchObject({
      state: 'RUNNING',
      step: 0,
      attempts: 0,
      locked_by: null,
      locked_until: null,
    });
    expect(await vmState(vm)).toBe('stopped');
    const next = workerWith({});
    next.start();
    await next.drain();
    await next.stop();
    expect(await operation(id)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await vmState(vm)).toBe('running');
  });
});
