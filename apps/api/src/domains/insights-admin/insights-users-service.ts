// Users' insights access (issue 31): every dashboard and workspace (the pickers), users with their effective
// access and its sources (server-paged), and a user's own grants, each write through accessWrite.
import {
  insightsUserFilterFields,
  insightsUserSortFields,
  parseFilterToken,
  parseSort,
  type CollectionFilterToken,
  type InsightsCatalogue,
  type InsightsUser,
  type InsightsUserDashboardBody,
  type InsightsUserList,
  type InsightsUserListQuery,
  type InsightsUserWorkspaceBody,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import type { Principal } from '../session/session-service';
import {
  findDirectDashboardLevel,
  findDirectWorkspaceAccess,
  setDirectDashboardLevel,
  setDirectWorkspaceAccess,
} from './insights-access-repository';
import { accessWrite, audit, invalid, refuseUnknown, requireAdmin } from './insights-access-write';
import { readCatalogue, unknownIds } from './insights-groups-repository';
import { findInsightsUser, listInsightsUsersPage } from './insights-users-repository';

export async function readInsightsCatalogue(db: Queryable, principal: Principal): Promise<InsightsCatalogue> {
  await requireAdmin(db, principal);
  return readCatalogue(db);
}
function filterOf(written: readonly string[] | undefined): CollectionFilterToken[] {
  return (written ?? []).map((text) => {
    const token = parseFilterToken(text);
    if (!token) throw invalid(`filter ${text} is not field=value, field:text or :text.`, 'filter');
    if (token.field !== '' && !(insightsUserFilterFields as readonly string[]).includes(token.field))
      throw invalid(`filter on ${token.field}; use one of ${insightsUserFilterFields.join(', ')}.`, 'filter');
    return token;
  });
}
export async function readUsers(
  db: Queryable,
  principal: Principal,
  query: InsightsUserListQuery,
): Promise<InsightsUserList> {
  await requireAdmin(db, principal);
  const filter = filterOf(query.filter);
  const sort = parseSort(query.sort) ?? { field: 'email', direction: 'asc' as const };
  if (!(insightsUserSortFields as readonly string[]).includes(sort.field))
    throw invalid(`sort by ${sort.field}; use one of ${insightsUserSortFields.join(', ')}.`, 'sort');
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const { total, items } = await listInsightsUsersPage(db, filter, sort, page, pageSize);
  return { total, page, page_size: pageSize, items };
}
async function userOr404(tx: Queryable, userId: string): Promise<void> {
  const [unknown] = await unknownIds(tx, 'users', [userId]);
  if (unknown) throw new ApiError(404, 'insights_user_not_found', 'No such user.', [userId]);
}
export async function setUserDashboard(
  db: Database,
  principal: Principal,
  userId: string,
  dashboardId: string,
  body: InsightsUserDashboardBody,
  idempotencyKey: string,
): Promise<InsightsUser> {
  const answer = await accessWrite(
    db,
    principal,
    idempotencyKey,
    'insights.user.dashboard',
    [userId, dashboardId, body],
    async (tx) => {
      await userOr404(tx, userId);
      await refuseUnknown(tx, 'dashboards', [dashboardId], 'insights_dashboard_not_found', 404);
      const before = await findDirectDashboardLevel(tx, userId, dashboardId);
      await setDirectDashboardLevel(tx, userId, dashboardId, body.level);
      await audit(
        tx,
        principal,
        'insights_user.dashboard_grant',
        dashboardId,
        userId,
        { level: before },
        {
          level: body.level,
        },
      );
      return { status: 200, body: (await findInsightsUser(tx, userId))! };
    },
  );
  return answer.body;
}
export async function setUserWorkspace(
  db: Database,
  principal: Principal,
  userId: string,
  workspaceId: string,
  body: InsightsUserWorkspaceBody,
  idempotencyKey: string,
): Promise<InsightsUser> {
  const answer = await accessWrite(
    db,
    principal,
    idempotencyKey,
    'insights.user.workspace',
    [userId, workspaceId, body],
    async (tx) => {
      await userOr404(tx, userId);
      await refuseUnknown(tx, 'bi_workspaces', [workspaceId], 'insights_workspace_not_found', 404);
      const before = await findDirectWorkspaceAccess(tx, userId, workspaceId);
      await setDirectWorkspaceAccess(tx, userId, workspaceId, body.access);
      await audit(
        tx,
        principal,
        'insights_user.workspace_grant',
        workspaceId,
        userId,
        { access: before },
        {
          access: body.access,
        },
      );
      return { status: 200, body: (await findInsightsUser(tx, userId))! };
    },
  );
  return answer.body;
}
