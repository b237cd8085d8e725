import type { FieldRef } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import type { SlicerDateRange, VisualCell, VisualDataPoint } from '@nuvem/ui';
import { fieldKey } from '@nuvem/api-contract/paths';
import { targetOfField } from '../data/fieldTargets';

type Primitive = string | number | boolean;
const isPrimitive = (value: VisualCell): value is Primitive => value !== null;

/** The values a list slicer shows checked: those of its basic In filter (none: nothing filtered). */
export function slicerValuesOf(filters: readonly models.IFilter[]): VisualCell[] {
  const basic = filters.find((filter) => models.getFilterType(filter) === models.FilterType.Basic) as
    models.IBasicFilter | undefined;
  return basic && basic.operator === 'In' ? [...basic.values] : [];
}

/** A list slicer's choice as its filter: In the values checked, or none when none is. */
export function slicerFiltersOfValues(
  field: FieldRef,
  values: readonly VisualCell[],
  singleSelect = false,
): models.IFilter[] {
  const chosen = values.filter(isPrimitive);
  if (chosen.length === 0) return [];
  const filter: models.IBasicFilter = {
    $schema: 'http://powerbi.com/product/schema#basic',
    target: targetOfField(field),
    filterType: models.FilterType.Basic,
    operator: 'In',
    values: chosen,
    requireSingleSelection: singleSelect,
  };
  return [filter];
}

/** A date range slicer's range, read from its advanced filter (from ≥, to ≤). */
export function slicerRangeOf(filters: readonly models.IFilter[]): SlicerDateRange {
  const advanced = filters.find((filter) => models.getFilterType(filter) === models.FilterType.Advanced) as
    models.IAdvancedFilter | undefined;
  const valueOf = (operator: string) => {
    const value = advanced?.conditions?.find((condition) => condition.operator === operator)?.value;
    return value instanceof Date
      ? value.toISOString().slice(0, 10)
      : typeof value === 'string'
        ? value.slice(0, 10)
        : null;
  };
  return { from: valueOf('GreaterThanOrEqual'), to: valueOf('LessThanOrEqual') };
}

/** A date range as an advanced filter (And of the ends given); an open range filters nothing. */
export function slicerFiltersOfRange(field: FieldRef, range: SlicerDateRange): models.IFilter[] {
  const conditions: models.IAdvancedFilterCondition[] = [];
  if (range.from) conditions.push({ operator: 'GreaterThanOrEqual', value: range.from });
  if (range.to) conditions.push({ operator: 'LessThanOrEqual', value: range.to });
  if (conditions.length === 0) return [];
  const filter: models.IAdvancedFilter = {
    $schema: 'http://powerbi.com/product/schema#advanced',
    target: targetOfField(field),
    filterType: models.FilterType.Advanced,
    logicalOperator: 'And',
    conditions,
  };
  return [filter];
}

/** The values picked, as data points of the slicer's field (dataSelected carries them). */
export const slicerPointsOf = (field: FieldRef, values: readonly VisualCell[]): VisualDataPoint[] =>
  values.map((value) => ({ identity: [{ key: fieldKey(field), value }], values: [] }));
