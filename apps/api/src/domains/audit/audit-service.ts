// An environment's audit log (issue 30), the base of the audit screens to come. It needs the IaaS permission
// (menu_iaas): its first readers are the IaaS pages (a machine's activity), and no admin feature fits a
// customer's own log; an environment the user may not see answers 404 as everywhere.
import { defaultAuditLimit, iaasFeature, type AuditPage, type AuditQuery } from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import type { Principal } from '../session/session-service';
import { isAuditEventOf, listAuditEvents } from './audit-repository';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const invalidCursor = () => new ApiError(400, 'invalid_cursor', 'This cursor was not given by this list.');

export async function listEnvironmentAudit(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  query: AuditQuery,
): Promise<AuditPage> {
  await requireAnyOf(db, principal, [iaasFeature]);
  const environment = await environmentOf(db, principal, cloudId);
  const cursor = query.cursor ?? null;
  if (cursor !== null && !(uuid.test(cursor) && (await isAuditEventOf(db, environment.id, cursor))))
    throw invalidCursor();
  const limit = query.limit ?? defaultAuditLimit;
  // One more than asked tells whether a next page exists.
  const rows = await listAuditEvents(db, environment.id, principal.userId, cursor, limit + 1);
  const page = rows.slice(0, limit);
  return {
    events: page.map((row) => ({
      id: row.id,
      occurred_at: row.occurred_at.toISOString(),
      action: row.action,
      actor: row.actor,
      target_id: row.target_id,
      details: row.details,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    next_cursor: rows.length > limit ? page.at(-1)!.id : null,
  };
}
