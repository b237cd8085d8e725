// Basic (In, NotIn, All) and include/exclude filters: the field's value is, or is not, one of a list.
// requireSingleSelection is the slicer's business; keyValues repeat what values say.
import type { BasicFilter, IncludeExcludeFilter, PrimitiveValue } from '@nuvem/api-contract';
import type { DatasetDefinition } from '../../datasets/dataset-definition';
import { typedValue, valueListParam } from '../filter-values';
import { describeField, type ResolvedField } from '../resolved-field';
import { always, type ResolvedFilter } from './filter-context';
import { resolveTarget } from './filter-target';

function valueList(
  kind: ResolvedFilter['kind'],
  field: ResolvedField,
  values: readonly PrimitiveValue[] | undefined,
  include: boolean,
): ResolvedFilter {
  const { dataType } = describeField(field);
  const typed = values?.map((value) => typedValue(field.key, dataType, value));
  return {
    kind,
    fields: [field],
    onGroups: field.kind !== 'column',
    condition(ctx) {
      if (!typed) return always;
      const member = `${ctx.sql(field)} = ANY(${valueListParam(ctx.params, dataType, typed)})`;
      // A blank is in no list: NotIn keeps it, In drops it.
      return include ? `coalesce(${member}, false)` : `NOT coalesce(${member}, false)`;
    },
  };
}

export function resolveBasicFilter(dataset: DatasetDefinition, filter: BasicFilter): ResolvedFilter {
  const field = resolveTarget(dataset, filter.target);
  return valueList(
    'basic',
    field,
    filter.operator === 'All' ? undefined : filter.values,
    filter.operator === 'In',
  );
}

export function resolveIncludeExcludeFilter(
  dataset: DatasetDefinition,
  filter: IncludeExcludeFilter,
): ResolvedFilter {
  return valueList('includeExclude', resolveTarget(dataset, filter.target), filter.values, !filter.isExclude);
}
