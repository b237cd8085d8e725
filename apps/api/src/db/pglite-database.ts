import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, SqlParam } from './database';
import { PGlitePreparedStatements } from './pglite-prepared';
import { StatementNames } from './statement-names';
import { StatementTimeoutError } from './statement-timeout';

interface PGliteLike {
  query<Row>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  exec(sql: string): Promise<unknown>;
}

/** Statements run named (pglite-prepared.ts); `client` is PGlite itself, or the transaction they run in. */
function wrap(client: PGliteLike, prepared: PGlitePreparedStatements, inTransaction: boolean): Queryable {
  return {
    query: <Row>(sql: string, params: readonly SqlParam[] = []) =>
      prepared.query<Row>(
        sql,
        params,
        inTransaction,
        async () => (await client.query<Row>(sql, [...params])).rows,
      ),
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

/**
 * PGlite (PostgreSQL compiled to WASM) in a folder, or in memory when no folder is given. `template` is a
 * dump from `dumpPGlite`: loading one takes about 0.4 s where a fresh initdb takes about 2 s (tests).
 */
export async function openPGlite(
  dataDir?: string,
  template?: Blob,
): Promise<Database & { dump(): Promise<Blob>; queryUnnamed: Queryable['query'] }> {
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm }, // backs the global search's substring index (migration 0002)
    ...(template ? { loadDataDir: template } : {}),
  });
  const prepared = new PGlitePreparedStatements(pglite, new StatementNames());
  const queryable = wrap(pglite, prepared, false);
  // Unnamed: these statements are built at run time (analytics queries), each text seldom repeated.
  const queryUnnamed = async <Row>(sql: string, params: readonly SqlParam[] = []) =>
    (await pglite.query<Row>(sql, [...params])).rows;
  return {
    noticesMayBeMissed: false,
    dump: () => pglite.dumpDataDir('none'),
    queryUnnamed,
    ...queryable,
    // PGlite ignores statement_timeout, and runs a statement on this very thread: nothing can answer while it
    // runs. So the limit is kept twice: a statement still queued when it passes is no longer waited for, and
    // one that ran past it is answered as timed out all the same.
    queryWithTimeout: <Row>(sql: string, params: readonly SqlParam[], timeoutMs: number) =>
      new Promise<Row[]>((resolve, reject) => {
        const started = performance.now();
        const timer = setTimeout(() => reject(new StatementTimeoutError(timeoutMs)), timeoutMs);
        queryUnnamed<Row>(sql, params).then(
          (rows) => {
            clearTimeout(timer);
            if (performance.now() - started > timeoutMs) reject(new StatementTimeoutError(timeoutMs));
            else resolve(rows);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      }),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx, prepared, true))),
    // In-process: a NOTIFY from this instance reaches its own listeners, and the connection is never lost.
    listen: async (channel, onNotify) => {
      const unlisten = await pglite.listen(channel, onNotify);
      return () => unlisten();
    },
    async ping() {
      await pglite.query('SELECT 1');
    },
    close: () => pglite.close(),
  };
}
