// Reading the audit log across environments (the audit log screen): the entries a scope may see, filtered,
// newest first. The scope and the filters are SQL built here from checked values; request text only ever
// reaches the statement as a parameter.
import type { AuditResult, CollectionFilterToken } from '@nuvem/api-contract';
import type { Queryable, SqlParam } from '../../db/database';
import { parametersFrom } from '../iaas/iaas-resources-repository';
import { secretKeyPattern } from './audit-redaction';

/** Whose entries a reader sees: every one (provider staff), or those of the environments the user holds. */
export type AuditScope = { kind: 'all' } | { kind: 'held'; userId: string };

export interface AuditLogFilter {
  tokens: readonly CollectionFilterToken[];
  from: Date | null;
  to: Date | null;
}

export interface AuditLogRow {
  id: string;
  occurred_at: Date;
  action: string;
  result: AuditResult;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  subject_id: string | null;
  subject_name: string | null;
  subject_email: string | null;
  cloud_id: string | null;
  environment_name: string | null;
  target_id: string | null;
  details: Record<string, unknown>;
  before: unknown;
  after: unknown;
}

/** An entry's result: an operation asked, or ended in failure; anything else done is done. */
const RESULT = `(CASE WHEN a.details->>'phase' = 'requested' THEN 'requested'
  WHEN a.details->>'state' IN ('FAILED', 'USER_FAILED') OR a.details->>'found' = 'false' THEN 'failed'
  ELSE 'succeeded' END)`;

const FROM = `audit_events a
  LEFT JOIN users actor ON actor.id = a.actor_user_id
  LEFT JOIN users subject ON subject.id = a.subject_user_id
  LEFT JOIN customer_environments e ON e.id = a.environment_id`;

/**
 * The details as free text searches them: the values of their keys that name no secret (a value the answer
 * redacts must not be found by guessing it either).
 */
const DETAILS_TEXT = `(SELECT string_agg(d.value::text, ' ') FROM jsonb_each(a.details) d
  WHERE d.key !~* '${secretKeyPattern}')`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The condition of one token; the field was checked against auditLogFilterFields by the service. */
function conditionOf(token: CollectionFilterToken, param: (value: SqlParam) => string): string {
  const equals = token.operator === '=' || token.operator === '!=';
  const value = param(equals ? token.value : likePattern(token.value));
  const eq = (column: string) => `lower(${column}) = lower(${value})`;
  const like = (column: string) => `${column} ILIKE ${value}`;
  const either = (test: (column: string) => string, columns: string[]) =>
    `(${columns.map((c) => `coalesce(${test(c)}, false)`).join(' OR ')})`;
  switch (token.field) {
    case '':
      return either(like, ['a.target_id', 'a.action', DETAILS_TEXT]);
    case 'actor':
      // Who: the actor or whom they acted for, by e-mail or id (exact), or by e-mail or name (contains).
      return equals
        ? either(eq, ['actor.email', 'actor.id::text', 'subject.email', 'subject.id::text'])
        : either(like, ['actor.email', 'actor.full_name', 'subject.email', 'subject.full_name']);
    case 'action':
      return equals ? `a.action = lower(${value})` : like('a.action');
    case 'environment':
      return equals
        ? `coalesce(${eq('e.cloud_id')}, false)`
        : either(like, ['e.cloud_id', 'e.corporate_name']);
    case 'resource':
      return `coalesce(${equals ? eq('a.target_id') : like('a.target_id')}, false)`;
    case 'result':
      return equals ? `${RESULT} = lower(${value})` : like(RESULT);
    default:
      throw new Error(`No audit filter on ${token.field}.`);
  }
}

/** The WHERE of the scope and the filter, its parameters added to `values`. */
function whereOf(scope: AuditScope, filter: AuditLogFilter, values: SqlParam[]): string {
  const param = parametersFrom(values);
  const conditions: string[] = [];
  if (scope.kind === 'held') {
    const user = param(scope.userId);
    conditions.push(
      `a.environment_id IN (SELECT environment_id FROM user_environments WHERE user_id = ${user}::uuid)`,
      // Preferences are personal: another user's settings changes are not shown to a customer.
      `(a.action <> 'settings.change' OR a.actor_user_id = ${user}::uuid)`,
    );
  }
  if (filter.from) conditions.push(`a.occurred_at >= ${param(filter.from.toISOString())}::timestamptz`);
  if (filter.to) conditions.push(`a.occurred_at < ${param(filter.to.toISOString())}::timestamptz`);
  for (const token of filter.tokens) {
    const condition = conditionOf(token, param);
    conditions.push(token.operator.startsWith('!') ? `NOT ${condition}` : condition);
  }
  return conditions.length === 0 ? 'TRUE' : conditions.join(' AND ');
}

const COLUMNS = `a.id, a.occurred_at, a.action, ${RESULT} AS result, actor.id AS actor_id,
  actor.full_name AS actor_name, actor.email AS actor_email, subject.id AS subject_id,
  subject.full_name AS subject_name, subject.email AS subject_email, e.cloud_id,
  e.corporate_name AS environment_name, a.target_id, a.details, a.before, a.after`;

/**
 * Up to `limit` entries newest first, skipping `offset`; or, with `after` (an entry's occurred_at and id), those
 * older than it (the CSV export reads on by keyset).
 */
export function listAuditLog(
  db: Queryable,
  scope: AuditScope,
  filter: AuditLogFilter,
  page: { limit: number; offset?: number; after?: { occurred_at: Date; id: string } },
): Promise<AuditLogRow[]> {
  const values: SqlParam[] = [];
  let where = whereOf(scope, filter, values);
  const param = parametersFrom(values);
  if (page.after)
    where += ` AND (a.occurred_at, a.id) < (${param(page.after.occurred_at.toISOString())}::timestamptz,
      ${param(page.after.id)}::uuid)`;
  return db.query<AuditLogRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where}
     ORDER BY a.occurred_at DESC, a.id DESC
     LIMIT ${param(page.limit)} OFFSET ${param(page.offset ?? 0)}`,
    values,
  );
}

/** How many entries match, counting no further than `atMost` when given. */
export async function countAuditLog(
  db: Queryable,
  scope: AuditScope,
  filter: AuditLogFilter,
  atMost?: number,
): Promise<number> {
  const values: SqlParam[] = [];
  const where = whereOf(scope, filter, values);
  const limit = atMost === undefined ? '' : ` LIMIT ${parametersFrom(values)(atMost)}`;
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${FROM} WHERE ${where}${limit}) matching`,
    values,
  );
  return row?.total ?? 0;
}

/** The users who appear (as actor or subject) in the entries of the scope, by name. */
export function listAuditActors(db: Queryable, scope: AuditScope) {
  const values: SqlParam[] = [];
  const where = whereOf(scope, { tokens: [], from: null, to: null }, values);
  return db.query<{ id: string; name: string; email: string }>(
    `SELECT u.id, u.full_name AS name, u.email FROM users u
     WHERE u.id IN (SELECT a.actor_user_id FROM audit_events a WHERE ${where}
                    UNION SELECT a.subject_user_id FROM audit_events a WHERE ${where})
     ORDER BY u.full_name, u.email`,
    values,
  );
}

/** Every audited action (migration 0036), sorted. */
export async function listAuditActions(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ action: string }>('SELECT action FROM audit_actions ORDER BY action');
  return rows.map((row) => row.action);
}

/** The environments whose entries the scope sees, by name. */
export function listAuditEnvironments(db: Queryable, scope: AuditScope) {
  return db.query<{ cloud_id: string; name: string }>(
    scope.kind === 'all'
      ? `SELECT e.cloud_id, e.corporate_name AS name FROM customer_environments e ORDER BY e.corporate_name, e.cloud_id`
      : `SELECT e.cloud_id, e.corporate_name AS name FROM customer_environments e
         JOIN user_environments ue ON ue.environment_id = e.id AND ue.user_id = $1
         ORDER BY e.corporate_name, e.cloud_id`,
    scope.kind === 'all' ? [] : [scope.userId],
  );
}
