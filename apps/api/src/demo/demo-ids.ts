// Row ids of the seeded users and environments, for the demo seeds that attach data to them.
import type { Queryable } from '../db/database';

function lookup(rows: { key: string; id: string }[], what: string): (key: string) => string {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key) => {
    const id = ids.get(key);
    if (!id) throw new Error(`demo data: no ${what} ${key}`);
    return id;
  };
}

/** cloud_id → environment id; throws for an unknown cloud_id (a mistake in the demo data). */
export async function environmentIdsByCloudId(db: Queryable): Promise<(cloudId: string) => string> {
  const rows = await db.query<{ key: string; id: string }>(
    'SELECT cloud_id AS key, id FROM customer_environments',
  );
  return lookup(rows, 'environment');
}

/** email → user id; throws for an unknown email. */
export async function userIdsByEmail(db: Queryable): Promise<(email: string) => string> {
  const rows = await db.query<{ key: string; id: string }>('SELECT email AS key, id FROM users');
  return lookup(rows, 'user');
}
