import type { Queryable } from '../../db/database';

export interface MigrationNoticeRow {
  id: string;
  starts_at: Date;
  ends_at: Date;
  message: string;
}

export interface NewMigrationNotice {
  startsAt: Date;
  endsAt: Date;
  message: string;
}

/** The environment's migration notices that have not ended yet, soonest first. */
export function listOpenMigrationNotices(
  db: Queryable,
  environmentId: string,
): Promise<MigrationNoticeRow[]> {
  return db.query<MigrationNoticeRow>(
    `SELECT id, starts_at, ends_at, message FROM migration_notices
     WHERE environment_id = $1 AND ends_at > now()
     ORDER BY starts_at, id`,
    [environmentId],
  );
}

export async function insertMigrationNotice(
  db: Queryable,
  environmentId: string,
  notice: NewMigrationNotice,
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO migration_notices (environment_id, starts_at, ends_at, message)
     VALUES ($1, $2, $3, $4) RETURNING id`,
    [environmentId, notice.startsAt, notice.endsAt, notice.message],
  );
  return rows[0]!.id;
}
