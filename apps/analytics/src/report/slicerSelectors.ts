import type { PageDefinition, VisualDefinition } from '@nuvem/api-contract';
import { fieldKey } from '@nuvem/api-contract/paths';
import type { models } from '@nuvem/embed';
import { targetKeyOf } from '../data/fieldTargets';

/** The field a slicer slices (its first category). */
export const slicerFieldOf = (visual: VisualDefinition) => visual.fields.category?.[0];

/**
 * The slicers of a page a load config's ISlicer selects: by visual name, or every slicer whose field is the
 * selector's target.
 */
export function slicersSelectedBy(page: PageDefinition, selector: models.SlicerSelector): VisualDefinition[] {
  const slicers = page.visuals.filter((visual) => visual.type === 'slicer');
  if ('visualName' in selector) return slicers.filter((visual) => visual.name === selector.visualName);
  const key = targetKeyOf(selector.target);
  return slicers.filter((visual) => {
    const field = slicerFieldOf(visual);
    return key !== undefined && field !== undefined && fieldKey(field) === key;
  });
}
