import { dateColumnsOf, reviveDates } from './pglite-worker-protocol';

describe('dates across the worker', () => {
  it('finds the date columns by their first value that is not null, and revives them from JSON', () => {
    const at = new Date('2024-05-06T07:08:09.010Z');
    const rows = [
      { at: null, label: 'a', n: 1 },
      { at, label: null, n: 2 },
    ];
    expect(dateColumnsOf(rows)).toEqual(['at']);
    expect(dateColumnsOf([])).toEqual([]);
    const [first, second] = JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];
    reviveDates(first!, ['at']);
    reviveDates(second!, ['at']);
    expect([first, second]).toEqual(rows);
  });
});
