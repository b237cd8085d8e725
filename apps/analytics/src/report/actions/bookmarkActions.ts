import type { ReportViewState } from '@nuvem/api-contract';
import { decodeViewState, encodeViewState } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import { findBookmark, playableBookmarks } from '../bookmarks';
import { newContentName } from '../contentNames';
import { filterErrors } from '../filterValidation';
import { invalidRequest, notFound } from '../refusal';
import type { ReportSession } from '../reportSession';
import { applyViewState, captureViewState, filtersInViewState } from '../viewState';

/** Applies a captured view; pageChanged goes out when it shows another page. Refused whole when any of it is invalid. */
function applyView(
  session: ReportSession,
  view: ReportViewState | undefined,
  bookmarkName: string | null,
): void {
  if (!view) throw invalidRequest([{ message: 'state is invalid' }]);
  const errors = filterErrors(filtersInViewState(view), session.catalog);
  if (errors) throw invalidRequest(errors);
  const before = session.state;
  const applied = applyViewState(before, view);
  if (!applied) throw invalidRequest([{ message: 'state is invalid' }]);
  session.update(() => ({ ...applied, appliedBookmark: bookmarkName }));
  if (applied.activePage !== before.activePage)
    session.emit('pageChanged', {
      newPage: session.pageDescriptor(applied.activePage),
      oldPage: session.pageDescriptor(before.activePage),
    });
}

/** POST /report/bookmarks/applyByName {name}: bookmarkApplied {bookmarkName} once applied. */
export function applyBookmarkByName(session: ReportSession, body: unknown): void {
  const errors = models.validateApplyBookmarkByNameRequest(body);
  if (errors) throw invalidRequest(errors);
  const { name } = body as models.IApplyBookmarkByNameRequest;
  const bookmark = findBookmark(session.state.report.bookmarks, name);
  if (!bookmark) throw notFound('bookmark', name);
  applyView(session, decodeViewState(bookmark.state), name);
  session.emit('bookmarkApplied', { bookmarkName: name });
}

/** POST /report/bookmarks/applyState {state}: a state capture gave; 400 for anything else. */
export function applyBookmarkState(session: ReportSession, body: unknown): void {
  const errors = models.validateApplyBookmarkStateRequest(body);
  if (errors) throw invalidRequest(errors);
  applyView(session, decodeViewState((body as models.IApplyBookmarkStateRequest).state), null);
}

/** POST /report/bookmarks/capture {options}: the view as a new bookmark (not added to the report's list, as in Power BI). */
export function captureBookmark(session: ReportSession, body: unknown): models.IReportBookmark {
  const errors = models.validateCaptureBookmarkRequest(body);
  if (errors) throw invalidRequest(errors);
  const { options } = body as models.ICaptureBookmarkRequest;
  const state = session.state;
  return {
    name: newContentName('Bookmark'),
    displayName: session.context.t('bookmarks.captured', { number: state.report.bookmarks.length + 1 }),
    state: encodeViewState(captureViewState(state, options)),
  };
}

/** POST /report/bookmarks/play {playMode}: Presentation shows the slideshow bar over the report, Off hides it. */
export function playBookmarks(session: ReportSession, body: unknown): void {
  const errors = models.validatePlayBookmarkRequest(body);
  if (errors) throw invalidRequest(errors);
  const playing = (body as models.IPlayBookmarkRequest).playMode === models.BookmarksPlayMode.Presentation;
  session.update((state) => ({ ...state, bookmarksPlaying: playing }));
}

/** The slideshow's previous or next bookmark (wrapping around), applied. */
export function stepBookmark(session: ReportSession, step: 1 | -1): void {
  const bookmarks = playableBookmarks(session.state.report.bookmarks);
  if (bookmarks.length === 0) return;
  const current = bookmarks.findIndex((bookmark) => bookmark.name === session.state.appliedBookmark);
  const next = bookmarks[(current + step + bookmarks.length) % bookmarks.length]!;
  applyBookmarkByName(session, { name: next.name });
}
