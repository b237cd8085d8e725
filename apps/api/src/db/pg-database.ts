import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database';
import { PgListener } from './pg-listener';
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

/** A PostgreSQL server reached through a pg connection pool (DATABASE_URL). */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
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
    ...wrap(pool, names, true),
    async queryWithTimeout<Row>(sql: string, params: readonly SqlParam[], timeoutMs: number) {
      try {
        return await inTransaction(async (client) => {
          // SET LOCAL, as a function so the value can be a parameter: it ends with the transaction.
          await client.query("SELECT set_config('statement_timeout', $1, true)", [String(timeoutMs)]);
          // Unnamed: these statements are built at run time (analytics queries), each text seldom repeated.
          return (await client.query({ text: sql, values: [...params] })).rows as Row[];
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === queryCanceledSqlState)
          throw new StatementTimeoutError(timeoutMs);
        throw error;
      }
    },
    transaction: (fn) => inTransaction((client) => fn(wrap(client, names, false))),
    listen: (channel, onNotify, onResume, onLost) => listener.listen(channel, onNotify, onResume, onLost),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}
