import {
  compactDateLayoutOf,
  expandedDateRangeHeight,
  expandedListHeight,
  slicerLayoutOf,
  slicerSummaryOf,
  type SlicerLayoutInput,
} from './slicerLayout';

const input = (overrides: Partial<SlicerLayoutInput>): SlicerLayoutInput => ({
  requested: 'auto',
  mode: 'list',
  width: 300,
  height: 360,
  valueCount: 5,
  singleSelect: false,
  ...overrides,
});

describe('a slicer is expanded while its box holds the list or the range, else compact', () => {
  test.each([
    // [case, overrides, layout]
    ['a tall list', {}, 'expanded'],
    ["a report's short row (68px inside its container)", { height: 68 }, 'compact'],
    ['three rows and the header just fit', { height: expandedListHeight(5, false) }, 'expanded'],
    ['a pixel less', { height: expandedListHeight(5, false) - 1 }, 'compact'],
    ['a search box needs its own room', { valueCount: 20, height: 130 }, 'compact'],
    ['one value and "Selecionar tudo" need two rows', { valueCount: 1, height: 96 }, 'expanded'],
    ['an unmeasured box', { height: 0 }, 'expanded'],
    ['a wide date range over a slider', { mode: 'dateRange', width: 320, height: 160 }, 'expanded'],
    [
      'a narrow one stacks its fields, and needs more',
      { mode: 'dateRange', width: 240, height: 160 },
      'compact',
    ],
    ['a short date range', { mode: 'dateRange', height: 68 }, 'compact'],
    ['the prop forces compact', { requested: 'compact' }, 'compact'],
    ['the prop forces expanded', { requested: 'expanded', height: 40 }, 'expanded'],
  ] as const)('%s', (_, overrides, expected) => {
    expect(slicerLayoutOf(input(overrides))).toBe(expected);
  });

  test('the expanded heights', () => {
    expect(expandedListHeight(5, false)).toBe(32 + 4 + 3 * 28);
    expect(expandedListHeight(20, false)).toBe(32 + 4 + 44 + 3 * 28);
    expect(expandedListHeight(1, true)).toBe(32 + 4 + 28);
    expect(expandedDateRangeHeight(300)).toBe(32 + 12 + 40 + 12 + 55);
    expect(expandedDateRangeHeight(200)).toBe(32 + 12 + 88 + 12 + 55);
  });
});

test.each([
  ['a third of the page: the two dates on the line', 318, 'inline'],
  ['a quarter of the page: a line that opens them', 218, 'dropdown'],
  ['unmeasured', 0, 'inline'],
] as const)('a compact date range %s', (_, width, expected) => {
  expect(compactDateLayoutOf(width)).toBe(expected);
});

test.each([
  ['nothing chosen reads as all', [], { kind: 'all' }],
  ['everything chosen reads as all', ['Sul', 'Norte', 'Sudeste'], { kind: 'all' }],
  ['one value names it', ['Norte'], { kind: 'one', value: 'Norte' }],
  ['several count', ['Sul', 'Norte'], { kind: 'some', count: 2 }],
  ['a value no longer listed does not count', ['Sul', 'Leste'], { kind: 'one', value: 'Sul' }],
] as const)('the summary: %s', (_, selected, expected) => {
  expect(slicerSummaryOf(['Sul', 'Norte', 'Sudeste'], selected)).toEqual(expected);
});
