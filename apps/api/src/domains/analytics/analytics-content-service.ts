// Report and dashboard content for the frame, saving and save-as, and each user's persistent filters, all
// authorised by the embed token's claims through the item rule (analytics-item-access.ts).
import type {
  DashboardContent,
  Dataset,
  PaginatedReportContent,
  EmbedTokenClaims,
  ReportBody,
  ReportContent,
  ReportDefinition,
  SaveReportAs,
  SavedReportCopy,
  TileContent,
  UserState,
} from '@nuvem/api-contract';
import { publicDataset } from './datasets/dataset-catalog';
import { findDataset } from './datasets/dataset-lookup';
import { checkReportBody, checkViewState } from './report-definition-check';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import {
  insertAnalyticsReport,
  updateAnalyticsReportDefinition,
  type AnalyticsReportRow,
} from './analytics-reports-repository';
import { deleteUserState, findUserState, saveUserState } from './analytics-user-states-repository';
import { insertItem } from '../bi/bi-repository';
import {
  analyticsItemNotFound,
  dashboardOfToken,
  datasetsOfToken,
  paginatedReportOfToken,
  reportOfToken,
  workspaceOfCreateToken,
} from './analytics-item-access';
import type { EmbedTokenService } from './embed-token-service';
import { reportEmbedUrl } from './embed-urls';

const requireEdit = (claims: EmbedTokenClaims) => {
  if (!claims.actions.includes('edit'))
    throw new ApiError(403, 'forbidden', 'This embed token does not allow editing.', ['edit']);
};

const definitionOf = (row: AnalyticsReportRow): ReportDefinition => ({
  id: row.id,
  name: row.name,
  ...row.definition,
});

export class AnalyticsContentService {
  constructor(
    private readonly db: Database,
    private readonly analyticsUrl: string,
    private readonly embedTokens: EmbedTokenService,
  ) {}

  async report(claims: EmbedTokenClaims, reportId: string): Promise<ReportContent> {
    const { report } = await reportOfToken(this.db, claims, reportId);
    const dataset = await findDataset(this.db, report.definition.datasetId);
    if (!dataset) throw new Error(`report ${report.id} names an unknown dataset`);
    const state = await findUserState(this.db, claims.sub, report.id);
    return {
      report: definitionOf(report),
      dataset: publicDataset(dataset),
      actions: claims.actions,
      userState: state === undefined ? null : { state },
    };
  }

  async save(claims: EmbedTokenClaims, reportId: string, body: ReportBody): Promise<ReportDefinition> {
    const { report } = await reportOfToken(this.db, claims, reportId);
    requireEdit(claims);
    const { datasetId } = report.definition;
    checkReportBody(body, datasetId, await findDataset(this.db, datasetId));
    await updateAnalyticsReportDefinition(this.db, report.id, body);
    return definitionOf({ ...report, definition: body });
  }

  /** A new BI report in the same workspace, and a token for it with the same actions. */
  async saveAs(claims: EmbedTokenClaims, reportId: string, copy: SaveReportAs): Promise<SavedReportCopy> {
    const { report, workspaceId } = await reportOfToken(this.db, claims, reportId);
    requireEdit(claims);
    const { datasetId } = report.definition;
    checkReportBody(copy.report, datasetId, await findDataset(this.db, datasetId));
    return this.insertReport(claims, workspaceId, copy, claims.actions);
  }

  /**
   * A report authored over a dataset with a create token (createReport's saveAs): a new BI report of the
   * token's workspace, created by the token's user, and a view and edit token for it.
   */
  async createReport(
    claims: EmbedTokenClaims,
    datasetId: string,
    body: SaveReportAs,
  ): Promise<SavedReportCopy> {
    const workspaceId = await workspaceOfCreateToken(this.db, claims, datasetId);
    checkReportBody(body.report, datasetId, await findDataset(this.db, datasetId));
    return this.insertReport(claims, workspaceId, body, ['view', 'edit']);
  }

  /** The new report is the token's user's; its token ends with the same sign-in as the token that made it. */
  private async insertReport(
    { sub: userId, sid: sessionId }: EmbedTokenClaims,
    workspaceId: string,
    report: SaveReportAs,
    actions: EmbedTokenClaims['actions'],
  ): Promise<SavedReportCopy> {
    const id = await this.db.transaction(async (tx) => {
      const itemId = await insertItem(tx, { workspace_id: workspaceId, type: 'report', name: report.name });
      await insertAnalyticsReport(tx, {
        id: itemId,
        name: report.name,
        definition: report.report,
        createdBy: userId,
      });
      return itemId;
    });
    const { token, expiration } = this.embedTokens.issue({
      userId,
      sessionId,
      item: { source: 'bi', type: 'report', id, workspaceId },
      actions,
    });
    return {
      id,
      name: report.name,
      embedUrl: reportEmbedUrl(this.analyticsUrl, id, workspaceId),
      token,
      expiration,
    };
  }

  async userState(claims: EmbedTokenClaims, reportId: string): Promise<UserState | null> {
    const { report } = await reportOfToken(this.db, claims, reportId);
    const state = await findUserState(this.db, claims.sub, report.id);
    return state === undefined ? null : { state };
  }

  async saveUserState(claims: EmbedTokenClaims, reportId: string, body: UserState): Promise<UserState> {
    const { report } = await reportOfToken(this.db, claims, reportId);
    const dataset = (await findDataset(this.db, report.definition.datasetId))!;
    checkViewState(dataset, report.definition, body.state, 'state');
    await saveUserState(this.db, claims.sub, report.id, body.state);
    return { state: body.state };
  }

  async deleteUserState(claims: EmbedTokenClaims, reportId: string): Promise<void> {
    const { report } = await reportOfToken(this.db, claims, reportId);
    await deleteUserState(this.db, claims.sub, report.id);
  }

  /** A paginated report's definition and its dataset (never its SQL). */
  async paginatedReport(claims: EmbedTokenClaims, reportId: string): Promise<PaginatedReportContent> {
    const report = await paginatedReportOfToken(this.db, claims, reportId);
    const dataset = await findDataset(this.db, report.definition.datasetId);
    if (!dataset) throw new Error(`paginated report ${report.id} names an unknown dataset`);
    return {
      report: { id: report.id, name: report.name, ...report.definition },
      dataset: publicDataset(dataset),
      actions: claims.actions,
    };
  }

  /** A dataset the token's item queries (a report's, a dashboard's tiles'); any other answers 404 alike. */
  async dataset(claims: EmbedTokenClaims, datasetId: string): Promise<Dataset> {
    const dataset = (await datasetsOfToken(this.db, claims)).has(datasetId)
      ? await findDataset(this.db, datasetId)
      : undefined;
    if (!dataset) throw analyticsItemNotFound(datasetId);
    return publicDataset(dataset);
  }

  /**
   * The dashboard with each visual tile's visual, its report's theme and its dataset. A pinned visual keeps
   * the report's and its page's saved filters, as a pinned tile does. A tile whose visual is gone is left out.
   */
  async dashboard(claims: EmbedTokenClaims, dashboardId: string): Promise<DashboardContent> {
    const { dashboard, tileReports } = await dashboardOfToken(this.db, claims, dashboardId);
    const reports = new Map(tileReports.map((report) => [report.id, report]));
    const tiles: TileContent[] = [];
    for (const tile of dashboard.definition.tiles) {
      if (tile.kind !== 'visual') continue;
      const report = reports.get(tile.reportId);
      const page = report?.definition.pages.find((p) => p.name === tile.pageName);
      const visual = page?.visuals.find((v) => v.name === tile.visualName);
      if (!report || !page || !visual) continue;
      tiles.push({
        tileId: tile.id,
        reportId: report.id,
        reportName: report.name,
        pageName: page.name,
        pageDisplayName: page.displayName,
        datasetId: report.definition.datasetId,
        visual: { ...visual, filters: [...report.definition.filters, ...page.filters, ...visual.filters] },
        theme: report.definition.theme,
      });
    }
    const datasetIds = [...new Set(tiles.map((tile) => tile.datasetId))];
    return {
      dashboard: { id: dashboard.id, name: dashboard.name, tiles: dashboard.definition.tiles },
      tiles,
      datasets: (await Promise.all(datasetIds.map((id) => findDataset(this.db, id)))).flatMap((dataset) =>
        dataset ? [publicDataset(dataset)] : [],
      ),
      actions: claims.actions,
    };
  }
}
