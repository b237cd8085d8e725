// The list's choices as the API's query: the 'when' token (a preset period) becomes `from`, the columns' ids
// the API's filter fields; anything else goes as written.
import type { AuditLogEntry, AuditLogFilterQuery } from '@nuvem/api-contract';
import {
  auditPeriodPresets,
  writeFilterToken,
  writeSort,
  type AuditPeriodPreset,
} from '@nuvem/api-contract/paths';
import type { AuditLogItem, FilterToken, ListSort } from '@nuvem/ui';

/** The list's column ids that filter, by the API's field. */
const FIELD_OF_COLUMN: Record<string, string> = {
  actor: 'actor',
  action: 'action',
  environment: 'environment',
  resource: 'resource',
  result: 'result',
  '': '',
};

const isPreset = (value: string): value is AuditPeriodPreset => value in auditPeriodPresets;

/** The API's filter query (GET /audit and its CSV export) for the list's tokens and sort, at `now`. */
export function auditLogFilterQueryOf(
  filter: readonly FilterToken[],
  sort: ListSort | null,
  now: Date = new Date(),
): AuditLogFilterQuery {
  const tokens: string[] = [];
  let from: string | undefined;
  for (const token of filter) {
    if (token.field === 'occurredAt') {
      // The latest preset wins; an unknown one (a hand-edited address) filters nothing.
      if (isPreset(token.value))
        from = new Date(now.getTime() - auditPeriodPresets[token.value] * 3_600_000).toISOString();
      continue;
    }
    const field = FIELD_OF_COLUMN[token.field];
    if (field !== undefined) tokens.push(writeFilterToken({ ...token, field }));
  }
  return {
    filter: tokens.length > 0 ? tokens : undefined,
    sort: sort?.field === 'occurredAt' ? writeSort({ ...sort, field: 'occurred_at' }) : undefined,
    from,
  };
}

/** An API entry as the list shows it. */
export function auditLogItemOf(entry: AuditLogEntry): AuditLogItem {
  return {
    id: entry.id,
    occurredAt: entry.occurred_at,
    action: entry.action,
    result: entry.result,
    actor: entry.actor ? { name: entry.actor.name, email: entry.actor.email } : null,
    onBehalfOf: entry.subject ? { name: entry.subject.name, email: entry.subject.email } : null,
    environment: entry.environment
      ? { cloudId: entry.environment.cloud_id, name: entry.environment.name }
      : null,
    resource: entry.resource,
    details: entry.details,
    before: entry.before,
    after: entry.after,
  };
}
