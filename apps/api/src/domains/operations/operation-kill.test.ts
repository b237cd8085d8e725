// kill -9 of the API mid-operation (issue 30): a real API process (src/main.ts) on PostgreSQL is killed
// between two steps of a start, its lease held; the next process resumes the operation once the lease runs
// out, and the machine is started once: each step done once, one audit line of its end.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OperationAnswer, TokenPair } from '@nuvem/api-contract';
import pg from 'pg';
import { apiStartTimeoutMs, startApi, stopApi, type ApiProcess } from '../../testing/api-process';
import { postJson } from '../../testing/test-app';
import { createPostgresTestDatabase } from '../../testing/test-database';

describe('an API process killed mid-operation', () => {
  let db: pg.Client;
  let dataDir: string;
  let env: Record<string, string>;
  const apis: ApiProcess[] = [];

  const row = async (id: string) =>
    (
      await db.query<{ state: string; step: number; attempts: number; steps_done: { name: string }[] }>(
        'SELECT state, step, attempts, steps_done FROM operations WHERE id = $1',
        [id],
      )
    ).rows[0]!;

  beforeAll(async () => {
    const databaseUrl = await createPostgresTestDatabase();
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    dataDir = await mkdtemp(join(tmpdir(), 'nuvem-api-kill-'));
    env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      OPERATION_STEP_DELAY_MS: '1000',
      OPERATION_LEASE_MS: '2000',
      OPERATION_POLL_MS: '200',
    };
    await db.query(
      `INSERT INTO iaas_resources (resource_id, environment_id, kind, name, provider, region, state, vcpus,
         memory_gb, size_gb)
       SELECT 'vm-kill-01', id, 'virtual_machine', 'acm1-kill-01', 'oci', 'sa-east-2', 'stopped', 2, 4, 50
       FROM customer_environments WHERE cloud_id = 'ACM1'`,
    );
  }, apiStartTimeoutMs);

  afterAll(async () => {
    await Promise.all(apis.filter((api) => api.child.exitCode === null).map(stopApi));
    await db.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'finishes after a restart, each step once',
    async () => {
      const first = await startApi('first', env);
      apis.push(first);
      const signIn = await postJson(first.url('/api/v1/session'), {
        email: 'ana@acme.example',
        password: 'nuvem-demo-2024',
      });
      const token = ((await signIn.json()) as TokenPair).access_token;
      const asked = await fetch(
        first.url('/api/v1/environments/ACM1/iaas/virtual-machines/vm-kill-01/actions'),
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': 'kill-9',
          },
          body: JSON.stringify({ action: 'start' }),
        },
      );
      expect(asked.status).toBe(202);
      const { operation } = (await asked.json()) as OperationAnswer;

      // The first step is done (the machine is starting); the second waits its delay: kill -9 now.
      await vi.waitFor(async () => expect((await row(operation.id)).step).toBe(1), {
        timeout: 15_000,
        interval: 50,
      });
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await row(operation.id)).toMatchObject({ state: 'RUNNING', step: 1, attempts: 1 });
      const vm = async () =>
        (
          await db.query<{ state: string }>(
            `SELECT state FROM iaas_resources WHERE resource_id = 'vm-kill-01'`,
          )
        ).rows[0]?.state;
      expect(await vm()).toBe('starting');

      const second = await startApi('second', env);
      apis.push(second);
      await vi.waitFor(async () => expect((await row(operation.id)).state).toBe('SUCCESS'), {
        timeout: 20_000,
        interval: 100,
      });
      const done = await row(operation.id);
      expect(done.steps_done.map((s) => s.name)).toEqual(['starting', 'running']);
      expect(done.attempts).toBe(2);
      expect(await vm()).toBe('running');
      const ends = await db.query(
        `SELECT 1 FROM audit_events WHERE details->>'operation_id' = $1 AND details->>'phase' = 'finished'`,
        [operation.id],
      );
      expect(ends.rowCount).toBe(1);
    },
    3 * apiStartTimeoutMs,
  );
});
