import { CommonErrorCodes, LayoutType, Permissions, SortDirection, TokenType, DataType } from './enums';
import { FilterType, RelativeDateFilterTimeUnit } from './filterType';

describe('enums', () => {
  it('map numeric values back to names, as host code relies on', () => {
    expect(TokenType[0]).toBe('Aad');
    expect(LayoutType[LayoutType.MobilePortrait]).toBe('MobilePortrait');
    expect(FilterType[10]).toBe('HierarchyIdentity');
  });

  it('keep the wire values, gaps included', () => {
    expect([Permissions.Read, Permissions.Copy, Permissions.Create, Permissions.All]).toEqual([0, 2, 4, 7]);
    expect(SortDirection.Ascending).toBe(1);
    expect([RelativeDateFilterTimeUnit.Minutes, RelativeDateFilterTimeUnit.Hours]).toEqual([7, 8]);
  });

  it('give string maps and string enums their wire strings', () => {
    expect(CommonErrorCodes.NotFound).toBe('PowerBIEntityNotFound');
    expect(DataType.DateTimeZone).toBe('DateTimeZone');
  });
});
