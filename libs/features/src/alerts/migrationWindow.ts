import type { MigrationNotice } from '@nuvem/api-contract';
import { MIGRATION_NOTICE_LEAD_MS } from './alertsConstants';

/**
 * Spec §5: a migration notice is shown only while now is between 7 days before its start and its end, and
 * only for the current cloud account (its CCODE is that account's t_code).
 */
export function isMigrationNoticeShown(
  notice: Pick<MigrationNotice, 'CCODE' | 'starts_at' | 'ends_at'>,
  currentTCode: string | undefined,
  now: number,
): boolean {
  if (currentTCode === undefined || notice.CCODE !== currentTCode) return false;
  const start = Date.parse(notice.starts_at);
  const end = Date.parse(notice.ends_at);
  if (Number.isNaN(start) || Number.isNaN(end)) return false;
  return now >= start - MIGRATION_NOTICE_LEAD_MS && now <= end;
}
