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

  it('name the failing field of a bad filter (powerbi-models: "undefined property is invalid")', () => {
    expect(message(validateFilter({}))).toBe('target is required');
    // Reported against the kind its filterType names: 0 is Advanced.
    expect(message(validateFilter({ ...basic, filterType: 0 }))).toBe('logicalOperator is required');
    expect(message(validateFilter({ target: column, filterType: 5, operator: 'Top', itemCount: '3' }))).toBe(
      'itemCount must be a number',
    );
    expect(message(validateFilter({ ...basic, target: { table: 'T' } }))).toBe('target.column is required');
    expect(message(validateFilter({ ...basic, values: [1, {}] }))).toBe('values[1] property is invalid');
    expect(message(validateFilter('basic'))).toBe('input must be an object');
  });

  it('let RemoveAll carry no filters and the other operations require them', () => {
    expect(validateUpdateFiltersRequest({ filtersOperation: 0 })).toBeUndefined();
    expect(message(validateUpdateFiltersRequest({ filtersOperation: 0, filters: [] }))).toBe(
      'filters is forbidden',
    );
    expect(validateUpdateFiltersRequest({ filtersOperation: 2, filters: [basic] })).toBeUndefined();
    expect(message(validateUpdateFiltersRequest({ filtersOperation: 1 }))).toBe('filters is required');
    expect(message(validateUpdateFiltersRequest({ filtersOperation: 9 }))).toBe(
      'filtersOperation property is invalid',
    );
    expect(message(validateUpdateFiltersRequest({ filtersOperation: 2, filters: [basic, {}] }))).toBe(
      'filters[1].target is required',
    );
    expect(message(validateUpdateFiltersRequest('RemoveAll'))).toBe('input must be an object');
  });
});
