import type { VisualDefinition } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import type { VisualDataPoint } from '@nuvem/ui';
import { targetOfField } from '../data/fieldTargets';
import { fieldRolesOf } from '../data/visualQuery';

/**
 * The filters a selection in `source` puts on the other visuals of its page: for each field that identifies
 * the picked points, a basic In filter with their values. Points identified by two fields (a category and a
 * series) become two filters, so a multi-point pick across both filters to their cross product, a little
 * wider than the exact pairs; one-field picks (the usual case) are exact. Blank identities are left out.
 */
export function selectionFilters(
  source: VisualDefinition,
  points: readonly VisualDataPoint[],
): models.IBasicFilter[] {
  const roles = fieldRolesOf(source);
  const valuesByKey = new Map<string, (string | number | boolean)[]>();
  for (const point of points) {
    for (const { key, value } of point.identity) {
      if (value === null || !roles.has(key)) continue;
      const values = valuesByKey.get(key) ?? [];
      if (!values.includes(value)) values.push(value);
      valuesByKey.set(key, values);
    }
  }
  return [...valuesByKey].map(([key, values]) => ({
    $schema: 'http://powerbi.com/product/schema#basic',
    target: targetOfField(roles.get(key)!.field),
    filterType: models.FilterType.Basic,
    operator: 'In',
    values,
    requireSingleSelection: false,
  }));
}
