import { MIGRATION_NOTICE_LEAD_MS } from './alertsConstants';
import { isMigrationNoticeShown } from './migrationWindow';

const day = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-12-10T03:00:00Z');
const end = Date.parse('2026-12-11T03:00:00Z');
const notice = {
  CCODE: 'T10007',
  starts_at: new Date(start).toISOString(),
  ends_at: new Date(end).toISOString(),
};

test('the lead is 7 days', () => expect(MIGRATION_NOTICE_LEAD_MS).toBe(7 * day));

test.each([
  ['8 days before the start', start - 8 * day, 'T10007', false],
  ['a moment before 7 days before the start', start - 7 * day - 1, 'T10007', false],
  ['exactly 7 days before the start', start - 7 * day, 'T10007', true],
  ['the day before', start - day, 'T10007', true],
  ['during the migration', start + 60_000, 'T10007', true],
  ['at its end', end, 'T10007', true],
  ['after its end', end + 1, 'T10007', false],
  ['in its window, but for another account', start, 'T99999', false],
  ['without a current account', start, undefined, false],
])('%s: %s', (_, now, tCode, shown) => {
  expect(isMigrationNoticeShown(notice, tCode, now)).toBe(shown);
});

test('a notice with unreadable dates is not shown', () => {
  expect(isMigrationNoticeShown({ ...notice, starts_at: 'soon' }, 'T10007', start)).toBe(false);
});
