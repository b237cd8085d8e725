import type { AlertLevel } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface CommunicationRow {
  id: string;
  top_type: AlertLevel;
  content: string;
  created_at: Date;
}

export interface NewCommunication {
  topType: AlertLevel;
  content: string;
  marketplace: boolean;
  createdAt: Date;
  expiresAt: Date | null;
}

/** The environment's communications not yet expired, newest first: the marketplace ones or the others. */
export function listCommunications(
  db: Queryable,
  environmentId: string,
  marketplace: boolean,
): Promise<CommunicationRow[]> {
  return db.query<CommunicationRow>(
    `SELECT id, top_type, content, created_at FROM communication_events
     WHERE environment_id = $1 AND marketplace = $2 AND (expires_at IS NULL OR expires_at > now())
     ORDER BY created_at DESC, id`,
    [environmentId, marketplace],
  );
}

export async function insertCommunication(
  db: Queryable,
  environmentId: string,
  communication: NewCommunication,
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO communication_events (environment_id, top_type, content, marketplace, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      environmentId,
      communication.topType,
      communication.content,
      communication.marketplace,
      communication.createdAt,
      communication.expiresAt,
    ],
  );
  return rows[0]!.id;
}
