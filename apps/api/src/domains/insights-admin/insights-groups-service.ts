// Insights groups (issue 31): listed, created, renamed, deleted; their members and the dashboards and BI
// workspaces they see, each write through accessWrite (insights-access-write.ts).
import type {
  InsightsGroup,
  InsightsGroupCreateBody,
  InsightsGroupGrantsBody,
  InsightsGroupList,
  InsightsGroupUpdateBody,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import type { Principal } from '../session/session-service';
import { accessWrite, audit, invalid, refuseUnknown, requireAdmin } from './insights-access-write';
import {
  deleteGroup,
  findGroup,
  groupNameTaken,
  insertGroup,
  listGroups,
  replaceGroupGrants,
  replaceGroupMembers,
  updateGroup,
  type GroupRow,
} from './insights-groups-repository';

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
const groupOf = (row: GroupRow): InsightsGroup => ({
  ...row,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** What the audit log keeps of a group. */ const auditedGroup = (row: GroupRow) => ({
  name: row.name,
  description: row.description,
  members: row.members.map((m) => m.email),
  dashboards: row.dashboards.map((d) => ({ name: d.name, level: d.level })),
  workspaces: row.workspaces.map((w) => ({ name: w.name, access: w.access })),
});
export async function readGroups(db: Queryable, principal: Principal): Promise<InsightsGroupList> {
  await requireAdmin(db, principal);
  return { groups: (await listGroups(db)).map(groupOf) };
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
