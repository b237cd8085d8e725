// The item rule of the analytics side (docs/analytics.md): an embed token reaches its own item only. A BI
// report token (or a paginated report's) reaches that report and its dataset; a dashboard token (insights or BI) reaches that
// dashboard, its tiles' visuals and their datasets. Anything else is 404 analytics_item_not_found, whether
// or not it exists. A create token (a dataset item) reaches that dataset, while the workspace's reports are
// still built on it. A quick create token (a workspace item) reaches the datasets its user made in that
// workspace with quick create. The token's item is looked up again on every request: a deleted item reaches
// nothing.
import type { EmbedTokenClaims } from '@nuvem/api-contract';
import { quickDatasetIdOf } from './quick/quick-dataset-definition';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { findPaginatedReport, type PaginatedReportRow } from './analytics-paginated-reports-repository';
import { listQuickDatasetIdsOf } from './analytics-quick-datasets-repository';
import { findItem, listWorkspaceDatasetIds, workspaceExists } from '../bi/bi-repository';
import { findDashboard } from '../dashboards/dashboards-repository';
import { findAnalyticsDashboard, type AnalyticsDashboardRow } from './analytics-dashboards-repository';
import {
  findAnalyticsReport,
  findAnalyticsReports,
  type AnalyticsReportRow,
} from './analytics-reports-repository';

export const analyticsItemNotFound = (id: string) =>
  new ApiError(
    404,
    'analytics_item_not_found',
    `No report, dashboard or dataset ${id} for this embed token.`,
    [id],
  );

/** Whether the token's item still exists as the token describes it (source, type, workspace). */
async function tokenItemExists(db: Queryable, claims: EmbedTokenClaims): Promise<boolean> {
  if (claims.item_source === 'insights')
    return claims.item_type === 'dashboard' && (await findDashboard(db, claims.item_id)) !== undefined;
  if (claims.item_type === 'dataset')
    return (
      claims.workspace_id !== undefined &&
      (await listWorkspaceDatasetIds(db, claims.workspace_id)).includes(claims.item_id)
    );
  if (claims.item_type === 'workspace')
    return claims.workspace_id === claims.item_id && (await workspaceExists(db, claims.item_id));
  const item = await findItem(db, claims.item_id);
  return item?.type === claims.item_type && item.workspace_id === claims.workspace_id;
}

export interface ReachedReport {
  report: AnalyticsReportRow;
  /** The BI workspace the report belongs to (a copy goes there). */
  workspaceId: string;
}

/** The report, when the token is this BI report's; otherwise 404 naming the id asked for. */
export async function reportOfToken(
  db: Queryable,
  claims: EmbedTokenClaims,
  reportId: string,
): Promise<ReachedReport> {
  const isThisReport =
    claims.item_source === 'bi' && claims.item_type === 'report' && claims.item_id === reportId;
  if (!isThisReport || !(await tokenItemExists(db, claims))) throw analyticsItemNotFound(reportId);
  const report = await findAnalyticsReport(db, reportId);
  if (!report) throw analyticsItemNotFound(reportId);
  return { report, workspaceId: claims.workspace_id! };
}

export interface ReachedDashboard {
  dashboard: AnalyticsDashboardRow;
  /** The reports its visual tiles are pinned from. */
  tileReports: AnalyticsReportRow[];
}

/** The dashboard and its tiles' reports, when the token is this dashboard's; otherwise 404. */
export async function dashboardOfToken(
  db: Queryable,
  claims: EmbedTokenClaims,
  dashboardId: string,
): Promise<ReachedDashboard> {
  const isThisDashboard = claims.item_type === 'dashboard' && claims.item_id === dashboardId;
  if (!isThisDashboard || !(await tokenItemExists(db, claims))) throw analyticsItemNotFound(dashboardId);
  const dashboard = await findAnalyticsDashboard(db, dashboardId);
  if (!dashboard) throw analyticsItemNotFound(dashboardId);
  const reportIds = new Set(
    dashboard.definition.tiles.flatMap((tile) => (tile.kind === 'visual' ? [tile.reportId] : [])),
  );
  return { dashboard, tileReports: await findAnalyticsReports(db, [...reportIds]) };
}

/**
 * The workspace a create token saves into, when the token is this dataset's and allows create; otherwise
 * 404 naming the dataset asked for.
 */
export async function workspaceOfCreateToken(
  db: Queryable,
  claims: EmbedTokenClaims,
  datasetId: string,
): Promise<string> {
  const creates = claims.item_source === 'bi' && claims.actions.includes('create');
  const isThisDataset = creates && claims.item_type === 'dataset' && claims.item_id === datasetId;
  const isQuickCreate = creates && claims.item_type === 'workspace';
  if (!(isThisDataset || isQuickCreate) || !(await tokenItemExists(db, claims)))
    throw analyticsItemNotFound(datasetId);
  if (isQuickCreate && !(await datasetsOfToken(db, claims)).has(datasetId))
    throw analyticsItemNotFound(datasetId);
  return claims.workspace_id!;
}

export interface QuickCreateTarget {
  workspaceId: string;
  /** The environment the new table's rows belong to. */
  environmentId: string;
}

/** Where a quick create token's dataset goes; any other token answers 404 alike. */
export async function quickCreateTargetOf(
  db: Queryable,
  claims: EmbedTokenClaims,
): Promise<QuickCreateTarget> {
  const isQuickCreate =
    claims.item_source === 'bi' &&
    claims.item_type === 'workspace' &&
    claims.actions.includes('create') &&
    claims.environment_id !== undefined;
  if (!isQuickCreate || !(await tokenItemExists(db, claims))) throw analyticsItemNotFound(claims.item_id);
  return { workspaceId: claims.workspace_id!, environmentId: claims.environment_id! };
}

/** The paginated report, when the token is this paginated report's; otherwise 404 naming the id asked for. */
export async function paginatedReportOfToken(
  db: Queryable,
  claims: EmbedTokenClaims,
  reportId: string,
): Promise<PaginatedReportRow> {
  const isThisReport =
    claims.item_source === 'bi' && claims.item_type === 'paginatedReport' && claims.item_id === reportId;
  if (!isThisReport || !(await tokenItemExists(db, claims))) throw analyticsItemNotFound(reportId);
  const report = await findPaginatedReport(db, reportId);
  if (!report) throw analyticsItemNotFound(reportId);
  return report;
}

/** The ids of the datasets the token's item queries; none when the item is gone. */
export async function datasetsOfToken(db: Queryable, claims: EmbedTokenClaims): Promise<Set<string>> {
  if (claims.item_type === 'dataset')
    return (await tokenItemExists(db, claims)) ? new Set([claims.item_id]) : new Set();
  if (claims.item_type === 'workspace')
    return (await tokenItemExists(db, claims))
      ? new Set((await listQuickDatasetIdsOf(db, claims.item_id, claims.sub)).map(quickDatasetIdOf))
      : new Set();
  try {
    if (claims.item_type === 'paginatedReport')
      return new Set([(await paginatedReportOfToken(db, claims, claims.item_id)).definition.datasetId]);
    const reports =
      claims.item_type === 'report'
        ? [(await reportOfToken(db, claims, claims.item_id)).report]
        : (await dashboardOfToken(db, claims, claims.item_id)).tileReports;
    return new Set(reports.map((report) => report.definition.datasetId));
  } catch (error) {
    if (error instanceof ApiError && error.code === 'analytics_item_not_found') return new Set();
    throw error;
  }
}
