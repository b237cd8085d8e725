// Advanced filters: up to ten conditions joined by And or Or. Text matching (Contains, StartsWith) ignores
// case, as Power BI's does; a blank matches only IsBlank and the negative operators.
import type { AdvancedConditionOperator, AdvancedFilter, DataType } from '@nuvem/api-contract';
import type { DatasetDefinition } from '../../datasets/dataset-definition';
import { typedValue, valueParam, type TypedValue } from '../filter-values';
import { describeField, invalidField } from '../resolved-field';
import { always, and, or, type ResolvedFilter } from './filter-context';
import { resolveTarget } from './filter-target';

const textOnly = new Set<AdvancedConditionOperator>([
  'Contains',
  'DoesNotContain',
  'StartsWith',
  'DoesNotStartWith',
  'IsEmptyString',
  'IsNotEmptyString',
]);
const ordering = new Set<AdvancedConditionOperator>([
  'LessThan',
  'LessThanOrEqual',
  'GreaterThan',
  'GreaterThanOrEqual',
]);
const withoutValue = new Set<AdvancedConditionOperator>([
  'None',
  'IsBlank',
  'IsNotBlank',
  'IsEmptyString',
  'IsNotEmptyString',
]);

const comparison: Partial<Record<AdvancedConditionOperator, string>> = {
  LessThan: '<',
  LessThanOrEqual: '<=',
  GreaterThan: '>',
  GreaterThanOrEqual: '>=',
  Is: '=',
  IsNot: 'IS DISTINCT FROM',
};

function conditionSql(operator: AdvancedConditionOperator, expr: string, value: string | undefined): string {
  const v = value ?? '';
  switch (operator) {
    case 'None':
      return always;
    case 'Contains':
      return `coalesce(strpos(lower(${expr}), lower(${v})) > 0, false)`;
    case 'DoesNotContain':
      return `NOT coalesce(strpos(lower(${expr}), lower(${v})) > 0, false)`;
    case 'StartsWith':
      return `coalesce(starts_with(lower(${expr}), lower(${v})), false)`;
    case 'DoesNotStartWith':
      return `NOT coalesce(starts_with(lower(${expr}), lower(${v})), false)`;
    case 'IsBlank':
      return `${expr} IS NULL`;
    case 'IsNotBlank':
      return `${expr} IS NOT NULL`;
    case 'IsEmptyString':
      return `${expr} = ''`;
    case 'IsNotEmptyString':
      return `${expr} IS DISTINCT FROM ''`;
    default:
      return `coalesce(${expr} ${comparison[operator]} ${v}, false)`;
  }
}

export function resolveAdvancedFilter(dataset: DatasetDefinition, filter: AdvancedFilter): ResolvedFilter {
  const field = resolveTarget(dataset, filter.target);
  const { dataType } = describeField(field);
  const conditions = (filter.conditions ?? []).map(({ operator, value }) => {
    if (textOnly.has(operator) && dataType !== 'text')
      throw invalidField(field.key, `${operator} needs a text field`);
    if (ordering.has(operator) && dataType === ('boolean' satisfies DataType))
      throw invalidField(field.key, `${operator} does not apply to a boolean field`);
    if (withoutValue.has(operator)) return { operator, value: undefined };
    if (value === undefined) throw invalidField(field.key, `${operator} needs a value`);
    return { operator, value: typedValue(field.key, dataType, value) as TypedValue | undefined };
  });
  return {
    kind: 'advanced',
    fields: [field],
    onGroups: field.kind !== 'column',
    condition(ctx) {
      const expr = ctx.sql(field);
      const parts = conditions.map(({ operator, value }) =>
        conditionSql(operator, expr, value && valueParam(ctx.params, value)),
      );
      if (parts.length === 0) return always;
      return filter.logicalOperator === 'And' ? and(parts) : or(parts);
    },
  };
}
