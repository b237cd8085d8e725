import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Database, Queryable, SqlParam } from './database';
import { PgListener } from './pg-listener';
import { StatementLanes } from './statement-lanes';
import { queryCanceledSqlState, StatementTimeoutError } from './statement-timeout';
import { isStalePreparedStatement, StatementNames } from './statement-names';

interface PgLike {
  query(config: { text: string; values?: unknown[]; name?: string }): Promise<{ rows: unknown[] }>;
  query(sql: string): Promise<unknown>;
}

/**
 * Statements run named (statement-names.ts): pg prepares each on a connection the first time it runs there.
 * `retry`: outside a transaction, a named statement the server refuses as stale runs again unnamed (inside
 * one, the failure has aborted the transaction, and is thrown).
 */
function wrap(client: PgLike, names: StatementNames, retry: boolean): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      const values = [...params];
      const name = names.of(sql);
      try {
        return (await client.query(name ? { name, text: sql, values } : { text: sql, values })).rows as Row[];
      } catch (error) {
        if (!name || !isStalePreparedStatement(error)) throw error;
        names.refuse(sql);
        if (!retry) throw error;
        return (await client.query({ text: sql, values })).rows as Row[];
      }
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** Rows of an analytics answer read at a time. */
const rowsPerRead = 2_000;

/** Connections of an API instance's pool. */
const poolSize = 10;
/** Of them, always left to ordinary requests: analytics queries run on the others (statement-lanes.ts). */
const keptForOrdinary = 4;

/** A PostgreSQL server reached through a pg connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const lanes = new StatementLanes({ capacity: poolSize - keptForOrdinary, yieldToOrdinary: false });
  await pool.query('SELECT 1');
  const listener = new PgListener(connectionString);
  const names = new StatementNames();

  /** Runs fn on one connection inside BEGIN … COMMIT; any throw rolls back and is rethrown. */
  async function inTransaction<T>(fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    noticesMayBeMissed: true,
    ...wrap(pool, names, true),
    queryWithTimeout<Row>(sql: string, params: readonly SqlParam[], timeoutMs: number) {
      return lanes.analytics(async (remainingMs) => {
        try {
          return await inTransaction(async (client) => {
            // SET LOCAL, as a function so the value can be a parameter: it ends with the transaction.
            await client.query("SELECT set_config('statement_timeout', $1, true)", [String(remainingMs)]);
            // Read through a cursor, rowsPerRead at a time: pg parses what arrives at once, and 30,000 rows
            // read in one piece held the event loop for about 100 ms. Unnamed: these statements are built at
            // run time (analytics queries), each text seldom repeated.
            const cursor = client.query(new Cursor<Row>(sql, [...params]));
            try {
              const rows: Row[] = [];
              for (;;) {
                const part = await cursor.read(rowsPerRead);
                for (const row of part) rows.push(row);
                if (part.length < rowsPerRead) return rows;
              }
            } finally {
              await cursor.close();
            }
          });
        } catch (error) {
          if ((error as { code?: unknown }).code === queryCanceledSqlState)
            throw new StatementTimeoutError(timeoutMs);
          throw error;
        }
      }, timeoutMs);
    },
    transaction: (fn) => inTransaction((client) => fn(wrap(client, names, false))),
    listen: (channel, onNotify, onResume, onLost) => listener.listen(channel, onNotify, onResume, onLost),
    async ping() {
      await pool.query('SELECT 1');
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
