import type { PageDefinition, VisualDefinition, VisualType } from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import { fieldsTitleOf } from '../../data/fieldsTitle';
import {
  boundFieldOf,
  defaultSizeOf,
  fieldsForType,
  layoutForNewVisual,
  takesFields,
  typeForField,
  withField,
  withoutField,
  type FieldChoice,
  type FieldWell,
} from '../authoring/visualAuthoring';
import { newContentName } from '../contentNames';
import { canEdit } from '../permissions';
import { activePageOf, replacePage, replaceVisual, splitVisualKey, visualOf } from '../reportLookups';
import type { ReportSession } from '../reportSession';
import { visualKeyOf, type ReportState } from '../reportState';

// Report authoring on the active page (edit mode, an edit or create token): visuals added from the
// visualizations pane or made from a field, fields added to and removed from a visual, its type changed, the
// visual deleted. Each change leaves the report with unsaved changes; the authored visual is the selected one.

const authoring = (state: ReportState) => state.viewMode === models.ViewMode.Edit && canEdit(state);

/** The authored visual's title: what its fields show (a textbox or button keeps its own). */
function titled(session: ReportSession, visual: VisualDefinition): VisualDefinition {
  if (!takesFields(visual.type)) return visual;
  const { catalog, context } = session;
  return { ...visual, title: fieldsTitleOf(visual.fields, (field) => catalog.label(field), context.t) };
}

/** The selected visual of the active page, if it is one. */
export function selectedVisualOf(state: ReportState): VisualDefinition | undefined {
  if (!state.selectedVisual) return undefined;
  const { page, visual } = splitVisualKey(state.selectedVisual);
  return page === state.activePage ? visualOf(state, page, visual) : undefined;
}

/** A visual of the active page focused on the edit canvas: the one the authoring pane works on. */
export function selectForAuthoring(session: ReportSession, page: string, visual: string): void {
  const state = session.state;
  if (!authoring(state) || page !== state.activePage || !visualOf(state, page, visual)) return;
  const key = visualKeyOf(page, visual);
  if (state.selectedVisual !== key) session.update((current) => ({ ...current, selectedVisual: key }));
}

function insertVisual(session: ReportSession, visual: VisualDefinition): string {
  const page = session.state.activePage;
  session.update((state) => ({
    ...replacePage(state, page, (definition) => ({
      ...definition,
      visuals: [...definition.visuals, visual],
    })),
    selectedVisual: visualKeyOf(page, visual.name),
    dirty: true,
  }));
  return visual.name;
}

/** A visual that became another type grows to that type's size if it was smaller (a card turned chart). */
function sizedFor(page: PageDefinition, before: VisualDefinition, after: VisualDefinition): VisualDefinition {
  if (before.type === after.type) return after;
  const size = defaultSizeOf(after.type);
  const width = Math.min(Math.max(after.layout.width, size.width), page.size.width);
  const height = Math.min(Math.max(after.layout.height, size.height), page.size.height);
  const x = Math.min(after.layout.x, page.size.width - width);
  const y = Math.min(after.layout.y, page.size.height - height);
  return { ...after, layout: { ...after.layout, x, y, width, height } };
}

function changeVisual(
  session: ReportSession,
  name: string,
  change: (visual: VisualDefinition) => VisualDefinition,
) {
  const page = session.state.activePage;
  const definition = activePageOf(session.state);
  session.update((state) => ({
    ...replaceVisual(state, page, name, (visual) =>
      titled(session, sizedFor(definition, visual, change(visual))),
    ),
    selectedVisual: visualKeyOf(page, name),
    dirty: true,
  }));
}

function newVisual(
  session: ReportSession,
  type: VisualType,
  at?: { x: number; y: number },
): VisualDefinition {
  const page = activePageOf(session.state);
  return {
    name: newContentName('', new Set(page.visuals.map((visual) => visual.name))),
    title: '',
    type,
    layout: layoutForNewVisual(page, defaultSizeOf(type), at),
    fields: {},
    filters: [],
  };
}

/**
 * A visual type chosen in the visualizations pane: the selected visual becomes that type (keeping the fields
 * it can show), or, with none selected, an empty visual of that type is added. Answers the visual's name.
 */
export function chooseVisualType(session: ReportSession, type: VisualType): string | undefined {
  const state = session.state;
  if (!authoring(state)) return undefined;
  const selected = selectedVisualOf(state);
  if (!selected) return insertVisual(session, newVisual(session, type));
  changeVisual(session, selected.name, (visual) => ({
    ...visual,
    type,
    fields: fieldsForType(visual.fields, type),
    ...(type === 'textbox' ? { options: { text: visual.title } } : {}),
  }));
  return selected.name;
}

/**
 * A field chosen in the fields pane (by keyboard or click), or dropped: onto a visual (`target`), into the
 * selected one, or else as a new visual of its own (a card for a value, a table otherwise), placed where it
 * was dropped (`at`, in page units) or in the first free place. Answers the visual's name.
 */
export function addField(
  session: ReportSession,
  choice: FieldChoice,
  options: { target?: string; at?: { x: number; y: number } } = {},
): string | undefined {
  const state = session.state;
  if (!authoring(state)) return undefined;
  const field = boundFieldOf(choice, state.dataset);
  if (!field) return undefined;
  const target = options.target
    ? visualOf(state, state.activePage, options.target)
    : options.at
      ? undefined
      : selectedVisualOf(state);
  if (target && takesFields(target.type)) {
    changeVisual(session, target.name, (visual) => withField(visual, field));
    return target.name;
  }
  const visual = newVisual(session, typeForField(field), options.at);
  return insertVisual(session, titled(session, withField(visual, field)));
}

/** A field taken out of one of the visual's wells. */
export function removeField(session: ReportSession, visual: string, well: FieldWell, index: number): void {
  const state = session.state;
  if (!authoring(state) || !visualOf(state, state.activePage, visual)) return;
  changeVisual(session, visual, (definition) => withoutField(definition, well, index));
}

/** A click on the page itself in edit mode: no visual is selected (a field then makes a visual of its own). */
export function clearAuthoringSelection(session: ReportSession): void {
  if (authoring(session.state) && session.state.selectedVisual !== null)
    session.update((state) => ({ ...state, selectedVisual: null }));
}

/** Deletes a visual of the active page (Delete on the selected visual). */
export function deleteVisual(session: ReportSession, visual: string): void {
  const state = session.state;
  if (!authoring(state) || !visualOf(state, state.activePage, visual)) return;
  const key = visualKeyOf(state.activePage, visual);
  const without = <T>(record: Record<string, T>) => {
    const { [key]: _gone, ...rest } = record;
    return rest;
  };
  session.update((current) => ({
    ...replacePage(current, current.activePage, (page) => ({
      ...page,
      visuals: page.visuals.filter((candidate) => candidate.name !== visual),
    })),
    filters: { ...current.filters, visuals: without(current.filters.visuals) },
    slicers: without(current.slicers),
    sorts: without(current.sorts),
    selection: current.selection?.visual === visual ? null : current.selection,
    selectedVisual: current.selectedVisual === key ? null : current.selectedVisual,
    focusedVisual: current.focusedVisual === key ? null : current.focusedVisual,
    tableViewVisual: current.tableViewVisual === key ? null : current.tableViewVisual,
    dirty: true,
  }));
}
