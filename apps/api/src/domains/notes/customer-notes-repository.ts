import type { Queryable } from '../../db/database';

export interface CustomerNoteRow {
  id: string;
  title: string;
  content: string;
  checked: boolean;
  author: string;
  created_at: Date;
  updated_at: Date;
}

export interface NewCustomerNote {
  title: string;
  content: string;
  checked: boolean;
  author: string;
  createdAt: Date;
}

export function listCustomerNotes(db: Queryable, environmentId: string): Promise<CustomerNoteRow[]> {
  return db.query<CustomerNoteRow>(
    `SELECT id, title, content, checked, author, created_at, updated_at FROM customer_notes
     WHERE environment_id = $1
     ORDER BY created_at DESC, id`,
    [environmentId],
  );
}

export async function countCheckedCustomerNotes(db: Queryable, environmentId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM customer_notes WHERE environment_id = $1 AND checked',
    [environmentId],
  );
  return rows[0]?.count ?? 0;
}

export async function insertCustomerNote(
  db: Queryable,
  environmentId: string,
  note: NewCustomerNote,
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO customer_notes (environment_id, title, content, checked, author, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
    [environmentId, note.title, note.content, note.checked, note.author, note.createdAt],
  );
  return rows[0]!.id;
}
