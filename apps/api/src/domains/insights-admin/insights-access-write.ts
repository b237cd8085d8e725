// What every insights administration write shares (issue 31): insights_admin checked, one transaction, once per
// Idempotency-Key, the insights access lock, an audit entry before and after, and the rule that no write leaves
// a dashboard that had an administrator without one (409 insights_last_dashboard_admin), as Power BI keeps a
// workspace's last admin.
import { INSIGHTS_ADMIN_FEATURE } from '@nuvem/api-contract';
import { requireFeature } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey, type KeyedAnswer } from '../../idempotency/once-per-key';
import { insertAuditEvent, type InsightsAuditAction } from '../audit/audit-events-repository';
import type { Principal } from '../session/session-service';
import { dashboardsWithoutAdministrator, lockInsightsAccess } from './insights-access-repository';
import { unknownIds } from './insights-groups-repository';

export const invalid = (message: string, where: string) =>
  new ApiError(400, 'validation_failed', `Invalid request: ${message}`, [where]);
export const requireAdmin = (db: Queryable, principal: Principal) =>
  requireFeature(db, principal, INSIGHTS_ADMIN_FEATURE);
/**
 * Runs one access write: the feature, the key, the lock, then `write`; refuses it (rolling all back) when it
 * leaves a dashboard that had an administrator without one.
 */
export function accessWrite<T>(
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
export const audit = (
  tx: Queryable,
  principal: Principal,
  action: InsightsAuditAction,
  targetId: string,
  subjectUserId: string | null,
  before: unknown,
  after: unknown,
) => insertAuditEvent(tx, { actorUserId: principal.userId, action, subjectUserId, targetId, before, after });
export async function refuseUnknown(
  tx: Queryable,
  table: 'users' | 'dashboards' | 'bi_workspaces',
  ids: readonly string[],
  code: 'insights_user_not_found' | 'insights_dashboard_not_found' | 'insights_workspace_not_found',
  status: 400 | 404,
) {
  const [unknown] = await unknownIds(tx, table, ids);
  if (unknown) throw new ApiError(status, code, `Unknown id ${unknown}.`, [unknown]);
}
