// Dashboard definitions (analytics_dashboards): the grid of tiles as JSONB, keyed by the id of the insights
// dashboard or BI dashboard it gives content to.
import type { TileDefinition } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface AnalyticsDashboardRow {
  id: string;
  name: string;
  definition: { tiles: TileDefinition[] };
}

export async function findAnalyticsDashboard(
  db: Queryable,
  id: string,
): Promise<AnalyticsDashboardRow | undefined> {
  const rows = await db.query<AnalyticsDashboardRow>(
    'SELECT id, name, definition FROM analytics_dashboards WHERE id = $1',
    [id],
  );
  return rows[0];
}

export async function insertAnalyticsDashboard(
  db: Queryable,
  dashboard: AnalyticsDashboardRow,
): Promise<void> {
  await db.query('INSERT INTO analytics_dashboards (id, name, definition) VALUES ($1, $2, $3::jsonb)', [
    dashboard.id,
    dashboard.name,
    JSON.stringify(dashboard.definition),
  ]);
}
