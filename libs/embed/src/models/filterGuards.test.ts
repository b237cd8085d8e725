import { FilterType } from './filterType';
import {
  getFilterType,
  isBasicFilterWithKeys,
  isColumn,
  isColumnAggr,
  isFilterKeyColumnsTarget,
  isHierarchyLevel,
  isHierarchyLevelAggr,
  isMeasure,
  isOnLoadFilters,
  isPercentOfGrandTotal,
  isReportFiltersArray,
  isVisualCalculation,
} from './filterGuards';
import type { IFilter } from './filterTypes';

describe('target guards', () => {
  it('tell columns, measures and hierarchy levels apart, aggregated or not', () => {
    expect(isColumn({ table: 'T', column: 'C' })).toBe(true);
    expect(isColumn({ table: 'T', column: 'C', aggregationFunction: 'Sum' })).toBe(false);
    expect(isColumnAggr({ table: 'T', column: 'C', aggregationFunction: 'Sum' })).toBe(true);
    expect(isHierarchyLevel({ table: 'T', hierarchy: 'H', hierarchyLevel: 'L' })).toBe(true);
    expect(
      isHierarchyLevelAggr({ table: 'T', hierarchy: 'H', hierarchyLevel: 'L', aggregationFunction: 1 }),
    ).toBe(true);
    expect(isFilterKeyColumnsTarget({ table: 'T', column: 'C', keys: [] })).toBe(true);
    expect(isVisualCalculation({ name: 'n', daxExpression: 'd' })).toBe(true);
    expect(isPercentOfGrandTotal({ percentOfGrandTotal: true })).toBe(true);
  });

  it('count empty names as present for measures only', () => {
    expect(isMeasure({ table: '', measure: '' })).toBe(true);
    expect(isColumn({ table: '', column: '' })).toBe(false);
  });

  it('answer false for null rather than throwing', () => {
    expect(isMeasure(null)).toBe(false);
    expect(isColumn(undefined)).toBe(false);
  });
});

describe('filter guards', () => {
  const filter = (fields: object) => fields as IFilter;

  it('trust a truthy filterType, else guess from the shape', () => {
    expect(getFilterType(filter({ filterType: FilterType.TopN }))).toBe(FilterType.TopN);
    expect(getFilterType(filter({ operator: 'In', values: [] }))).toBe(FilterType.Basic);
    expect(getFilterType(filter({ logicalOperator: 'And', conditions: [] }))).toBe(FilterType.Advanced);
    // 0 (Advanced) is falsy, so it is not taken on trust.
    expect(getFilterType(filter({ filterType: 0 }))).toBe(FilterType.Unknown);
  });

  it('find key values on basic filters', () => {
    expect(isBasicFilterWithKeys(filter({ filterType: 1, keyValues: [] }))).toBe(true);
    expect(isBasicFilterWithKeys(filter({ filterType: 0, keyValues: [] }))).toBe(false);
  });

  it('tell a list of filters from on-load filters', () => {
    expect(isReportFiltersArray([])).toBe(true);
    expect(isOnLoadFilters({ allPages: undefined })).toBe(true);
    expect(isOnLoadFilters([])).toBe(false);
  });
});
