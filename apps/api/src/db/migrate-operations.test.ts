// Migration 0024 moves the right sidebar's history from pipeline_executions into operations: over a database
// at 0022 holding rows of every status, they come out as the pipelines route read them before.
import type { Database } from './database';
import { migrate, readMigrations } from './migrate';
import { openTestDatabase } from '../testing/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('pglite', 'empty');
});
afterAll(() => db.close());

it('moves every pipeline execution into operations, then drops the table', async () => {
  const all = await readMigrations();
  const before = all.filter((m) => m.version <= 22);
  expect(before.at(-1)?.name).toBe('0022_refresh_retry_keys.sql');
  await migrate(db, before);
  await db.query(
    `INSERT INTO customer_environments (cloud_id, t_code, corporate_name, federal_id, region, support_type)
     VALUES ('MIG1', 'T90001', 'Migração', '00.000.000/0001-00', 'sa-east-1', 'STANDARD')`,
  );
  await db.query(
    `INSERT INTO pipeline_executions (environment_id, topology_id, action, status, executed_by, message,
       started_at, finished_at)
     SELECT id, v.topology, v.action, v.status, 'ana@acme.example', v.message, v.started::timestamptz,
       v.finished::timestamptz
     FROM customer_environments,
       (VALUES ('T-1', 'Criar backup', 'SUCCESS', 'ok', '2026-11-01T10:00:00Z', '2026-11-01T10:05:00Z'),
               ('T-1', 'Aplicar patch', 'USER_FAILED', 'versão errada', '2026-11-02T10:00:00Z', NULL),
               (NULL, 'Reiniciar serviço', 'RUNNING', NULL, '2026-11-03T10:00:00Z', NULL),
               ('T-2', 'Escalar', 'PENDING', NULL, '2026-11-04T10:00:00Z', NULL))
         AS v(topology, action, status, message, started, finished)
     WHERE cloud_id = 'MIG1'`,
  );
  const old = await db.query<{ id: string }>('SELECT id FROM pipeline_executions ORDER BY started_at');

  expect(await migrate(db, all)).toEqual(all.filter((m) => m.version > 22).map((m) => m.name));
  const moved = await db.query(
    `SELECT id, kind, target_id, state, executed_by, message, created_at, started_at, finished_at,
       actor_user_id, step, steps_done
     FROM operations ORDER BY created_at`,
  );
  expect(moved.map((row) => (row as { id: string }).id)).toEqual(old.map((row) => row.id));
  const at = (iso: string) => new Date(iso);
  expect(moved).toEqual([
    expect.objectContaining({
      kind: 'Criar backup',
      target_id: 'T-1',
      state: 'SUCCESS',
      message: 'ok',
      created_at: at('2026-11-01T10:00:00Z'),
      started_at: at('2026-11-01T10:00:00Z'),
      finished_at: at('2026-11-01T10:05:00Z'),
      actor_user_id: null,
      step: 0,
      steps_done: [],
    }),
    // A finished row without its end keeps its start as its end (operations require one).
    expect.objectContaining({
      kind: 'Aplicar patch',
      state: 'USER_FAILED',
      finished_at: at('2026-11-02T10:00:00Z'),
    }),
    expect.objectContaining({
      kind: 'Reiniciar serviço',
      state: 'RUNNING',
      target_id: null,
      finished_at: null,
    }),
    expect.objectContaining({ kind: 'Escalar', state: 'PENDING', started_at: null, finished_at: null }),
  ]);
  expect(await db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'pipeline_executions'`)).toEqual([]);
});
