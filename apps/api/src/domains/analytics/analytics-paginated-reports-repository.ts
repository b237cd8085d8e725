// Paginated report definitions (analytics_paginated_reports): the definition as JSONB, keyed by the id of the
// BI item it gives content to.
import type { PaginatedReportDefinition } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface PaginatedReportRow {
  id: string;
  name: string;
  definition: PaginatedReportDefinition;
}

export async function findPaginatedReport(
  db: Queryable,
  id: string,
): Promise<PaginatedReportRow | undefined> {
  const rows = await db.query<PaginatedReportRow>(
    'SELECT id, name, definition FROM analytics_paginated_reports WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function insertPaginatedReport(db: Queryable, report: PaginatedReportRow): Promise<void> {
  await db.query(
    'INSERT INTO analytics_paginated_reports (id, name, definition) VALUES ($1, $2, $3::jsonb)',
    [report.id, report.name, JSON.stringify(report.definition)],
  );
}
