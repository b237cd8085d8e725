// A vm.create that fails ends visibly (vm.create's onFailed, run by the worker in the transaction that records
// the failure): the machine goes to 'error' and its volumes and public IP are removed, for a refused step and
// for a step that fails for good alike; a machine something else already moved keeps its state and parts.
import type { Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { openTestDatabase, databaseKinds } from '../../testing/test-database';
import { EventBus } from '../streams/event-bus';
import { OperationWorker, type OperationWorkerOptions } from './operation-worker';
import { insertOperation, type OperationRow } from './operations-repository';

const silent = { error: () => undefined, warn: () => undefined };
let db: Database;
let bus: EventBus;
let anaId: string;
let envId: string;
let created = 0;

const workerWith = (options: Partial<OperationWorkerOptions>) =>
  new OperationWorker(db, bus, silent, { stepDelayMs: 0, retryDelayMs: 0, pollMs: 60_000, ...options });

/** A machine of ACM1 in 'provisioning' with a volume and a public IP, as a create leaves it, and its vm.create. */
async function askCreate(): Promise<{ vm: string; id: string }> {
  const vm = `vm-create-failure-${++created}`;
  await db.query(
    `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, vcpus,
       memory_gb, size_gb, address, attached_to)
     VALUES ($1, $2, 'virtual_machine', $1, 'oci', 'sa-east-1', 'provisioning', 2, 4, 50, NULL, NULL),
            ($1 || '-vol', $2, 'volume', $1 || '-vol', 'oci', 'sa-east-1', 'provisioning', NULL, NULL, 100, NULL, $1),
            ($1 || '-ip', $2, 'public_ip', $1 || '-ip', 'oci', 'sa-east-1', 'provisioning', NULL, NULL, NULL,
             '200.160.1.10', $1)`,
    [vm, envId],
  );
  const id = await insertOperation(db, {
    environmentId: envId,
    actorUserId: anaId,
    executedBy: 'ana@acme.example',
    kind: 'vm.create',
    targetId: vm,
    request: { source: 'catalog', name: vm, from_state: null },
    keyHash: `hash-${vm}`,
    requestHash: `request-${vm}`,
  });
  return { vm, id: id! };
}

const operation = async (id: string) =>
  (await db.query<OperationRow>('SELECT * FROM operations WHERE id = $1', [id]))[0]!;
/** The machine's and its parts' states, by resource id. */
const resources = async (vm: string) =>
  Object.fromEntries(
    (
      await db.query<{ resource_id: string; state: string }>(
        `SELECT resource_id, state FROM iaas_resources WHERE resource_id = $1 OR attached_to = $1`,
        [vm],
      )
    ).map((r) => [r.resource_id, r.state]),
  );
const finishedAudit = async (id: string) =>
  (
    await db.query<{ after: unknown }>(
      `SELECT after FROM audit_events WHERE details->>'operation_id' = $1 AND details->>'phase' = 'finished'`,
      [id],
    )
  ).map((a) => a.after);

async function runAll(options: Partial<OperationWorkerOptions>) {
  const worker = workerWith(options);
  worker.start();
  await worker.drain();
  await worker.stop();
}

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    expect(await migrate(db)).toEqual([]);
    bus = new EventBus(db, { retentionSeconds: 3600, pruneIntervalMs: 0 }, silent);
    [{ id: anaId }] = (await db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = 'ana@acme.example'`,
    )) as [{ id: string }];
    [{ id: envId }] = (await db.query<{ id: string }>(
      `SELECT id FROM customer_environments WHERE cloud_id = 'ACM1'`,
    )) as [{ id: string }];
  });
  afterAll(async () => {
    await bus.close();
    await db.close();
  });

  it('a refused step: the machine ends in error, its volume and IP removed, with the refusal recorded', async () => {
    const { vm, id } = await askCreate();
    await runAll({
      // Something moved the machine on before the first step: the step (from provisioning) is refused.
      beforeStep: async (op, step) => {
        if (op.id === id && step === 0)
          await db.query(`UPDATE iaas_resources SET state = 'starting' WHERE resource_id = $1`, [vm]);
      },
    });
    expect(await operation(id)).toMatchObject({
      state: 'FAILED',
      step: 0,
      error_code: 'vm_action_not_allowed',
    });
    expect(await resources(vm)).toEqual({ [vm]: 'error' });
    expect(await finishedAudit(id)).toEqual([{ state: 'error' }]);
  });

  it('a step failing for good: the machine ends in error, its parts removed', async () => {
    const { vm, id } = await askCreate();
    await runAll({
      maxAttempts: 2,
      afterStep: async (_tx, op, step) => {
        if (op.id === id && step === 1) throw new Error('the provider keeps failing');
      },
    });
    expect(await operation(id)).toMatchObject({
      state: 'FAILED',
      attempts: 2,
      step: 1,
      error_code: 'operation_failed',
    });
    expect(await resources(vm)).toEqual({ [vm]: 'error' });
  });

  it('leaves a machine something else already moved on, with its parts, as it is', async () => {
    const { vm, id } = await askCreate();
    await runAll({
      beforeStep: async (op, step) => {
        if (op.id === id && step === 0)
          await db.query(`UPDATE iaas_resources SET state = 'stopped' WHERE resource_id = $1`, [vm]);
      },
    });
    expect(await operation(id)).toMatchObject({ state: 'FAILED', error_code: 'vm_action_not_allowed' });
    expect(await resources(vm)).toEqual({
      [vm]: 'stopped',
      [`${vm}-vol`]: 'provisioning',
      [`${vm}-ip`]: 'provisioning',
    });
  });

  it('a create that succeeds keeps its parts, now in use', async () => {
    const { vm, id } = await askCreate();
    await runAll({});
    expect(await operation(id)).toMatchObject({ state: 'SUCCESS' });
    expect(await resources(vm)).toEqual({ [vm]: 'running', [`${vm}-vol`]: 'in_use', [`${vm}-ip`]: 'in_use' });
  });
});
