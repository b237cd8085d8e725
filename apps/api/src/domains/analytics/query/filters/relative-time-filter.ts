// Relative time against now(), on date-time columns: in the last or next N minutes or hours, or this minute
// or hour.
import type { RelativeTimeFilter } from '@nuvem/api-contract';
import type { DatasetDefinition } from '../../datasets/dataset-definition';
import { invalidField } from '../resolved-field';
import type { ResolvedFilter } from './filter-context';
import { resolveColumnTarget } from './filter-target';
import { relativeOperators } from './relative-date-filter';

/** RelativeDateFilterTimeUnit 7 Minutes, 8 Hours (the units powerbi-models accepts on a relative time filter). */
const units = { 7: 'min', 8: 'hour' } as const;

export function resolveRelativeTimeFilter(
  dataset: DatasetDefinition,
  filter: RelativeTimeFilter,
): ResolvedFilter {
  const target = resolveColumnTarget(dataset, filter.target, 'relative time');
  if (target.column.dataType !== 'dateTime')
    throw invalidField(target.key, 'a relative time filter needs a date-time column');
  const unit = units[filter.timeUnitType];
  return {
    kind: 'relativeTime',
    fields: [target],
    onGroups: false,
    condition(ctx) {
      const expr = ctx.sql(target);
      if (filter.operator === relativeOperators.inThis) {
        const start = `date_trunc('${unit === 'min' ? 'minute' : 'hour'}', now())`;
        return `(${expr} >= ${start} AND ${expr} < ${start} + make_interval(${unit}s => 1))`;
      }
      const span = `make_interval(${unit}s => ${ctx.params.add(String(filter.timeUnitsCount ?? 1), 'int')})`;
      return filter.operator === relativeOperators.inLast
        ? `(${expr} > now() - ${span} AND ${expr} <= now())`
        : `(${expr} > now() AND ${expr} <= now() + ${span})`;
    },
  };
}
