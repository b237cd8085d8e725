import { models } from '@nuvem/embed';
import { sameTarget } from '../data/fieldTargets';

/**
 * A level's filters after an update request (embed spec §3 "Update filters request"): RemoveAll empties the
 * level, ReplaceAll puts the given filters in place of all, Add appends them, Replace swaps each for the
 * filter already on the same target (appending those that have none).
 */
export function applyFiltersOperation(
  current: readonly models.IFilter[],
  operation: models.FiltersOperations,
  filters: readonly models.IFilter[] = [],
): models.IFilter[] {
  switch (operation) {
    case models.FiltersOperations.RemoveAll:
      return [];
    case models.FiltersOperations.ReplaceAll:
      return [...filters];
    case models.FiltersOperations.Add:
      return [...current, ...filters];
    case models.FiltersOperations.Replace: {
      const next = [...current];
      for (const filter of filters) {
        const index = next.findIndex((existing) => sameTarget(existing.target, filter.target));
        if (index >= 0) next[index] = filter;
        else next.push(filter);
      }
      return next;
    }
    default:
      return [...current];
  }
}
