// Relative dates against the database's current_date: in the last, this or the next N days, weeks, months or
// years (rolling), or calendar weeks (from Sunday), months or years (whole periods). includeToday moves a
// rolling range to end (or start) today, and stretches a calendar range to today.
import type { RelativeDateFilter } from '@nuvem/api-contract';
import type { DatasetDefinition } from '../../datasets/dataset-definition';
import { invalidField } from '../resolved-field';
import type { SqlParams } from '../sql-params';
import type { ResolvedFilter } from './filter-context';
import { resolveColumnTarget } from './filter-target';

/** RelativeDateOperators. */
export const relativeOperators = { inLast: 0, inThis: 1, inNext: 2 } as const;

type Unit = 'day' | 'week' | 'month' | 'year';
/** RelativeDateFilterTimeUnit: 0 Days, 1 Weeks, 2 CalendarWeeks, 3 Months, 4 CalendarMonths, 5 Years, 6 CalendarYears. */
const units: Record<number, { unit: Unit; calendar: boolean }> = {
  0: { unit: 'day', calendar: false },
  1: { unit: 'week', calendar: false },
  2: { unit: 'week', calendar: true },
  3: { unit: 'month', calendar: false },
  4: { unit: 'month', calendar: true },
  5: { unit: 'year', calendar: false },
  6: { unit: 'year', calendar: true },
};

const today = 'current_date';
const span = (unit: Unit, count: string) => `make_interval(${unit}s => ${count})`;
const plus = (date: string, interval: string) => `(${date} + ${interval})::date`;
const minus = (date: string, interval: string) => `(${date} - ${interval})::date`;

/** The first day of the period holding today: weeks start on Sunday, as Power BI's do. */
function periodStart(unit: Unit): string {
  if (unit === 'week') return `(${today} - extract(dow FROM ${today})::int)`;
  if (unit === 'day') return today;
  return `date_trunc('${unit}', ${today})::date`;
}

/** [first, last] day of the range, as SQL dates. */
function range(
  filter: RelativeDateFilter,
  unit: Unit,
  calendar: boolean,
  params: SqlParams,
): [string, string] {
  const count = () => params.add(String(filter.timeUnitsCount ?? 1), 'int');
  const one = span(unit, '1');
  const start = periodStart(unit);
  // "This" is the period holding today, rolling or not.
  if (filter.operator === relativeOperators.inThis)
    return [start, minus(plus(start, one), "interval '1 day'")];
  if (calendar) {
    if (filter.operator === relativeOperators.inLast) {
      return [minus(start, span(unit, count())), filter.includeToday ? today : `(${start} - 1)`];
    }
    const next = plus(start, one);
    return [filter.includeToday ? today : next, `(${plus(next, span(unit, count()))} - 1)`];
  }
  if (filter.operator === relativeOperators.inLast)
    return filter.includeToday
      ? [`(${minus(today, span(unit, count()))} + 1)`, today]
      : [minus(today, span(unit, count())), `(${today} - 1)`];
  return filter.includeToday
    ? [today, `(${plus(today, span(unit, count()))} - 1)`]
    : [`(${today} + 1)`, plus(today, span(unit, count()))];
}

export function resolveRelativeDateFilter(
  dataset: DatasetDefinition,
  filter: RelativeDateFilter,
): ResolvedFilter {
  const target = resolveColumnTarget(dataset, filter.target, 'relative date');
  const { dataType } = target.column;
  if (dataType !== 'date' && dataType !== 'dateTime')
    throw invalidField(target.key, 'a relative date filter needs a date column');
  const { unit, calendar } = units[filter.timeUnitType]!;
  return {
    kind: 'relativeDate',
    fields: [target],
    onGroups: false,
    condition(ctx) {
      const [first, last] = range(filter, unit, calendar, ctx.params);
      const day = dataType === 'date' ? ctx.sql(target) : `(${ctx.sql(target)})::date`;
      return `(${day} >= ${first} AND ${day} <= ${last})`;
    },
  };
}
