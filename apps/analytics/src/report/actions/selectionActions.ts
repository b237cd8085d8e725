import { models } from '@nuvem/embed';
import type { VisualDataPoint } from '@nuvem/ui';
import { identityValueOf } from '../../data/dataPointIdentity';
import { fieldRolesOf } from '../../data/visualQuery';
import { selectionFilters } from '../crossFilter';
import { menuCommandsFor, type MenuKind } from '../menuCommands';
import { notFound } from '../refusal';
import { visualOf } from '../reportLookups';
import type { ReportSession } from '../reportSession';
import { visualKeyOf, type DataSelection } from '../reportState';

const samePoint = (a: VisualDataPoint, b: VisualDataPoint) =>
  JSON.stringify(a.identity) === JSON.stringify(b.identity);

/** The selection after a pick: a plain pick replaces it (or clears it when it is the one picked), a multi pick toggles the point. */
export function nextSelection(
  current: DataSelection | null,
  page: string,
  visual: string,
  point: VisualDataPoint | null,
  multi: boolean,
): DataSelection | null {
  if (!point) return null;
  const sameVisual = current?.page === page && current.visual === visual;
  const points = sameVisual ? current.points : [];
  const picked = points.some((candidate) => samePoint(candidate, point));
  if (multi) {
    const next = picked ? points.filter((candidate) => !samePoint(candidate, point)) : [...points, point];
    return next.length > 0 ? { page, visual, points: next } : null;
  }
  return picked && points.length === 1 ? null : { page, visual, points: [point] };
}

/** The ISelection events carry (embed spec §3 "dataSelected"): the visual, its page, the points and their filters. */
function selectionEvent(
  session: ReportSession,
  page: string,
  visual: string,
  points: readonly VisualDataPoint[],
) {
  const definition = visualOf(session.state, page, visual)!;
  const fields = fieldRolesOf(definition);
  return {
    report: session.reportDescriptor(),
    page: session.pageDescriptor(page),
    visual: session.visualDescriptor(page, visual),
    dataPoints: points.map((point) => identityValueOf(point, fields)),
    regions: [],
    filters: selectionFilters(definition, points),
  };
}

/**
 * A viewer picked (or cleared, with null) a data point of a visual: the page's other visuals are
 * cross-filtered by the selection, and dataSelected is sent with the points picked now.
 */
export function selectDataPoint(
  session: ReportSession,
  page: string,
  visual: string,
  point: VisualDataPoint | null,
  multi = false,
): void {
  if (!visualOf(session.state, page, visual)) throw notFound('visual', visual);
  const selection = nextSelection(session.state.selection, page, visual, point, multi);
  session.update((state) => ({ ...state, selection, selectedVisual: visualKeyOf(page, visual) }));
  const points = selection?.visual === visual && selection.page === page ? selection.points : [];
  session.emitForVisual(page, visual, 'dataSelected', selectionEvent(session, page, visual, points));
}

/** A slicer's selection changed in the frame: it filters the page, and dataSelected says what was picked. */
export function selectSlicerValues(
  session: ReportSession,
  page: string,
  visual: string,
  filters: models.IFilter[],
  points: readonly VisualDataPoint[],
): void {
  if (!visualOf(session.state, page, visual)) throw notFound('visual', visual);
  const key = visualKeyOf(page, visual);
  session.update((state) => ({
    ...state,
    slicers: { ...state.slicers, [key]: filters },
    selectedVisual: key,
  }));
  session.emitForVisual(page, visual, 'dataSelected', {
    ...selectionEvent(session, page, visual, points),
    filters,
  });
}

/**
 * A visual was clicked: visualClicked, and selectionChanged when the canvas's selected visual changed. A
 * click whose page is no longer shown (a button that showed another page) selects nothing.
 */
export function clickVisual(session: ReportSession, page: string, visual: string): void {
  if (!visualOf(session.state, page, visual) || session.state.activePage !== page) return;
  const key = visualKeyOf(page, visual);
  const changed = session.state.selectedVisual !== key;
  session.update((state) => ({ ...state, selectedVisual: key }));
  const payload = {
    report: session.reportDescriptor(),
    page: session.pageDescriptor(page),
    visual: session.visualDescriptor(page, visual),
  };
  session.emitForVisual(page, visual, 'visualClicked', payload);
  if (changed) session.emit('selectionChanged', { ...payload, selectedItems: [payload.visual] });
}

/** POST /report/clearSelectedVisuals/{clearPopOutState}: no visual selected, no cross-filter; with true, no focus mode either. */
export function clearSelectedVisuals(session: ReportSession, clearPopOutState: boolean): void {
  session.update((state) => ({
    ...state,
    selection: null,
    selectedVisual: null,
    ...(clearPopOutState ? { focusedVisual: null, tableViewVisual: null } : {}),
  }));
}

/** A host's menu command was chosen on a visual: commandTriggered with the command, the visual and the points picked. */
export function triggerCommand(
  session: ReportSession,
  page: string,
  visual: string,
  menu: MenuKind,
  commandName: string,
): void {
  const definition = visualOf(session.state, page, visual);
  if (!definition) return;
  const command = menuCommandsFor(session.state.settings, definition, menu).find(
    (item) => item.name === commandName,
  );
  if (!command) return;
  const selection = session.state.selection;
  const points = selection?.page === page && selection.visual === visual ? selection.points : [];
  const fields = fieldRolesOf(definition);
  session.emit('commandTriggered', {
    command: command.name,
    title: command.commandTitle,
    report: session.reportDescriptor(),
    page: session.pageDescriptor(page),
    visual: session.visualDescriptor(page, visual),
    dataPoints: points.map((point) => identityValueOf(point, fields)),
  });
}

/**
 * A link in a visual's data was followed (settings.hyperlinkClickBehavior): Navigate (the default) opens it,
 * RaiseEvent only sends dataHyperlinkClicked, NavigateAndRaiseEvent does both.
 */
export function followDataHyperlink(
  session: ReportSession,
  page: string,
  visual: string,
  url: string,
  point: VisualDataPoint | null,
  open: (url: string) => void,
): void {
  const definition = visualOf(session.state, page, visual);
  if (!definition) return;
  const behavior = session.state.settings.hyperlinkClickBehavior ?? models.HyperlinkClickBehavior.Navigate;
  if (behavior !== models.HyperlinkClickBehavior.RaiseEvent) open(url);
  if (behavior === models.HyperlinkClickBehavior.Navigate) return;
  const fields = fieldRolesOf(definition);
  session.emitForVisual(page, visual, 'dataHyperlinkClicked', {
    url,
    visualId: visual,
    dataPoints: point ? [identityValueOf(point, fields)] : [],
  });
}
