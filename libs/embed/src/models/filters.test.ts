import {
  BasicFilter,
  BasicFilterWithKeys,
  HierarchyFilter,
  HierarchyIdentityFilter,
  IdentityFilter,
  IncludeExcludeFilter,
  NotSupportedFilter,
  TupleFilter,
} from './filters';

const column = { table: 'Sales', column: 'Region' };
const schema = (name: string) => `http://powerbi.com/product/schema#${name}`;
const json = (filter: { toJSON(): unknown }) => JSON.parse(JSON.stringify(filter)) as unknown;

describe('BasicFilter', () => {
  it('needs values unless the operator is All', () => {
    expect(() => new BasicFilter(column, 'In')).toThrow(
      'values must be a non-empty array unless your operator is "All".',
    );
    expect(new BasicFilter(column, 'All').values).toEqual([]);
    expect(new BasicFilter(column, 'In', []).values).toEqual([]);
  });
});

describe('BasicFilterWithKeys', () => {
  const keyed = { ...column, keys: ['Id', 'Code'] };

  it('adds the key values after the basic fields', () => {
    expect(
      json(
        new BasicFilterWithKeys(
          keyed,
          'In',
          [1, 2],
          [
            [1, 'a'],
            [2, 'b'],
          ],
        ),
      ),
    ).toEqual({
      $schema: schema('basic'),
      target: keyed,
      filterType: 1,
      operator: 'In',
      values: [1, 2],
      requireSingleSelection: false,
      keyValues: [
        [1, 'a'],
        [2, 'b'],
      ],
    });
  });

  it('wants one value per key in every tuple', () => {
    expect(() => new BasicFilterWithKeys(keyed, 'In', [1], [[1]])).toThrow(
      'Each tuple of key values should contain a value for each of the keys. You passed: 1 values and 2 keys',
    );
    expect(() => new BasicFilterWithKeys(column as never, 'In', [1], [[1]])).toThrow(
      "You passed key values but your target object doesn't contain the keys to be filtered",
    );
    expect(() => new BasicFilterWithKeys(keyed, 'In', [1], undefined as never)).toThrow(
      'You should pass the values to be filtered for each key. You passed: no values and 2 keys',
    );
  });
});

describe('the other filter kinds', () => {
  it.each([
    [
      'includeExclude',
      new IncludeExcludeFilter(column, true, [1]),
      { filterType: 3, isExclude: true, values: [1] },
    ],
    [
      'tuple',
      new TupleFilter([column], 'In', [[{ value: 1 }]]),
      { filterType: 6, operator: 'In', values: [[{ value: 1 }]] },
    ],
    ['identity', new IdentityFilter([1, 2], 'In'), { filterType: 8, operator: 'In' }],
    ['hierarchy', new HierarchyFilter([column], []), { filterType: 9, hierarchyData: [] }],
    [
      'hierarchyIdentity',
      new HierarchyIdentityFilter([{ queryName: 'q' }], []),
      { filterType: 10, hierarchyData: [] },
    ],
    [
      'notSupported',
      new NotSupportedFilter(column, 'm', 'T'),
      { filterType: 2, message: 'm', notSupportedTypeName: 'T' },
    ],
  ])('%s carries its schema, type and fields', (name, filter, fields) => {
    expect(json(filter)).toEqual({ $schema: schema(name), target: filter.target, ...fields });
  });

  it('exposes each schema on the class', () => {
    expect(TupleFilter.schemaUrl).toBe(schema('tuple'));
    expect(BasicFilter.schemaUrl).toBe(schema('basic'));
  });

  it('leaves unset fields out of the JSON', () => {
    expect(json(new IncludeExcludeFilter(column, undefined as never, undefined as never))).toEqual({
      $schema: schema('includeExclude'),
      target: column,
      filterType: 3,
    });
  });
});
