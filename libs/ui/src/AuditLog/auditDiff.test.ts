import { auditDiffOf } from './auditDiff';

describe('auditDiffOf', () => {
  it('lines up the keys of both sides, marks what changed, pretty-prints values', () => {
    expect(
      auditDiffOf(
        { state: 'running', size: 'a', tags: { x: 1 } },
        { state: 'stopped', size: 'a', note: 'n' },
      ),
    ).toEqual([
      { key: 'state', before: '"running"', after: '"stopped"', changed: true },
      { key: 'size', before: '"a"', after: '"a"', changed: false },
      { key: 'tags', before: '{\n  "x": 1\n}', after: null, changed: true },
      { key: 'note', before: null, after: '"n"', changed: true },
    ]);
  });

  it('shows a creation and a removal key by key against nothing', () => {
    expect(auditDiffOf(null, { name: 'n' })).toEqual([
      { key: 'name', before: null, after: '"n"', changed: true },
    ]);
    expect(auditDiffOf({ name: 'n' }, null)).toEqual([
      { key: 'name', before: '"n"', after: null, changed: true },
    ]);
  });

  it('answers nothing when nothing was recorded, and one row for values that are no objects', () => {
    expect(auditDiffOf(null, null)).toEqual([]);
    expect(auditDiffOf([1], [1, 2])).toEqual([
      { key: '', before: '[\n  1\n]', after: '[\n  1,\n  2\n]', changed: true },
    ]);
  });
});
