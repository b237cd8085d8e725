import { models } from '@nuvem/embed';
import { Refusal } from '../refusal';
import { visualOf } from '../reportLookups';
import type { ReportSession } from '../reportSession';
import { applyBookmarkByName } from './bookmarkActions';
import { setActivePage } from './pageActions';

/**
 * A button visual was pressed: buttonClicked {id, title, type} (and the bookmark's name for a bookmark
 * button, as Power BI adds it), then its action, through the same actions a host's setPage and
 * applyBookmarkByName take (pageChanged, bookmarkApplied). An action the report cannot carry out (its page
 * or bookmark is gone, a visual embed has no pages) changes nothing and reports an `error` event.
 */
export function clickButton(session: ReportSession, page: string, visual: string): void {
  const definition = visualOf(session.state, page, visual);
  if (definition?.type !== 'actionButton') return;
  const action = definition.options?.action;
  session.emitForVisual(page, visual, 'buttonClicked', {
    id: visual,
    title: definition.title,
    ...(action ? { type: action.type } : {}),
    ...(action?.type === 'bookmark' ? { bookmark: action.bookmark } : {}),
  });
  if (!action) return;
  try {
    if (action.type === 'pageNavigation') setActivePage(session, action.page);
    else applyBookmarkByName(session, { name: action.bookmark });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const [refusal] = [error.body].flat();
    if (refusal) session.emit('error', { ...refusal, level: models.TraceType.Warning });
  }
}
