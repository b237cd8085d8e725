import type { ShellAlert } from '@nuvem/ui';
import { newestFirst } from './alertOrder';

const alert = (id: string, createdAt?: string): ShellAlert => ({
  id,
  severity: 'normal',
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
])('%s', (_, given, expected) => {
  expect(newestFirst(given).map((a) => a.id)).toEqual(expected);
});
