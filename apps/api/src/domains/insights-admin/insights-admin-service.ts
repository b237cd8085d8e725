// Insights administration (issue 31): groups, their members and grants, users' direct grants. Every route needs
// insights_admin; every write runs in one transaction, once per Idempotency-Key, takes the insights access
// lock, and leaves an audit entry with what changed before and after. No write may leave a dashboard that had
// an administrator without one (409 insights_last_dashboard_admin), as Power BI keeps a workspace's last admin.
import {
  INSIGHTS_ADMIN_FEATURE,
  insightsUserFilterFields,
  insightsUserSortFields,
  parseFilterToken,
  parseSort,
  type CollectionFilterToken,
  type InsightsCatalogue,
  type InsightsGroup,
  type InsightsGroupCreateBody,
  type InsightsGroupGrantsBody,
  type InsightsGroupList,
  type InsightsGroupUpdateBody,
  type InsightsUser,
  type InsightsUserDashboardBody,
  type InsightsUserList,
  type InsightsUserListQuery,
  type InsightsUserWorkspaceBody,
} from '@nuvem/api-contract';
import { requireFeature } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey, type KeyedAnswer } from '../../idempotency/once-per-key';
import { insertAuditEvent, type InsightsAuditAction } from '../audit/audit-events-repository';
import type { Principal } from '../session/session-service';
import {
  dashboardsWithoutAdministrator,
  findDirectDashboardLevel,
  findDirectWorkspaceAccess,
  lockInsightsAccess,
  setDirectDashboardLevel,
  setDirectWorkspaceAccess,
} from './insights-access-repository';
import {
  deleteGroup,
  findGroup,
  groupNameTaken,
  insertGroup,
  listGroups,
  readCatalogue,
  replaceGroupGrants,
  replaceGroupMembers,
  unknownIds,
  updateGroup,
  type GroupRow,
} from './insights-groups-repository';
import { findInsightsUser, listInsightsUsersPage } from './insights-users-repository';

const groupNotFound = (groupId: string) =>
  new ApiError(404, 'insights_group_not_found', 'No such insights group.', [groupId]);

const nameTaken = (name: string) =>
  new ApiError(
    409,
    'insights_group_name_taken',
    `A group named ${name} exists already.`,
    [name],
    [{ in: 'body', path: '/name', keyword: 'unique' }],
  );

const invalid = (message: string, where: string) =>
  new ApiError(400, 'validation_failed', `Invalid request: ${message}`, [where]);

const groupOf = (row: GroupRow): InsightsGroup => ({
  ...row,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** What the audit log keeps of a group. */
const auditedGroup = (row: GroupRow) => ({
  name: row.name,
  description: row.description,
  members: row.members.map((m) => m.email),
  dashboards: row.dashboards.map((d) => ({ name: d.name, level: d.level })),
  workspaces: row.workspaces.map((w) => ({ name: w.name, access: w.access })),
});

const requireAdmin = (db: Queryable, principal: Principal) =>
  requireFeature(db, principal, INSIGHTS_ADMIN_FEATURE);

export async function readInsightsCatalogue(db: Queryable, principal: Principal): Promise<InsightsCatalogue> {
  await requireAdmin(db, principal);
  return readCatalogue(db);
}

export async function readGroups(db: Queryable, principal: Principal): Promise<InsightsGroupList> {
  await requireAdmin(db, principal);
  return { groups: (await listGroups(db)).map(groupOf) };
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

/**
 * Runs one access write: the feature, the key, the lock, then `write`; refuses it (rolling all back) when it
 * leaves a dashboard that had an administrator without one.
 */
function accessWrite<T>(
  db: Database,
  principal: Principal,
  idempotencyKey: string,
  scope: string,
  request: unknown,
  write: (tx: Queryable) => Promise<KeyedAnswer<T>>,
) {
  return db.transaction(async (tx) => {
    await requireAdmin(tx, principal);
    return oncePerKey(tx, { userId: principal.userId, idempotencyKey, scope, request }, async () => {
      await lockInsightsAccess(tx);
      const before = new Set((await dashboardsWithoutAdministrator(tx)).map((d) => d.id));
      const answer = await write(tx);
      const orphaned = (await dashboardsWithoutAdministrator(tx)).find((d) => !before.has(d.id));
      if (orphaned)
        throw new ApiError(
          409,
          'insights_last_dashboard_admin',
          `Dashboard ${orphaned.name} would have no administrator.`,
          [orphaned.name],
        );
      return answer;
    });
  });
}

const audit = (
  tx: Queryable,
  principal: Principal,
  action: InsightsAuditAction,
  targetId: string,
  subjectUserId: string | null,
  before: unknown,
  after: unknown,
) => insertAuditEvent(tx, { actorUserId: principal.userId, action, subjectUserId, targetId, before, after });

async function refuseUnknown(
  tx: Queryable,
  table: 'users' | 'dashboards' | 'bi_workspaces',
  ids: readonly string[],
  code: 'insights_user_not_found' | 'insights_dashboard_not_found' | 'insights_workspace_not_found',
  status: 400 | 404,
) {
  const [unknown] = await unknownIds(tx, table, ids);
  if (unknown) throw new ApiError(status, code, `Unknown id ${unknown}.`, [unknown]);
}

export async function createGroup(
  db: Database,
  principal: Principal,
  body: InsightsGroupCreateBody,
  idempotencyKey: string,
): Promise<{ group: InsightsGroup; created: boolean }> {
  const answer = await accessWrite(
    db,
    principal,
    idempotencyKey,
    'insights.group.create',
    body,
    async (tx) => {
      const name = body.name.trim();
      if (await groupNameTaken(tx, name)) throw nameTaken(name);
      const id = await insertGroup(tx, name, body.description ?? null);
      const after = (await findGroup(tx, id))!;
      await audit(tx, principal, 'insights_group.create', id, null, null, auditedGroup(after));
      return { status: 201, body: groupOf(after) };
    },
  );
  return { group: answer.body, created: !answer.replayed };
}

/** Finds the group locked, or 404. */
async function lockedGroup(tx: Queryable, groupId: string): Promise<GroupRow> {
  const group = await findGroup(tx, groupId, true);
  if (!group) throw groupNotFound(groupId);
  return group;
}

export async function changeGroup(
  db: Database,
  principal: Principal,
  groupId: string,
  body: InsightsGroupUpdateBody,
  idempotencyKey: string,
): Promise<InsightsGroup> {
  const answer = await accessWrite(
    db,
    principal,
    idempotencyKey,
    'insights.group.update',
    [groupId, body],
    async (tx) => {
      const before = await lockedGroup(tx, groupId);
      const name = body.name?.trim() ?? before.name;
      if (await groupNameTaken(tx, name, groupId)) throw nameTaken(name);
      const description = body.description === undefined ? before.description : body.description;
      await updateGroup(tx, groupId, { name, description });
      const after = (await findGroup(tx, groupId))!;
      await audit(
        tx,
        principal,
        'insights_group.update',
        groupId,
        null,
        auditedGroup(before),
        auditedGroup(after),
      );
      return { status: 200, body: groupOf(after) };
    },
  );
  return answer.body;
}

export async function removeGroup(
  db: Database,
  principal: Principal,
  groupId: string,
  idempotencyKey: string,
) {
  await accessWrite(db, principal, idempotencyKey, 'insights.group.delete', groupId, async (tx) => {
    const before = await lockedGroup(tx, groupId);
    await deleteGroup(tx, groupId);
    await audit(tx, principal, 'insights_group.delete', groupId, null, auditedGroup(before), null);
    return { status: 204, body: null };
  });
}

export async function setGroupMembers(
  db: Database,
  principal: Principal,
  groupId: string,
  userIds: readonly string[],
  idempotencyKey: string,
): Promise<InsightsGroup> {
  const answer = await accessWrite(
    db,
    principal,
    idempotencyKey,
    'insights.group.members',
    [groupId, userIds],
    async (tx) => {
      const before = await lockedGroup(tx, groupId);
      await refuseUnknown(tx, 'users', userIds, 'insights_user_not_found', 400);
      await replaceGroupMembers(tx, groupId, userIds);
      const after = (await findGroup(tx, groupId))!;
      await audit(
        tx,
        principal,
        'insights_group.members',
        groupId,
        null,
        auditedGroup(before).members,
        auditedGroup(after).members,
      );
      return { status: 200, body: groupOf(after) };
    },
  );
  return answer.body;
}

function refuseTwice(ids: readonly string[], where: string) {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw invalid(`${id} is named twice.`, where);
    seen.add(id);
  }
}

export async function setGroupGrants(
  db: Database,
  principal: Principal,
  groupId: string,
  body: InsightsGroupGrantsBody,
  idempotencyKey: string,
): Promise<InsightsGroup> {
  const dashboardIds = body.dashboards.map((d) => d.dashboard_id);
  const workspaceIds = body.workspaces.map((w) => w.workspace_id);
  refuseTwice(dashboardIds, 'dashboards');
  refuseTwice(workspaceIds, 'workspaces');
  const answer = await accessWrite(
    db,
    principal,
    idempotencyKey,
    'insights.group.grants',
    [groupId, body],
    async (tx) => {
      const before = await lockedGroup(tx, groupId);
      await refuseUnknown(tx, 'dashboards', dashboardIds, 'insights_dashboard_not_found', 400);
      await refuseUnknown(tx, 'bi_workspaces', workspaceIds, 'insights_workspace_not_found', 400);
      await replaceGroupGrants(tx, groupId, body.dashboards, body.workspaces);
      const after = (await findGroup(tx, groupId))!;
      const grants = (g: GroupRow) => {
        const { dashboards, workspaces } = auditedGroup(g);
        return { dashboards, workspaces };
      };
      await audit(tx, principal, 'insights_group.grants', groupId, null, grants(before), grants(after));
      return { status: 200, body: groupOf(after) };
    },
  );
  return answer.body;
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
