import { validateFilter, validateUpdateFiltersRequest } from './filterValidators';

const message = (errors: { message: string }[] | undefined) => errors?.[0]?.message;
const column = { table: 'T', column: 'C' };
const basic = { target: column, operator: 'In', values: [1] };

describe('filter validators', () => {
  it('accept the kinds a frame accepts', () => {
    expect(validateFilter(basic)).toBeUndefined();
    expect(
      validateFilter({ target: column, logicalOperator: 'And', conditions: [{ operator: 'Is' }] }),
    ).toBeUndefined();
    expect(validateFilter({ target: column, operator: 0, timeUnitType: 7 })).toBeUndefined();
    expect(
      validateFilter({ target: [column], hierarchyData: [{ children: [{ value: 1 }] }] }),
    ).toBeUndefined();
  });

  it('call a bad filter "input property is invalid", never "undefined ..."', () => {
    expect(message(validateFilter({}))).toBe('input property is invalid');
    expect(message(validateFilter({ ...basic, filterType: 0 }))).toBe('input property is invalid');
    expect(message(validateFilter({ ...basic, target: { table: 'T' } }))).toBe('input property is invalid');
    expect(message(validateFilter('basic'))).toBe('input must be an object');
  });

  it('let RemoveAll carry no filters and the other operations require them', () => {
    expect(validateUpdateFiltersRequest({ filtersOperation: 0 })).toBeUndefined();
    expect(message(validateUpdateFiltersRequest({ filtersOperation: 0, filters: [] }))).toBe(
      'input property is invalid',
    );
    expect(validateUpdateFiltersRequest({ filtersOperation: 2, filters: [basic] })).toBeUndefined();
    expect(message(validateUpdateFiltersRequest({ filtersOperation: 1 }))).toBe('input property is invalid');
  });
});
