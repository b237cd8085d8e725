import type { ShellAlert } from '@nuvem/ui';
import { urgentFirst } from './alertOrder';

const alert = (id: string, createdAt?: string, severity: ShellAlert['severity'] = 'normal'): ShellAlert => ({
  id,
  severity,
  text: id,
  createdAt,
});

test.each<[string, ShellAlert[], string[]]>([
  ['nothing', [], []],
  [
    'the newest first',
    [
      alert('a', '2026-11-20T10:00:00Z'),
      alert('b', '2026-11-21T10:00:00Z'),
      alert('c', '2026-11-19T10:00:00Z'),
    ],
    ['b', 'a', 'c'],
  ],
  [
    'undated ones after the dated, in the order they came',
    [alert('u1'), alert('a', '2026-11-20T10:00:00Z'), alert('u2'), alert('b', '2026-11-21T10:00:00Z')],
    ['b', 'a', 'u1', 'u2'],
  ],
  [
    'an unreadable date counts as none',
    [alert('bad', 'soon'), alert('a', '2026-11-20T10:00:00Z')],
    ['a', 'bad'],
  ],
  [
    'equal times keep their order',
    [alert('a', '2026-11-20T10:00:00Z'), alert('b', '2026-11-20T10:00:00.000Z')],
    ['a', 'b'],
  ],
  [
    'the most urgent first, whatever its date: a coming unavailability before a billing note',
    [
      alert('billing', '2026-11-21T10:00:00Z'),
      alert('unavailable', undefined, 'warning'),
      alert('old-critical', '2026-10-01T10:00:00Z', 'critical'),
      alert('warning-new', '2026-11-20T10:00:00Z', 'warning'),
    ],
    ['old-critical', 'warning-new', 'unavailable', 'billing'],
  ],
])('%s', (_, given, expected) => {
  expect(urgentFirst(given).map((a) => a.id)).toEqual(expected);
});
