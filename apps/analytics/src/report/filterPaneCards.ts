import type { FieldRef } from '@nuvem/api-contract';
import { fieldKey } from '@nuvem/api-contract/paths';
import type { FilterCardModel } from '@nuvem/ui';
import type { FieldCatalog } from '../data/fieldCatalog';
import { filterCardOf } from '../data/filterCards';
import { fieldRefOfTarget } from '../data/fieldTargets';
import type { FilterScope } from './actions/filterActions';
import { splitVisualKey, visualOf } from './reportLookups';
import type { ReportState } from './reportState';

export interface PaneCard {
  card: FilterCardModel;
  /** The field the filter is on. */
  field: FieldRef;
  scope: FilterScope;
  /** The filter's place in its level's list. */
  index: number;
}

/**
 * The filter pane's cards, as Power BI groups them: the selected visual's filters, the page's, then the
 * report's. Cards carry ids that say where their filter lives (`visual:page/visual:2`).
 */
export function filterPaneCardsOf(state: ReportState, catalog: FieldCatalog): PaneCard[] {
  const cards: PaneCard[] = [];
  const add = (scope: FilterScope, filters: ReportState['filters']['report'], id: string) =>
    filters.forEach((filter, index) => {
      const field = fieldRefOfTarget(filter.target);
      const values = field ? state.paneValues[fieldKey(field)] : undefined;
      const card = field && filterCardOf(filter, `${id}:${index}`, scope.level, catalog, values);
      if (card) cards.push({ card, field, scope, index });
    });
  const selected = state.selectedVisual ? splitVisualKey(state.selectedVisual) : undefined;
  if (selected && selected.page === state.activePage && visualOf(state, selected.page, selected.visual))
    add(
      { level: 'visual', ...selected },
      state.filters.visuals[state.selectedVisual!] ?? [],
      `visual:${state.selectedVisual}`,
    );
  add(
    { level: 'page', page: state.activePage },
    state.filters.pages[state.activePage] ?? [],
    `page:${state.activePage}`,
  );
  add({ level: 'report' }, state.filters.report, 'report');
  return cards;
}

/** The fields whose values the pane lists (its basic cards' plain columns), each once, by key. */
export function paneValueFieldsOf(cards: readonly PaneCard[]): Map<string, FieldRef> {
  const fields = new Map<string, FieldRef>();
  for (const { card, field } of cards) {
    if (card.condition.kind !== 'basic' && card.condition.kind !== 'all') continue;
    if ('column' in field && !('aggregationFunction' in field)) fields.set(fieldKey(field), field);
  }
  return fields;
}
