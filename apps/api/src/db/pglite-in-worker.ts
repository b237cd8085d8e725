// PGlite on a worker thread of its own (pglite-worker.ts), behind the Database interface: a statement, however
// long, no longer holds the API's event loop, and analytics statements wait for ordinary ones (statement-lanes.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Database, Queryable, SqlParam } from './database';
import {
  deserializeError,
  reviveDates,
  type Envelope,
  type WorkerMessage,
  type WorkerOptions,
  type WorkerRequest,
} from './pglite-worker-protocol';
import { StatementLanes } from './statement-lanes';

/**
 * The worker's script: the built one beside this file in a bundle, else one that loads the TypeScript source
 * through tsx (the API's own way of running from source, in development and tests).
 */
function workerScript(): URL {
  const built = new URL('./pglite-worker.js', import.meta.url);
  return existsSync(fileURLToPath(built))
    ? built
    : new URL('./pglite-worker-from-source.mjs', import.meta.url);
}

/** Rows from pieces of JSON text, one piece per turn of the event loop, their dates dates again. */
async function parseInTurns(pieces: readonly string[], dateColumns: readonly string[]): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) await nextTurn();
    for (const row of JSON.parse(piece) as Record<string, unknown>[]) {
      reviveDates(row, dateColumns);
      rows.push(row);
    }
  }
  return rows;
}

/**
 * A busy worker that answered nothing for this long is stalled: longer than any statement should run (an
 * analytics query's limit is 10 s by default).
 */
const stalledAfterMs = 30_000;

/** PGlite in `dataDir`, or in memory (from `template`, a dump, when given), on a worker thread. */
export async function openPGliteInWorker(
  dataDir?: string,
  template?: Blob,
): Promise<Database & { dump(): Promise<Blob> }> {
  const workerData: WorkerOptions = { ...(dataDir ? { dataDir } : {}), ...(template ? { template } : {}) };
  const worker = new Worker(workerScript(), { workerData });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  /** Analytics rows received ahead of their answer, as JSON text (pglite-worker-protocol.ts rowsPerMessage). */
  const rowsSoFar = new Map<number, string[]>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let exited: Error | undefined;
  /** When the worker last answered anything (ping). */
  let answeredAt = performance.now();

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      answeredAt = performance.now();
      switch (message.kind) {
        case 'ready':
          return resolve();
        case 'failedToOpen':
          return reject(deserializeError(message.error));
        case 'rows': {
          const pieces = rowsSoFar.get(message.id);
          if (pieces) pieces.push(message.json);
          else rowsSoFar.set(message.id, [message.json]);
          return;
        }
        case 'rowsEnd': {
          const pieces = rowsSoFar.get(message.id) ?? [];
          rowsSoFar.delete(message.id);
          pending.get(message.id)?.resolve(parseInTurns(pieces, message.dateColumns));
          return pending.delete(message.id);
        }
        case 'answer':
          pending.get(message.id)?.resolve(message.value);
          return pending.delete(message.id);
        case 'failure':
          pending.get(message.id)?.reject(deserializeError(message.error));
          return pending.delete(message.id);
        case 'notify':
          return listeners.get(message.listener)?.(message.payload);
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      exited = new Error(`the database worker exited (${code})`);
      reject(exited);
      for (const { reject: fail } of pending.values()) fail(exited);
      pending.clear();
    });
  });
  await ready;

  const call = <T>(request: WorkerRequest): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } satisfies Envelope);
    });
  };

  // One statement at a time runs in PGlite: analytics statements go one by one, after ordinary ones.
  const lanes = new StatementLanes({ capacity: 1, yieldToOrdinary: true });
  const queryableIn = (tx?: number): Queryable => ({
    query: <Row>(sql: string, params: readonly SqlParam[] = []) =>
      call<Row[]>({ op: 'query', sql, params: [...params], ...(tx === undefined ? {} : { tx }) }),
    exec: async (sql: string) => {
      await call({ op: 'exec', sql, ...(tx === undefined ? {} : { tx }) });
    },
  });
  const outside = queryableIn();

  return {
    // The worker hears its own PGlite's notices and passes each on; nothing lies between them to drop one.
    noticesMayBeMissed: false,
    query: (sql, params) => lanes.ordinary(() => outside.query(sql, params)),
    exec: (sql) => lanes.ordinary(() => outside.exec(sql)),
    queryWithTimeout: <Row>(sql: string, params: readonly SqlParam[], timeoutMs: number) =>
      lanes.analytics(async () => {
        return call<Row[]>({ op: 'queryUnnamed', sql, params: [...params] });
      }, timeoutMs),
    transaction: (fn) =>
      lanes.ordinary(async () => {
        const tx = await call<number>({ op: 'begin' });
        let result;
        try {
          result = await fn(queryableIn(tx));
        } catch (error) {
          await call({ op: 'end', tx, commit: false }).catch(() => undefined);
          throw error;
        }
        await call({ op: 'end', tx, commit: true });
        return result;
      }),
    listen: async (channel, onNotify) => {
      const listener = await call<number>({ op: 'listen', channel });
      listeners.set(listener, onNotify);
      return async () => {
        listeners.delete(listener);
        await call({ op: 'unlisten', listener });
      };
    },
    dump: () => call<Blob>({ op: 'dump' }),
    async ping() {
      if (exited) throw exited;
      // Idle, a round trip costs nothing; busy (a statement runs, which nothing interrupts), asking would
      // wait for it: the worker is working when it answered within the last stalledAfterMs.
      if (pending.size === 0) return void (await outside.query('SELECT 1'));
      if (performance.now() - answeredAt > stalledAfterMs)
        throw new Error(`the database has answered nothing for ${stalledAfterMs / 1000} s`);
    },
    async close() {
      if (exited) return;
      await call({ op: 'close' });
      await worker.terminate();
    },
  };
}
