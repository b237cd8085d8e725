// The audit log screen (issue 31). Who sees what is decided here, once: the security_center feature (403
// without it); provider staff see every entry, those of no environment too; anyone else the entries of the
// environments they hold (user_environments). Impersonating, the scope is the impersonated user's.
import {
  auditExportRowLimit,
  securityCenterFeature,
  auditLogFilterFields,
  parseFilterToken,
  parseSort,
  type AuditLogEntry,
  type AuditLogFilterQuery,
  type AuditLogOptions,
  type AuditLogPage,
  type AuditLogQuery,
  type AuditUser,
} from '@nuvem/api-contract';
import { requireAnyOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';
import {
  countAuditLog,
  listAuditActions,
  listAuditActors,
  listAuditEnvironments,
  listAuditLog,
  type AuditLogFilter,
  type AuditLogRow,
  type AuditScope,
} from './audit-log-repository';
import { redactSecrets } from './audit-redaction';

/** What the user may read of the log; 403 forbidden without the security center. */
export async function auditScopeOf(db: Queryable, principal: Principal): Promise<AuditScope> {
  await requireAnyOf(db, principal, [securityCenterFeature]);
  const user = await findUserById(db, principal.userId);
  return user?.kind === 'staff' ? { kind: 'all' } : { kind: 'held', userId: principal.userId };
}

const invalid = (message: string, where: string) =>
  new ApiError(400, 'validation_failed', `Invalid request: ${message}`, [where]);

/** The query's filters, each token on a field the log filters on, the period in order. */
export function auditFilterOf(query: AuditLogFilterQuery): AuditLogFilter {
  const tokens = (query.filter ?? []).map((text) => {
    const token = parseFilterToken(text);
    if (!token)
      throw invalid(
        `filter ${text} is not field=value, field!=value, field:text, field!:text or :text.`,
        'filter',
      );
    if (token.field !== '' && !(auditLogFilterFields as readonly string[]).includes(token.field))
      throw invalid(`filter on ${token.field}; use one of ${auditLogFilterFields.join(', ')}.`, 'filter');
    return token;
  });
  const sort = parseSort(query.sort);
  if (sort && sort.field !== 'occurred_at') throw invalid('sort by occurred_at only.', 'sort');
  const from = query.from ? new Date(query.from) : null;
  const to = query.to ? new Date(query.to) : null;
  if (from && to && from >= to) throw invalid('from must be before to.', 'from');
  return { tokens, from, to };
}

const userOf = (id: string | null, name: string | null, email: string | null): AuditUser | null =>
  id ? { id, name: name ?? '', email: email ?? '' } : null;

export function auditEntryOf(row: AuditLogRow): AuditLogEntry {
  const actor = userOf(row.actor_id, row.actor_name, row.actor_email);
  const subject = userOf(row.subject_id, row.subject_name, row.subject_email);
  return {
    id: row.id,
    occurred_at: row.occurred_at.toISOString(),
    action: row.action,
    result: row.result,
    actor,
    // Only when someone acted for another (an impersonation): otherwise the actor says it all.
    subject: subject && subject.id !== actor?.id ? subject : null,
    environment: row.cloud_id ? { cloud_id: row.cloud_id, name: row.environment_name ?? '' } : null,
    resource: row.target_id,
    details: redactSecrets(row.details) as Record<string, unknown>,
    before: redactSecrets(row.before ?? null),
    after: redactSecrets(row.after ?? null),
  };
}

/** One page of the entries the user may see matching the query, newest first, and how many match in all. */
export async function listAuditLogPage(
  db: Queryable,
  principal: Principal,
  query: AuditLogQuery,
): Promise<AuditLogPage> {
  const scope = await auditScopeOf(db, principal);
  const filter = auditFilterOf(query);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const rows = await listAuditLog(db, scope, filter, { limit: pageSize, offset: (page - 1) * pageSize });
  // A first page that is not full holds every match; otherwise they are counted.
  const total = page === 1 && rows.length < pageSize ? rows.length : await countAuditLog(db, scope, filter);
  return { total, page, page_size: pageSize, items: rows.map(auditEntryOf) };
}

/** What the filters offer: the people in the entries the user may see, every action, their environments. */
export async function auditLogOptionsOf(db: Queryable, principal: Principal): Promise<AuditLogOptions> {
  const scope = await auditScopeOf(db, principal);
  const [actors, actions, environments] = await Promise.all([
    listAuditActors(db, scope),
    listAuditActions(db),
    listAuditEnvironments(db, scope),
  ]);
  return { actors, actions, environments };
}

export const auditCsvColumns = [
  'occurred_at',
  'actor_name',
  'actor_email',
  'on_behalf_of',
  'environment',
  'action',
  'resource',
  'result',
  'details',
  'before',
  'after',
] as const;

const jsonText = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function auditCsvFieldsOf(entry: AuditLogEntry) {
  return [
    entry.occurred_at,
    entry.actor?.name,
    entry.actor?.email,
    entry.subject?.email,
    entry.environment?.cloud_id,
    entry.action,
    entry.resource,
    entry.result,
    jsonText(entry.details),
    jsonText(entry.before),
    jsonText(entry.after),
  ];
}

const exportBatch = 1000;

/**
 * The export of the entries matching the query: how many there are (counted no further than the limit) and
 * the entries, newest first, read by keyset a batch at a time, no more than auditExportRowLimit.
 */
export async function exportAuditLog(db: Queryable, principal: Principal, query: AuditLogFilterQuery) {
  const scope = await auditScopeOf(db, principal);
  const filter = auditFilterOf(query);
  const counted = await countAuditLog(db, scope, filter, auditExportRowLimit + 1);
  async function* entries(): AsyncGenerator<AuditLogEntry> {
    let sent = 0;
    let after: AuditLogRow | undefined;
    while (sent < auditExportRowLimit) {
      const limit = Math.min(exportBatch, auditExportRowLimit - sent);
      const rows = await listAuditLog(db, scope, filter, { limit, after });
      for (const row of rows) yield auditEntryOf(row);
      sent += rows.length;
      if (rows.length < limit) return;
      after = rows.at(-1);
    }
  }
  return { truncated: counted > auditExportRowLimit, rows: Math.min(counted, auditExportRowLimit), entries };
}
