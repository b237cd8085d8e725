import type { FieldRef } from '@nuvem/api-contract';
import { fieldKey } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import type {
  AdvancedFilterCondition,
  FilterCardModel,
  FilterCondition,
  FilterField,
  FilterLevel,
  RelativeDateOperator,
  RelativeDateUnit,
  VisualCell,
} from '@nuvem/ui';
import type { FieldCatalog } from './fieldCatalog';
import { fieldRefOfTarget, targetOfField } from './fieldTargets';

const RELATIVE_OPERATORS: RelativeDateOperator[] = ['InLast', 'InThis', 'InNext'];
const RELATIVE_UNITS: RelativeDateUnit[] = [
  'Days',
  'Weeks',
  'CalendarWeeks',
  'Months',
  'CalendarMonths',
  'Years',
  'CalendarYears',
];

type Primitive = string | number | boolean;
const isPrimitive = (value: unknown): value is Primitive =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
const plain = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

function fieldOf(field: FieldRef, catalog: FieldCatalog, displayName?: string): FilterField {
  const info = catalog.info(field);
  return {
    key: fieldKey(field),
    label: displayName || info?.label || fieldKey(field),
    format: info?.format ?? 'text',
  };
}

/** What a filter keeps, as the pane describes it; undefined for kinds the pane does not edit. */
function conditionOf(filter: models.IFilter, catalog: FieldCatalog): FilterCondition | undefined {
  const raw = filter as unknown as Record<string, unknown>;
  switch (models.getFilterType(filter)) {
    case models.FilterType.Basic:
      if (raw.operator === 'All') return { kind: 'all' };
      if (raw.operator !== 'In' && raw.operator !== 'NotIn') return undefined;
      return {
        kind: 'basic',
        operator: raw.operator,
        values: ((raw.values as unknown[]) ?? []).map(plain) as VisualCell[],
        ...(typeof raw.requireSingleSelection === 'boolean'
          ? { requireSingleSelection: raw.requireSingleSelection }
          : {}),
      };
    case models.FilterType.Advanced: {
      const conditions = ((raw.conditions as { operator: string; value?: unknown }[]) ?? [])
        .filter((condition) => condition.operator !== 'None')
        .map(({ operator, value }) => {
          const shown = plain(value);
          return (isPrimitive(shown) ? { operator, value: shown } : { operator }) as AdvancedFilterCondition;
        });
      return { kind: 'advanced', logicalOperator: raw.logicalOperator === 'Or' ? 'Or' : 'And', conditions };
    }
    case models.FilterType.TopN: {
      const orderBy = fieldRefOfTarget(raw.orderBy);
      if (!orderBy || (raw.operator !== 'Top' && raw.operator !== 'Bottom')) return undefined;
      return {
        kind: 'topN',
        operator: raw.operator,
        itemCount: Number(raw.itemCount),
        orderBy: fieldOf(orderBy, catalog),
      };
    }
    case models.FilterType.RelativeDate: {
      const operator = RELATIVE_OPERATORS[raw.operator as number];
      const timeUnit = RELATIVE_UNITS[raw.timeUnitType as number];
      if (!operator || !timeUnit) return undefined;
      return {
        kind: 'relativeDate',
        operator,
        timeUnitsCount: typeof raw.timeUnitsCount === 'number' ? raw.timeUnitsCount : 1,
        timeUnit,
        includeToday: raw.includeToday === true,
      };
    }
    default:
      return undefined;
  }
}

/**
 * A filter as a filter pane card (libs/ui FilterCardModel): its field in the viewer's language (or the
 * filter's displayName), its condition, and whether it is locked or hidden in view mode. Relative time,
 * include/exclude, hierarchy and other kinds apply but get no card (the pane cannot edit them).
 */
export function filterCardOf(
  filter: models.IFilter,
  id: string,
  level: FilterLevel,
  catalog: FieldCatalog,
  availableValues?: VisualCell[],
): FilterCardModel | undefined {
  const field = fieldRefOfTarget(filter.target);
  const condition = field && conditionOf(filter, catalog);
  if (!field || !condition) return undefined;
  const settings = filter.displaySettings ?? {};
  return {
    id,
    level,
    field: fieldOf(field, catalog, settings.displayName),
    condition,
    ...(settings.isLockedInViewMode ? { locked: true } : {}),
    ...(settings.isHiddenInViewMode ? { hidden: true } : {}),
    ...(condition.kind === 'basic' || condition.kind === 'all'
      ? { availableValues: availableValues ?? [] }
      : {}),
  };
}

/**
 * The filter a card's new condition makes: the original's target and display settings, with the condition
 * the viewer chose ('all' is a basic All, Power BI's "no filter" on a field). A top N ranks by the field its
 * card names (`fieldOfKey` finds it; the original's order-by when it cannot). Blank values cannot be
 * filtered by value and are left out.
 */
export function filterOfCard(
  original: models.IFilter,
  condition: FilterCondition,
  fieldOfKey: (key: string) => FieldRef | undefined = () => undefined,
): models.IFilter {
  const base = {
    target: original.target,
    ...(original.displaySettings ? { displaySettings: original.displaySettings } : {}),
  };
  const schema = (kind: string) => `http://powerbi.com/product/schema#${kind}`;
  switch (condition.kind) {
    case 'all':
      return {
        ...base,
        $schema: schema('basic'),
        filterType: models.FilterType.Basic,
        operator: 'All',
        values: [],
      } as models.IBasicFilter;
    case 'basic':
      return {
        ...base,
        $schema: schema('basic'),
        filterType: models.FilterType.Basic,
        operator: condition.operator,
        values: condition.values.filter(isPrimitive),
        ...(condition.requireSingleSelection !== undefined
          ? { requireSingleSelection: condition.requireSingleSelection }
          : {}),
      } as models.IBasicFilter;
    case 'advanced':
      return {
        ...base,
        $schema: schema('advanced'),
        filterType: models.FilterType.Advanced,
        logicalOperator: condition.logicalOperator,
        conditions: condition.conditions.map(({ operator, value }) =>
          value === undefined ? { operator } : { operator, value },
        ),
      } as models.IAdvancedFilter;
    case 'topN':
      return {
        ...base,
        $schema: schema('topN'),
        filterType: models.FilterType.TopN,
        operator: condition.operator,
        itemCount: condition.itemCount,
        orderBy: ((): models.ITarget | undefined => {
          const field = fieldOfKey(condition.orderBy.key);
          return field ? targetOfField(field) : (original as Partial<models.ITopNFilter>).orderBy;
        })(),
      } as models.ITopNFilter;
    case 'relativeDate':
      return {
        ...base,
        $schema: schema('relativeDate'),
        filterType: models.FilterType.RelativeDate,
        operator: RELATIVE_OPERATORS.indexOf(condition.operator),
        timeUnitsCount: condition.timeUnitsCount,
        timeUnitType: RELATIVE_UNITS.indexOf(condition.timeUnit),
        includeToday: condition.includeToday,
      } as models.IRelativeDateFilter;
  }
}
