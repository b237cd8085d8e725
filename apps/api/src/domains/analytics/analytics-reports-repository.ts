// Report definitions (analytics_reports): the body as JSONB, keyed by the id of the item it gives content to.
import type { ReportBody } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface AnalyticsReportRow {
  id: string;
  name: string;
  definition: ReportBody;
}

export async function findAnalyticsReport(
  db: Queryable,
  id: string,
): Promise<AnalyticsReportRow | undefined> {
  const rows = await db.query<AnalyticsReportRow>(
    'SELECT id, name, definition FROM analytics_reports WHERE id = $1',
    [id],
  );
  return rows[0];
}

export function findAnalyticsReports(db: Queryable, ids: readonly string[]): Promise<AnalyticsReportRow[]> {
  return db.query<AnalyticsReportRow>(
    'SELECT id, name, definition FROM analytics_reports WHERE id = ANY($1::uuid[])',
    [ids],
  );
}

export async function insertAnalyticsReport(
  db: Queryable,
  report: AnalyticsReportRow & { createdBy: string | null },
): Promise<void> {
  await db.query(
    'INSERT INTO analytics_reports (id, name, definition, created_by) VALUES ($1, $2, $3::jsonb, $4)',
    [report.id, report.name, JSON.stringify(report.definition), report.createdBy],
  );
}

/** Replaces the definition; false when there is no such report. */
export async function updateAnalyticsReportDefinition(
  db: Queryable,
  id: string,
  definition: ReportBody,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'UPDATE analytics_reports SET definition = $2::jsonb, updated_at = now() WHERE id = $1 RETURNING id',
    [id, JSON.stringify(definition)],
  );
  return rows.length > 0;
}
