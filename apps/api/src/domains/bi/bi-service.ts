// The 'Data Analytics' group (spec §2.5, §7): BI workspaces and items of the workspaces the user is a member
// of, and embed tokens for those items. All of it needs show_powerbi_insights.
import type { BiDataset, BiItem, BiWorkspace, CreateToken, EmbedToken } from '@nuvem/api-contract';
import { findDataset } from '../analytics/datasets/dataset-lookup';
import type { Queryable } from '../../db/database';
import { environmentOf, requireFeature } from '../../auth/access';
import { ApiError } from '../../errors';
import {
  findItemGrant,
  findWorkspaceAccess,
  listItemsOfUser,
  listWorkspaceDatasetIds,
  listWorkspacesOfUser,
  type BiItemRow,
} from './bi-repository';
import { touchQuickDatasetsOf } from '../analytics/analytics-quick-datasets-repository';
import type { EmbedTokenService } from '../analytics/embed-token-service';
import {
  createReportEmbedUrl,
  dashboardEmbedUrl,
  paginatedReportEmbedUrl,
  quickCreateEmbedUrl,
  reportEmbedUrl,
} from '../analytics/embed-urls';
import type { Principal } from '../session/session-service';
import { comparePtBr } from '../../text/pt-br-order';

const feature = 'show_powerbi_insights';

export const biItemNotFound = (itemId: string) =>
  new ApiError(404, 'bi_item_not_found', `No BI item ${itemId} for this user.`, [itemId]);

export class BiService {
  constructor(
    private readonly db: Queryable,
    private readonly analyticsUrl: string,
    private readonly embedTokens: EmbedTokenService,
  ) {}

  /** The user's workspaces and their access to each; the portal also calls it as a connectivity check. */
  async workspaces(principal: Principal): Promise<BiWorkspace[]> {
    await requireFeature(this.db, principal, feature);
    const rows = await listWorkspacesOfUser(this.db, principal.userId);
    return rows
      .sort((a, b) => comparePtBr(a.name, b.name))
      .map(({ id, name, access }) => ({ id, name, access }));
  }

  /** Every item of the user's workspaces, reports and dashboards, sorted by name. */
  async items(principal: Principal): Promise<BiItem[]> {
    await requireFeature(this.db, principal, feature);
    const rows = await listItemsOfUser(this.db, principal.userId);
    return rows.sort((a, b) => comparePtBr(a.name, b.name)).map((row) => this.itemOf(row));
  }

  /** A token for one item: view, plus edit for members with edit access to its workspace. */
  async token(principal: Principal, itemId: string): Promise<EmbedToken> {
    await requireFeature(this.db, principal, feature);
    const item = await findItemGrant(this.db, principal.userId, itemId);
    if (!item) throw biItemNotFound(itemId);
    return this.embedTokens.issue({
      userId: principal.userId,
      sessionId: principal.sessionId,
      item: { source: 'bi', type: item.type, id: item.id, workspaceId: item.workspace_id },
      actions: item.access === 'edit' ? ['view', 'edit'] : ['view'],
    });
  }

  /** The datasets a new report of the workspace may be built on, for members with edit access. */
  async datasets(principal: Principal, workspaceId: string): Promise<BiDataset[]> {
    await this.requireEditAccess(principal, workspaceId);
    const ids = await listWorkspaceDatasetIds(this.db, workspaceId);
    const datasets = (await Promise.all(ids.map((id) => findDataset(this.db, id)))).flatMap((dataset) =>
      dataset ? [{ id: dataset.id, name: dataset.name }] : [],
    );
    return datasets.sort((a, b) => comparePtBr(a.name, b.name));
  }

  /**
   * A create token (createReport): a new report over one of the workspace's datasets, saved into the
   * workspace. Only members with edit access; the token's only action is create.
   */
  async createToken(principal: Principal, workspaceId: string, datasetId: string): Promise<CreateToken> {
    await this.requireEditAccess(principal, workspaceId);
    if (!(await listWorkspaceDatasetIds(this.db, workspaceId)).includes(datasetId))
      throw biItemNotFound(datasetId);
    const token = this.embedTokens.issue({
      userId: principal.userId,
      sessionId: principal.sessionId,
      item: { source: 'bi', type: 'dataset', id: datasetId, workspaceId },
      actions: ['create'],
    });
    return { ...token, embedUrl: createReportEmbedUrl(this.analyticsUrl, workspaceId) };
  }

  /**
   * A quick create token: a dataset of the host's data, its rows owned by the environment `cloudId` (one the
   * user may see: 404 otherwise), and a report over it, saved into the workspace. Edit members only.
   */
  async quickCreateToken(principal: Principal, workspaceId: string, cloudId: string): Promise<CreateToken> {
    await this.requireEditAccess(principal, workspaceId);
    const environment = await environmentOf(this.db, principal, cloudId);
    const token = this.embedTokens.issue({
      userId: principal.userId,
      sessionId: principal.sessionId,
      item: { source: 'bi', type: 'workspace', id: workspaceId, workspaceId },
      environmentId: environment.id,
      actions: ['create'],
    });
    // An editor renewing its token is still open: its unsaved quick datasets are kept another day.
    await touchQuickDatasetsOf(this.db, workspaceId, principal.userId);
    return { ...token, embedUrl: quickCreateEmbedUrl(this.analyticsUrl, workspaceId) };
  }

  /** Not a member: 404, as for an item outside the user's workspaces; a member who may only view: 403. */
  private async requireEditAccess(principal: Principal, workspaceId: string): Promise<void> {
    await requireFeature(this.db, principal, feature);
    const access = await findWorkspaceAccess(this.db, principal.userId, workspaceId);
    if (!access) throw biItemNotFound(workspaceId);
    if (access !== 'edit')
      throw new ApiError(403, 'forbidden', 'Creating reports needs edit access to the workspace.', [
        workspaceId,
      ]);
  }

  private itemOf(row: BiItemRow): BiItem {
    const common = { id: row.id, workspaceId: row.workspace_id };
    if (row.type === 'dashboard')
      return {
        ...common,
        type: 'dashboard',
        displayName: row.name,
        embedUrl: dashboardEmbedUrl(this.analyticsUrl, row.id, row.workspace_id),
      };
    const paginated = row.type === 'paginatedReport';
    return {
      ...common,
      type: 'report',
      name: row.name,
      reportType: paginated ? 'PaginatedReport' : 'PowerBIReport',
      embedUrl: (paginated ? paginatedReportEmbedUrl : reportEmbedUrl)(
        this.analyticsUrl,
        row.id,
        row.workspace_id,
      ),
    };
  }
}
