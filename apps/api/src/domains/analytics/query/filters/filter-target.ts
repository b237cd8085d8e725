// A filter's target is a field reference, maybe with `keys` (which we do not need: our values are unique).
import type { FieldRef, Filter } from '@nuvem/api-contract';
import type { DatasetDefinition } from '../../datasets/dataset-definition';
import { invalidField, resolveField, type ResolvedColumn, type ResolvedField } from '../resolved-field';

type SingleTarget = Exclude<Filter['target'], readonly unknown[]>;

export function resolveTarget(dataset: DatasetDefinition, target: SingleTarget): ResolvedField {
  const { keys: _keys, ...ref } = target as SingleTarget & { keys?: unknown };
  const field = resolveField(dataset, ref as FieldRef);
  if (field.kind === 'measure' && field.percentOfGrandTotal)
    throw invalidField(field.key, 'a filter cannot target a percent of the grand total');
  return field;
}

/** For filters that only make sense on a column (relative dates, top N's target). */
export function resolveColumnTarget(
  dataset: DatasetDefinition,
  target: SingleTarget,
  kind: string,
): ResolvedColumn {
  const field = resolveTarget(dataset, target);
  if (field.kind !== 'column') throw invalidField(field.key, `a ${kind} filter needs a column`);
  return field;
}
