import type { Filter, HierarchyFilterNode, PrimitiveValue } from '@nuvem/api-contract';
import { maxFiltersPerQuery } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import { aggregationNameOf } from './fieldTargets';

type Loose = Record<string, unknown>;
type QueryTarget = Filter['target'];

/** postMessage clones Dates; the API takes ISO strings. */
function primitiveOf(value: unknown): PrimitiveValue | undefined {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

function primitivesOf(values: unknown): PrimitiveValue[] | undefined {
  if (!Array.isArray(values)) return undefined;
  const out = values.map(primitiveOf);
  return out.every((value) => value !== undefined) ? (out as PrimitiveValue[]) : undefined;
}

const keysOf = (keys: unknown) =>
  Array.isArray(keys) && keys.every((key) => typeof key === 'string') ? { keys: keys as string[] } : {};

/** One target in the API's closed shapes (extra fields a host adds, e.g. $schema on the target, dropped). */
function queryTargetOf(target: unknown): Exclude<QueryTarget, unknown[]> | undefined {
  if (typeof target !== 'object' || target === null || Array.isArray(target)) return undefined;
  const { table, column, measure, hierarchy, hierarchyLevel, aggregationFunction, keys } = target as Loose;
  if (typeof table !== 'string') return undefined;
  if (typeof measure === 'string') return { table, measure };
  if (typeof column === 'string') {
    if (aggregationFunction === undefined || aggregationFunction === null)
      return { table, column, ...keysOf(keys) };
    const name = aggregationNameOf(aggregationFunction);
    return name ? { table, column, aggregationFunction: name } : undefined;
  }
  if (typeof hierarchy === 'string' && typeof hierarchyLevel === 'string')
    return { table, hierarchy, hierarchyLevel, ...keysOf(keys) };
  return undefined;
}

function hierarchyNodesOf(nodes: unknown): HierarchyFilterNode[] | undefined {
  if (!Array.isArray(nodes)) return undefined;
  const out: HierarchyFilterNode[] = [];
  for (const raw of nodes as Loose[]) {
    const node: HierarchyFilterNode = {};
    if (raw.value !== undefined) {
      const value = primitiveOf(raw.value);
      if (value === undefined) return undefined;
      node.value = value;
    }
    if (raw.keyValues !== undefined) node.keyValues = primitivesOf(raw.keyValues);
    if (raw.operator === 'Selected' || raw.operator === 'NotSelected' || raw.operator === 'Inherited')
      node.operator = raw.operator;
    if (raw.children !== undefined) {
      const children = hierarchyNodesOf(raw.children);
      if (!children) return undefined;
      node.children = children;
    }
    out.push(node);
  }
  return out;
}

/**
 * A powerbi-models filter as the API's query takes it: only the fields the API's schema has, Dates as ISO
 * strings, aggregations by name. Undefined when the filter means nothing to a query: a basic 'All' (it
 * keeps everything), a not-supported filter, or a shape the API has no counterpart for (tuple, identity,
 * grouped include/exclude points); such a filter is kept and shown, it just does not narrow the data.
 */
export function queryFilterOf(filter: models.IFilter): Filter | undefined {
  const raw = filter as unknown as Loose;
  const filterType = models.getFilterType(filter);
  if (filterType === models.FilterType.Hierarchy) {
    if (!Array.isArray(raw.target)) return undefined;
    const targets = raw.target.map(queryTargetOf);
    const hierarchyData = hierarchyNodesOf(raw.hierarchyData);
    if (
      !hierarchyData ||
      targets.some(
        (target) => !target || 'measure' in (target as Loose) || 'aggregationFunction' in (target as Loose),
      )
    )
      return undefined;
    // The API's hierarchy targets are plain columns and levels: no key columns.
    const levels = targets.map((level) => {
      const { keys: _keys, ...field } = level as Loose;
      return field;
    });
    return { filterType: 9, target: levels, hierarchyData } as Filter;
  }
  const target = queryTargetOf(raw.target);
  if (!target) return undefined;
  switch (filterType) {
    case models.FilterType.Basic: {
      const values = primitivesOf(raw.values);
      const operator = raw.operator;
      if (!values || (operator !== 'In' && operator !== 'NotIn')) return undefined;
      const keyValues = Array.isArray(raw.keyValues)
        ? (raw.keyValues as unknown[]).map(primitivesOf)
        : undefined;
      return {
        filterType: 1,
        target,
        operator,
        values,
        ...(typeof raw.requireSingleSelection === 'boolean'
          ? { requireSingleSelection: raw.requireSingleSelection }
          : {}),
        ...(keyValues && keyValues.every(Boolean) ? { keyValues: keyValues as PrimitiveValue[][] } : {}),
      };
    }
    case models.FilterType.Advanced: {
      if (raw.logicalOperator !== 'And' && raw.logicalOperator !== 'Or') return undefined;
      const conditions = Array.isArray(raw.conditions) ? (raw.conditions as Loose[]) : [];
      const mapped = conditions.map(({ operator, value }) => {
        const primitive = primitiveOf(value);
        return primitive === undefined ? { operator } : { operator, value: primitive };
      });
      return { filterType: 0, target, logicalOperator: raw.logicalOperator, conditions: mapped } as Filter;
    }
    case models.FilterType.TopN: {
      const orderBy = queryTargetOf(raw.orderBy);
      if (
        !orderBy ||
        (raw.operator !== 'Top' && raw.operator !== 'Bottom') ||
        typeof raw.itemCount !== 'number'
      )
        return undefined;
      const { keys: _keys, ...field } = orderBy as Loose;
      return {
        filterType: 5,
        target,
        operator: raw.operator,
        itemCount: raw.itemCount,
        orderBy: field,
      } as Filter;
    }
    case models.FilterType.RelativeDate:
      return {
        filterType: 4,
        target,
        operator: raw.operator,
        ...(typeof raw.timeUnitsCount === 'number' ? { timeUnitsCount: raw.timeUnitsCount } : {}),
        timeUnitType: raw.timeUnitType,
        includeToday: raw.includeToday === true,
      } as Filter;
    case models.FilterType.RelativeTime: {
      const timeUnitType = raw.timeUnitType;
      if (
        timeUnitType !== models.RelativeDateFilterTimeUnit.Minutes &&
        timeUnitType !== models.RelativeDateFilterTimeUnit.Hours
      )
        return undefined;
      return {
        filterType: 7,
        target,
        operator: raw.operator,
        ...(typeof raw.timeUnitsCount === 'number' ? { timeUnitsCount: raw.timeUnitsCount } : {}),
        timeUnitType,
      } as Filter;
    }
    case models.FilterType.IncludeExclude: {
      const values = primitivesOf(raw.values);
      if (!values || typeof raw.isExclude !== 'boolean') return undefined;
      return { filterType: 3, target, isExclude: raw.isExclude, values };
    }
    default:
      return undefined;
  }
}

/** The filters of a query: each mapped, the meaningless ones left out, at most the API's limit. */
export function queryFiltersOf(filters: readonly models.IFilter[]): Filter[] {
  const out: Filter[] = [];
  for (const filter of filters) {
    const mapped = queryFilterOf(filter);
    if (mapped) out.push(mapped);
    if (out.length === maxFiltersPerQuery) break;
  }
  return out;
}

/**
 * Filters as a saved report stores them: the query shape plus their display settings (what the API's
 * schema accepts). A filter the API cannot take is not saved.
 */
export function storedFiltersOf(filters: readonly models.IFilter[] | undefined): Filter[] {
  const out: Filter[] = [];
  for (const filter of filters ?? []) {
    const stored = queryFilterOf(filter) ?? allFilterOf(filter);
    if (!stored) continue;
    const { isLockedInViewMode, isHiddenInViewMode, displayName } = filter.displaySettings ?? {};
    const displaySettings = {
      ...(typeof isLockedInViewMode === 'boolean' ? { isLockedInViewMode } : {}),
      ...(typeof isHiddenInViewMode === 'boolean' ? { isHiddenInViewMode } : {}),
      ...(typeof displayName === 'string' ? { displayName } : {}),
    };
    out.push(Object.keys(displaySettings).length > 0 ? ({ ...stored, displaySettings } as Filter) : stored);
    if (out.length === maxFiltersPerQuery) break;
  }
  return out;
}

/** A basic 'All' filter narrows nothing, but a saved report keeps it (it puts a card in the filter pane). */
function allFilterOf(filter: models.IFilter): Filter | undefined {
  const raw = filter as unknown as Loose;
  if (models.getFilterType(filter) !== models.FilterType.Basic || raw.operator !== 'All') return undefined;
  const target = queryTargetOf(raw.target);
  return target ? { filterType: 1, target, operator: 'All', values: [] } : undefined;
}
