// Top N: the target column's N values ranked by a measure (or aggregated column), within the scope and the
// query's other row filters, as a ranked sub-select. Ties at the cut go to the smaller value, so the answer
// is stable.
import type { TopNFilter } from '@nuvem/api-contract';
import type { DatasetDefinition } from '../../datasets/dataset-definition';
import { invalidField, resolveField } from '../resolved-field';
import { and, type ResolvedFilter } from './filter-context';
import { resolveColumnTarget } from './filter-target';

export function resolveTopNFilter(dataset: DatasetDefinition, filter: TopNFilter): ResolvedFilter {
  const target = resolveColumnTarget(dataset, filter.target, 'top N');
  const orderBy = resolveField(dataset, filter.orderBy);
  if (orderBy.kind === 'column')
    throw invalidField(orderBy.key, 'top N orders by a measure or an aggregated column');
  const direction = filter.operator === 'Top' ? 'DESC' : 'ASC';
  const resolved: ResolvedFilter = {
    kind: 'topN',
    fields: [target, orderBy],
    onGroups: false,
    condition(ctx) {
      const column = ctx.sql(target);
      const ranked =
        `SELECT ${column} FROM ${ctx.source.from} ` +
        `WHERE ${and([ctx.scope, ...ctx.otherRowConditions(resolved)])} ` +
        `GROUP BY 1 ORDER BY ${ctx.sql(orderBy)} ${direction} NULLS LAST, 1 ` +
        `LIMIT ${ctx.params.add(String(filter.itemCount), 'int8')}`;
      return `${column} IN (${ranked})`;
    },
  };
  return resolved;
}
