import type { FieldRef } from '@nuvem/api-contract';
import { fieldKey } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import { FilterPane, type FilterCondition, type FilterField } from '@nuvem/ui';
import { useMemo } from 'react';
import { filterOfCard } from '../data/filterCards';
import { changeFilterCard, filtersAt } from '../report/actions/filterActions';
import { filterPaneCardsOf } from '../report/filterPaneCards';
import { mergeSettings } from '../report/settingsMerge';
import type { ReportSession } from '../report/reportSession';
import type { ReportState } from '../report/reportState';

/** The dataset's measures: what a top N card may rank by. */
function measuresOf(session: ReportSession): { fields: FilterField[]; byKey: Map<string, FieldRef> } {
  const byKey = new Map<string, FieldRef>();
  const fields: FilterField[] = [];
  for (const table of session.catalog.dataset.tables)
    for (const measure of table.measures) {
      const field = { table: table.name, measure: measure.name };
      const info = session.catalog.info(field);
      byKey.set(fieldKey(field), field);
      fields.push({
        key: fieldKey(field),
        label: info?.label ?? measure.name,
        format: info?.format ?? 'decimal',
      });
    }
  return { fields, byKey };
}

/**
 * libs/ui's FilterPane over the report's filters: the selected visual's, the page's and the report's. An edit
 * goes through the same validation as a host's filter request and sends filtersApplied. In edit mode locked
 * and hidden filters are editable, as in Power BI.
 */
export function ReportFilterPane({
  session,
  state,
  expanded,
}: {
  session: ReportSession;
  state: ReportState;
  expanded: boolean;
}) {
  const cards = filterPaneCardsOf(state, session.catalog);
  const measures = useMemo(() => measuresOf(session), [session]);
  const editing = state.viewMode === models.ViewMode.Edit;
  const shown = cards.map(({ card }) => (editing ? { ...card, locked: false, hidden: false } : card));
  const apply = (id: string, condition: FilterCondition) => {
    const card = cards.find((candidate) => candidate.card.id === id);
    const original = card && filtersAt(session.state, card.scope)[card.index];
    if (!card || !original) return;
    try {
      changeFilterCard(
        session,
        card,
        filterOfCard(original, condition, (key) => measures.byKey.get(key)),
      );
    } catch {
      // A condition the validators refuse (an empty advanced value) leaves the filter as it was.
    }
  };
  return (
    <FilterPane
      filters={shown}
      valueFields={measures.fields}
      expanded={expanded}
      onToggle={(open) =>
        session.update((current) => ({
          ...current,
          settings: mergeSettings(current.settings, { panes: { filters: { expanded: open } } }),
        }))
      }
      onChange={apply}
      onClear={(id) => apply(id, { kind: 'all' })}
    />
  );
}
