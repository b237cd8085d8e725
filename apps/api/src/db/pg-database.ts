import pg from 'pg';
import type { Database, Queryable, SqlParam } from './database';
import { PgListener } from './pg-listener';
import { queryCanceledSqlState, StatementTimeoutError } from './statement-timeout';

interface PgLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

function wrap(client: PgLike): Queryable {
  return {
    async query<Row>(sql: string, params: readonly SqlParam[] = []) {
      return (await client.query(sql, [...params])).rows as Row[];
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
  const database: Database = {
    ...wrap(pool),
    async queryWithTimeout<Row>(sql: string, params: readonly SqlParam[], timeoutMs: number) {
      try {
        return await database.transaction(async (tx) => {
          // SET LOCAL, as a function so the value can be a parameter: it ends with the transaction.
          await tx.query("SELECT set_config('statement_timeout', $1, true)", [String(timeoutMs)]);
          return tx.query<Row>(sql, params);
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === queryCanceledSqlState)
          throw new StatementTimeoutError(timeoutMs);
        throw error;
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onNotify, onResume) => listener.listen(channel, onNotify, onResume),
    async close() {
      await listener.close();
      await pool.end();
    },
  };
  return database;
}
