import type { VisualDefinition } from '@nuvem/api-contract';
import { resolveVisualLayout, type ResolvedLayout } from './pageLayout';
import { activePageOf } from './reportLookups';
import { visualKeyOf, type ReportState, type VisualKey } from './reportState';

export interface VisibleVisual {
  key: VisualKey;
  page: string;
  visual: VisualDefinition;
  layout: ResolvedLayout;
}

/**
 * The visuals the frame draws now: the active page's, less those a layout hides; a visual embed's one
 * visual alone (whatever the layout says of the others). Sorted by z, so the later one draws on top.
 */
export function visibleVisualsOf(state: ReportState): VisibleVisual[] {
  const page = activePageOf(state);
  const all = page.visuals.map((visual) => ({
    key: visualKeyOf(page.name, visual.name),
    page: page.name,
    visual,
    layout: resolveVisualLayout(state.settings, page.name, visual),
  }));
  const single = state.singleVisual;
  const shown = single
    ? all.filter((entry) => entry.page === single.page && entry.visual.name === single.visual)
    : all.filter((entry) => !entry.layout.hidden);
  return shown.sort((a, b) => a.layout.z - b.layout.z);
}
