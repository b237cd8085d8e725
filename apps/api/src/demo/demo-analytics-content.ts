// Seeds the analytics content (src/demo/analytics-content): every BI report's definition under its item's id,
// the reports dashboards pin from under new ids, and every dashboard's grid under its dashboard's id. Runs in
// seedDemoData's transaction, after the insights dashboards and BI items exist.
import { randomUUID } from 'node:crypto';
import type { TileDefinition } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';
import { insertAnalyticsDashboard } from '../domains/analytics/analytics-dashboards-repository';
import { insertPaginatedReport } from '../domains/analytics/analytics-paginated-reports-repository';
import { insertAnalyticsReport } from '../domains/analytics/analytics-reports-repository';
import { demoDashboardContents, type TileSpec } from './analytics-content/demo-dashboards';
import { demoReports, type DemoReportKey } from './analytics-content/demo-reports';
import { extratoDeConsumo } from './analytics-content/extrato-de-consumo';

/** The paginated reports of the BI workspaces, by their item's name. */
export const demoPaginatedReports = { 'Extrato de Consumo': extratoDeConsumo };

/** The id of the item (BI item, insights dashboard) of each name and kind. */
async function itemIds(db: Queryable): Promise<(kind: string, name: string) => string> {
  const rows = await db.query<{ kind: string; name: string; id: string }>(
    `SELECT 'bi-' || type AS kind, name, id FROM bi_items
     UNION ALL SELECT 'insights-dashboard', name, id FROM dashboards`,
  );
  return (kind, name) => {
    const row = rows.find((r) => r.kind === kind && r.name === name);
    if (!row) throw new Error(`demo analytics content: no ${kind} ${name}`);
    return row.id;
  };
}

function tileOf(spec: TileSpec, reportIds: Map<DemoReportKey, string>): TileDefinition {
  const [col, row, colSpan, rowSpan] = spec.at;
  const layout = { col, row, colSpan, rowSpan };
  if (spec.kind === 'text') return { id: spec.id, kind: 'text', title: spec.title, text: spec.text, layout };
  const visual = demoReports[spec.report].body.pages
    .find((page) => page.name === spec.page)
    ?.visuals.find((v) => v.name === spec.visual);
  if (!visual)
    throw new Error(`demo analytics content: no visual ${spec.page}/${spec.visual} in ${spec.report}`);
  return {
    id: spec.id,
    kind: 'visual',
    title: visual.title,
    ...(spec.subTitle ? { subTitle: spec.subTitle } : {}),
    layout,
    reportId: reportIds.get(spec.report)!,
    pageName: spec.page,
    visualName: spec.visual,
  };
}

export async function seedDemoAnalyticsContent(db: Queryable): Promise<void> {
  const idOf = await itemIds(db);
  const reportIds = new Map<DemoReportKey, string>();
  for (const [key, report] of Object.entries(demoReports) as [
    DemoReportKey,
    (typeof demoReports)[DemoReportKey],
  ][]) {
    const id = report.biItem ? idOf('bi-report', report.name) : randomUUID();
    reportIds.set(key, id);
    await insertAnalyticsReport(db, { id, name: report.name, definition: report.body, createdBy: null });
  }
  for (const [name, definition] of Object.entries(demoPaginatedReports))
    await insertPaginatedReport(db, { id: idOf('bi-paginatedReport', name), name, definition });
  for (const dashboard of demoDashboardContents)
    await insertAnalyticsDashboard(db, {
      id: idOf(dashboard.source === 'bi' ? 'bi-dashboard' : 'insights-dashboard', dashboard.name),
      name: dashboard.name,
      definition: { tiles: dashboard.tiles.map((tile) => tileOf(tile, reportIds)) },
    });
}
