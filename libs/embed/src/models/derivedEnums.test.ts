import { numericEnum, stringEnum } from './derivedEnums';

describe('derived enums', () => {
  it('map names to values counting up from 0, and values back to names, as a TypeScript enum does', () => {
    expect(numericEnum('View Edit')).toEqual({ View: 0, Edit: 1, 0: 'View', 1: 'Edit' });
  });

  it('take a given value and count on from it', () => {
    expect(numericEnum('Read ReadWrite Copy Create=4 All=7')).toEqual({
      ...{ Read: 0, ReadWrite: 1, Copy: 2, Create: 4, All: 7 },
      ...{ 0: 'Read', 1: 'ReadWrite', 2: 'Copy', 4: 'Create', 7: 'All' },
    });
    expect(numericEnum('Ascending=1 Descending')).toEqual({
      Ascending: 1,
      Descending: 2,
      1: 'Ascending',
      2: 'Descending',
    });
  });

  it('list names before values, like a compiled enum (integer keys first, then names in order)', () => {
    expect(Object.keys(numericEnum('B A'))).toEqual(['0', '1', 'B', 'A']);
  });

  it('give a string enum its names as values', () => {
    expect(stringEnum('Default QuickExplore')).toEqual({ Default: 'Default', QuickExplore: 'QuickExplore' });
  });
});
