// Loading many rows at once: PostgreSQL checks a foreign key with a trigger per inserted row, which costs
// more than the insert itself over a million rows. Dropped before the load and added back after, each key
// is checked once, by one join (PostgreSQL's own advice for bulk loads).
import type { Queryable } from './database';

interface ForeignKey {
  table: string;
  name: string;
  definition: string;
}

export async function withoutForeignKeys<T>(
  db: Queryable,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const keys = await db.query<ForeignKey>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint
     WHERE contype = 'f' AND conrelid = ANY($1::regclass[])`,
    [tables],
  );
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const key of keys) await db.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quote(key.name)}`);
  const result = await load();
  for (const key of keys)
    await db.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`);
  return result;
}
