import type { ShellAlert } from '@nuvem/ui';
import {
  activeDismissals,
  dismissalKeyOf,
  isDismissed,
  parseDismissals,
  withDismissal,
} from './alertDismissals';
import { ALERT_DISMISSAL_MS, DISMISSED_ALERTS_STORAGE_PREFIX } from './alertsConstants';

const day = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-21T10:00:00Z');
const alarm: ShellAlert = {
  id: 'monitor:srv-db:disk',
  severity: 'warning',
  title: 'srv-db',
  text: 'Disco em 85%.',
};

test('a dismissal lasts 7 days', () => expect(ALERT_DISMISSAL_MS).toBe(7 * day));
test('kept per user under its own prefix', () =>
  expect(DISMISSED_ALERTS_STORAGE_PREFIX).toBe('nuvem.alerts.dismissed.'));

describe('a closed alert stays closed', () => {
  const closed = withDismissal({}, alarm, now);
  test.each<[string, ShellAlert, number, boolean]>([
    ['at once', alarm, now, true],
    ['the next day', alarm, now + day, true],
    ['a moment before 7 days', alarm, now + 7 * day - 1, true],
    ['not at 7 days', alarm, now + 7 * day, false],
    ['not when its text changes', { ...alarm, text: 'Disco cheio.' }, now + day, false],
    ['not when its severity changes', { ...alarm, severity: 'critical' }, now + day, false],
    ['not when its title changes', { ...alarm, title: 'srv-db-2' }, now + day, false],
    ['not another alert with the same words', { ...alarm, id: 'monitor:srv-app:disk' }, now, false],
  ])('%s', (_, alert, at, dismissed) => {
    expect(isDismissed(closed, alert, at)).toBe(dismissed);
  });
  test('nothing is dismissed in an empty record', () => expect(isDismissed({}, alarm, now)).toBe(false));
});

test('the key is the id and a fingerprint of the content, stable across calls', () => {
  expect(dismissalKeyOf(alarm)).toMatch(/^monitor:srv-db:disk#[0-9a-f]{8}$/);
  expect(dismissalKeyOf({ ...alarm })).toBe(dismissalKeyOf(alarm));
  expect(dismissalKeyOf({ ...alarm, text: 'x' })).not.toBe(dismissalKeyOf(alarm));
});

test('expired dismissals are dropped', () => {
  expect(activeDismissals({ old: now - 1, ends: now, runs: now + 1 }, now)).toEqual({ runs: now + 1 });
});

test.each<[string | null, Record<string, number>]>([
  [null, {}],
  ['', {}],
  ['not json', {}],
  ['[1, 2]', {}],
  ['null', {}],
  ['"text"', {}],
  ['{"a#1": 1790000000000, "b#2": "soon", "c#3": null}', { 'a#1': 1790000000000 }],
])('stored %j reads as %j', (stored, expected) => {
  expect(parseDismissals(stored)).toEqual(expected);
});
