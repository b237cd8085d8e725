import type { Queryable } from '../../db/database';

export interface UserMessageRow {
  id: string;
  title: string;
  message: string;
  link: string | null;
  is_external_link: boolean;
  read_state: boolean;
  created_at: Date;
}

export interface NewUserMessage {
  title: string;
  message: string;
  link: string | null;
  isExternalLink: boolean;
  readState: boolean;
  createdAt: Date;
}

const columns = 'id, title, message, link, is_external_link, read_state, created_at';

/** The user's messages, newest first: only the unread ones unless includeRead. */
export function listUserMessages(
  db: Queryable,
  userId: string,
  options: { includeRead: boolean; limit: number },
): Promise<UserMessageRow[]> {
  return db.query<UserMessageRow>(
    `SELECT ${columns} FROM user_messages
     WHERE user_id = $1 AND ($2 OR NOT read_state)
     ORDER BY created_at DESC, id
     LIMIT $3`,
    [userId, options.includeRead, options.limit],
  );
}

export async function countUnreadMessages(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM user_messages WHERE user_id = $1 AND NOT read_state',
    [userId],
  );
  return rows[0]?.count ?? 0;
}

/** Sets the read state of one of the user's own messages; undefined when the user has no such message. */
export async function setMessageReadState(
  db: Queryable,
  userId: string,
  messageId: string,
  readState: boolean,
): Promise<UserMessageRow | undefined> {
  const rows = await db.query<UserMessageRow>(
    `UPDATE user_messages SET read_state = $3 WHERE id = $2 AND user_id = $1 RETURNING ${columns}`,
    [userId, messageId, readState],
  );
  return rows[0];
}

/** Marks every unread message of the user read; returns how many changed. */
export async function markAllMessagesRead(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ count: number }>(
    `WITH changed AS (
       UPDATE user_messages SET read_state = true WHERE user_id = $1 AND NOT read_state RETURNING 1
     )
     SELECT count(*)::int AS count FROM changed`,
    [userId],
  );
  return rows[0]?.count ?? 0;
}

export async function insertUserMessage(
  db: Queryable,
  userId: string,
  message: NewUserMessage,
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO user_messages (user_id, title, message, link, is_external_link, read_state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      userId,
      message.title,
      message.message,
      message.link,
      message.isExternalLink,
      message.readState,
      message.createdAt,
    ],
  );
  return rows[0]!.id;
}
