import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Database } from './database';
import { isDataException } from './data-exception';
import { openPGliteInWorker } from './pglite-in-worker';
import { StatementTimeoutError } from './statement-timeout';

/** A statement PGlite needs about a second or more for, on its own thread. */
const slow = 'SELECT count(*)::int AS n FROM generate_series(1, 4000000) g WHERE g % 7 = 0';

let db: Database;
beforeAll(async () => {
  db = await openPGliteInWorker(undefined, new Blob([await readFile(inject('pgliteEmpty'))]));
});
afterAll(() => db.close());

test('a long statement runs beside the event loop, which keeps turning meanwhile', async () => {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 10);
  try {
    const started = performance.now();
    const rows = await db.queryWithTimeout<{ n: number }>(slow, [], 60_000);
    const took = performance.now() - started;
    expect(rows).toEqual([{ n: 571428 }]);
    // On the API's own thread not one tick could run while PGlite worked; here most of them do.
    expect(ticks).toBeGreaterThan(took / 10 / 4);
  } finally {
    clearInterval(timer);
  }
});

test('an ordinary statement goes before an analytics one still waiting, and /health does not wait', async () => {
  const order: string[] = [];
  const first = db.queryWithTimeout(slow, [], 60_000).then(() => order.push('analytics 1'));
  const second = db.queryWithTimeout('SELECT 1', [], 60_000).then(() => order.push('analytics 2'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  // Busy with a statement it cannot interrupt: alive all the same, without waiting for it.
  await db.ping();
  order.push('ping');
  const ordinary = db.query('SELECT 1').then(() => order.push('ordinary'));
  await Promise.all([first, second, ordinary]);
  expect(order).toEqual(['ping', 'analytics 1', 'ordinary', 'analytics 2']);
});

test('past its limit an analytics statement is answered as timed out', async () => {
  await expect(db.queryWithTimeout(slow, [], 100)).rejects.toBeInstanceOf(StatementTimeoutError);
});

test("PostgreSQL's errors cross with their SQLSTATE and fields", async () => {
  const error = await db.query("SELECT 'x'::int").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Error);
  expect(error).toMatchObject({ code: '22P02', severity: 'ERROR' });
  expect(isDataException(error)).toBe(true);
});

test('transactions commit, roll back on a throw, and keep their statements apart', async () => {
  await db.exec('CREATE TABLE worker_tx (n int PRIMARY KEY)');
  let outside: Promise<{ c: number }[]> | undefined;
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO worker_tx VALUES (1)');
    // Outside the transaction, another statement waits for it to end.
    outside = db.query<{ c: number }>('SELECT count(*)::int AS c FROM worker_tx');
    await tx.query('INSERT INTO worker_tx VALUES (2)');
  });
  expect(await outside).toEqual([{ c: 2 }]);
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO worker_tx VALUES (3)');
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  await expect(
    db.transaction((tx) => tx.query('INSERT INTO worker_tx VALUES (1)')), // a duplicate key
  ).rejects.toMatchObject({ code: '23505' });
  expect(await db.query('SELECT n FROM worker_tx ORDER BY n')).toEqual([{ n: 1 }, { n: 2 }]);
});

test('notices reach their listener until it stops listening', async () => {
  const heard: string[] = [];
  const unlisten = await db.listen('worker_channel', (payload) => heard.push(payload));
  await db.query("SELECT pg_notify('worker_channel', 'one')");
  await expect.poll(() => heard).toEqual(['one']);
  await unlisten();
  await db.query("SELECT pg_notify('worker_channel', 'two')");
  await db.query('SELECT 1');
  expect(heard).toEqual(['one']);
});

test('many rows come back whole, in order, with their types', async () => {
  const rows = await db.queryWithTimeout<{ n: number; t: string }>(
    "SELECT g AS n, 'r' || g AS t FROM generate_series(1, 25000) g ORDER BY g",
    [],
    60_000,
  );
  expect(rows).toHaveLength(25_000);
  expect(rows[0]).toEqual({ n: 1, t: 'r1' });
  expect(rows[24_999]).toEqual({ n: 25_000, t: 'r25000' });
  expect(await db.query("SELECT timestamptz '2026-01-02 03:04:05Z' AS at")).toEqual([
    { at: new Date('2026-01-02T03:04:05Z') },
  ]);
});
