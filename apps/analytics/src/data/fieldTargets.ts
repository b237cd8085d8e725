import type { AggregationFunction, FieldRef } from '@nuvem/api-contract';
import { aggregationFunctions, fieldKey } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';

/**
 * powerbi-models' aggregation (a name, or AggregateFunction's number on some wires) → the API's name.
 * Default and None have no counterpart in the API: such a target is not one we can query.
 */
export function aggregationNameOf(value: unknown): AggregationFunction | undefined {
  if (typeof value === 'number') {
    const byNumber: Partial<Record<number, AggregationFunction>> = {
      [models.AggregateFunction.Sum]: 'Sum',
      [models.AggregateFunction.Min]: 'Min',
      [models.AggregateFunction.Max]: 'Max',
      [models.AggregateFunction.Count]: 'Count',
      [models.AggregateFunction.Average]: 'Avg',
      [models.AggregateFunction.DistinctCount]: 'DistinctCount',
    };
    return byNumber[value];
  }
  if (value === 'Average') return 'Avg';
  return (aggregationFunctions as readonly unknown[]).includes(value)
    ? (value as AggregationFunction)
    : undefined;
}

/** A filter's (or sort's, or slicer's) target as one of our field references; undefined for other shapes. */
export function fieldRefOfTarget(target: unknown): FieldRef | undefined {
  if (typeof target !== 'object' || target === null || Array.isArray(target)) return undefined;
  const { table, column, measure, hierarchy, hierarchyLevel, aggregationFunction } = target as Record<
    string,
    unknown
  >;
  if (typeof table !== 'string') return undefined;
  if (typeof measure === 'string') return { table, measure };
  if (typeof column === 'string') {
    if (aggregationFunction === undefined || aggregationFunction === null) return { table, column };
    const name = aggregationNameOf(aggregationFunction);
    return name ? { table, column, aggregationFunction: name } : undefined;
  }
  if (typeof hierarchy === 'string' && typeof hierarchyLevel === 'string')
    return { table, hierarchy, hierarchyLevel };
  return undefined;
}

/** A field reference as powerbi-models' filter target (what events and slicer states carry). */
export function targetOfField(field: FieldRef): models.IFilterTarget {
  if ('measure' in field) return { table: field.table, measure: field.measure };
  if ('hierarchyLevel' in field)
    return { table: field.table, hierarchy: field.hierarchy, hierarchyLevel: field.hierarchyLevel };
  if ('aggregationFunction' in field)
    return { table: field.table, column: field.column, aggregationFunction: field.aggregationFunction };
  return { table: field.table, column: field.column };
}

/** The key of a target (fieldKey of its field), or undefined when it is not a field we know the shape of. */
export function targetKeyOf(target: unknown): string | undefined {
  const field = fieldRefOfTarget(target);
  return field ? fieldKey(field) : undefined;
}

/** Two filters aim at the same field (what Replace replaces). Tuple and hierarchy targets compare whole. */
export function sameTarget(a: unknown, b: unknown): boolean {
  const keyA = targetKeyOf(a);
  const keyB = targetKeyOf(b);
  if (keyA !== undefined || keyB !== undefined) return keyA === keyB;
  return JSON.stringify(a) === JSON.stringify(b);
}
