/** Type guards over targets and filters, with powerbi-models' semantics (checked in tests/compat). */
import { FilterType } from './filterType';
import type {
  IColumnAggrTarget,
  IColumnTarget,
  IFilter,
  IHierarchyLevelAggrTarget,
  IHierarchyLevelTarget,
  IMeasureTarget,
  IPercentOfGrandTotalTarget,
  IVisualCalculationTarget,
  OnLoadFilters,
  ReportLevelFilters,
} from './filterTypes';

type Loose = Record<string, unknown>;

/** Reads fields of anything; null and primitives have none. (The anchor throws on null instead.) */
function fields(arg: unknown): Loose {
  return typeof arg === 'object' && arg !== null ? (arg as Loose) : {};
}

/** A measure: both names present, even empty. */
export function isMeasure(arg: unknown): arg is IMeasureTarget {
  const { table, measure } = fields(arg);
  return table !== undefined && measure !== undefined;
}

/** A plain column: non-empty names and no aggregation. */
export function isColumn(arg: unknown): arg is IColumnTarget {
  const { table, column, aggregationFunction } = fields(arg);
  return !!(table && column && !aggregationFunction);
}

export function isColumnAggr(arg: unknown): arg is IColumnAggrTarget {
  const { table, column, aggregationFunction } = fields(arg);
  return !!(table && column && aggregationFunction);
}

export function isHierarchyLevel(arg: unknown): arg is IHierarchyLevelTarget {
  const { table, hierarchy, hierarchyLevel, aggregationFunction } = fields(arg);
  return !!(table && hierarchy && hierarchyLevel && !aggregationFunction);
}

export function isHierarchyLevelAggr(arg: unknown): arg is IHierarchyLevelAggrTarget {
  const { table, hierarchy, hierarchyLevel, aggregationFunction } = fields(arg);
  return !!(table && hierarchy && hierarchyLevel && aggregationFunction);
}

export function isPercentOfGrandTotal(arg: unknown): arg is IPercentOfGrandTotalTarget {
  return !!fields(arg).percentOfGrandTotal;
}

export function isVisualCalculation(arg: unknown): arg is IVisualCalculationTarget {
  const { name, daxExpression } = fields(arg);
  return !!(name && daxExpression);
}

/** A column target that lists key columns (an empty list counts). */
export function isFilterKeyColumnsTarget(target: unknown): boolean {
  return isColumn(target) && !!fields(target).keys;
}

/**
 * The filter's kind: its `filterType` when truthy (so 0, Advanced, is not taken on trust), otherwise guessed
 * from its shape — an operator with values is Basic, a logical operator with conditions is Advanced.
 */
export function getFilterType(filter: IFilter): FilterType {
  const { filterType, operator, values, logicalOperator, conditions } = fields(filter);
  if (filterType) return filterType as FilterType;
  if (typeof operator === 'string' && Array.isArray(values)) return FilterType.Basic;
  if (typeof logicalOperator === 'string' && Array.isArray(conditions)) return FilterType.Advanced;
  return FilterType.Unknown;
}

export function isBasicFilterWithKeys(filter: IFilter): boolean {
  return getFilterType(filter) === FilterType.Basic && !!fields(filter).keyValues;
}

/** Report filters on load come either as a list or as { allPages, currentPage }. */
export function isOnLoadFilters(filters: ReportLevelFilters[] | OnLoadFilters): filters is OnLoadFilters {
  return !!filters && !Array.isArray(filters);
}

export function isReportFiltersArray(
  filters: ReportLevelFilters[] | OnLoadFilters,
): filters is ReportLevelFilters[] {
  return Array.isArray(filters);
}
