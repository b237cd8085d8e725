// Insights dashboards (spec §2.5, §5): the ones shared with the user, their permission lists and embed URLs
// with a token. A dashboard not shared with the user answers 404 whether or not it exists.
import {
  isDashboardAdmin,
  type Dashboard,
  type DashboardEmbed,
  type DashboardPermissions,
} from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { environmentOf, requireFeature } from '../../auth/access';
import { ApiError } from '../../errors';
import {
  findDashboardGrant,
  listDashboardPermissions,
  listDashboardsOfUser,
  type DashboardGrantRow,
} from './dashboards-repository';
import type { EmbedTokenService } from '../analytics/embed-token-service';
import { dashboardEmbedUrl } from '../analytics/embed-urls';
import type { Principal } from '../session/session-service';
import { comparePtBr } from '../../text/pt-br-order';

export const dashboardNotFound = (dashboardId: string) =>
  new ApiError(404, 'dashboard_not_found', `No dashboard ${dashboardId} for this user.`, [dashboardId]);

export class DashboardsService {
  constructor(
    private readonly db: Queryable,
    private readonly analyticsUrl: string,
    private readonly embedTokens: EmbedTokenService,
  ) {}

  /** Sorted by category, then name. */
  async list(principal: Principal): Promise<Dashboard[]> {
    await requireFeature(this.db, principal, 'insights_reader');
    const rows = await listDashboardsOfUser(this.db, principal.userId);
    return rows
      .sort((a, b) => comparePtBr(a.category, b.category) || comparePtBr(a.name, b.name))
      .map((row) => ({ DashboardId: row.id, Name: row.name, category: row.category }));
  }

  async permissions(principal: Principal, dashboardId: string): Promise<DashboardPermissions> {
    await requireFeature(this.db, principal, 'show_insights_dashboard_permission');
    await this.grantOf(principal, dashboardId);
    const rows = await listDashboardPermissions(this.db, dashboardId);
    return {
      Permissions: rows.map((row) => ({
        Principal: row.principal,
        PrincipalType: row.kind,
        Actions: row.actions,
      })),
    };
  }

  /** The embed URL with a token that lets this user view it, and edit it when they administer it. */
  /** `cloudId`: the token's queries answer that environment's rows only (404 when the user may not see it). */
  async embed(principal: Principal, dashboardId: string, cloudId?: string): Promise<DashboardEmbed> {
    await requireFeature(this.db, principal, 'insights_reader');
    const grant = await this.grantOf(principal, dashboardId);
    const scope = cloudId === undefined ? undefined : await environmentOf(this.db, principal, cloudId);
    const { token, expiration } = this.embedTokens.issue({
      userId: principal.userId,
      sessionId: principal.sessionId,
      ...(scope ? { scopeEnvironmentId: scope.id } : {}),
      item: { source: 'insights', type: 'dashboard', id: grant.id },
      actions: isDashboardAdmin(grant.actions) ? ['view', 'edit'] : ['view'],
    });
    return { url: dashboardEmbedUrl(this.analyticsUrl, grant.id), token, expiration };
  }

  private async grantOf(principal: Principal, dashboardId: string): Promise<DashboardGrantRow> {
    const grant = await findDashboardGrant(this.db, principal.userId, dashboardId);
    if (!grant) throw dashboardNotFound(dashboardId);
    return grant;
  }
}
