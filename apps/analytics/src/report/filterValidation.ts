import { fieldKey } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import type { FieldCatalog } from '../data/fieldCatalog';
import { fieldRefOfTarget } from '../data/fieldTargets';

/** The fields a filter refers to: its target (or each of a hierarchy's), and a top N's order-by field. */
function referencedTargets(filter: Record<string, unknown>): unknown[] {
  const targets = Array.isArray(filter.target) ? [...filter.target] : [filter.target];
  if (filter.orderBy !== undefined) targets.push(filter.orderBy);
  return targets;
}

/**
 * Why filters cannot be applied, as the validators say it (undefined when they can): each is checked with
 * powerbi-models' validateFilter first (its messages, unchanged), then every field it names must be one of
 * the report dataset's (the API would refuse the query otherwise). Not-supported filters name no field.
 */
export function filterErrors(
  filters: readonly unknown[],
  catalog: FieldCatalog,
): models.IError[] | undefined {
  for (const filter of filters) {
    const errors = models.validateFilter(filter);
    if (errors) return errors;
    const raw = filter as Record<string, unknown>;
    if (models.getFilterType(filter as models.IFilter) === models.FilterType.Unknown) continue;
    for (const target of referencedTargets(raw)) {
      const field = fieldRefOfTarget(target);
      if (!field) return [{ message: 'target property is invalid' }];
      if (!catalog.has(field))
        return [{ message: `target ${fieldKey(field)} is not a field of the report's dataset` }];
    }
  }
  return undefined;
}
