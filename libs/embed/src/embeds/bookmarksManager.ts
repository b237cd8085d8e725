import type { BookmarksPlayMode } from '../models';
import type { ICaptureBookmarkOptions, IReportBookmark } from '../models/requestTypes';
import type { IHttpPostMessageResponse } from '../protocol/envelope';
import { refuseForRDL } from './rdlGuard';
import { ask, type IReportNode } from './reportNode';
import { bodyOfCall, envelopeOfCall } from './responses';

export interface IBookmarksManager {
  getBookmarks(): Promise<IReportBookmark[]>;
  apply(bookmarkName: string): Promise<IHttpPostMessageResponse<void>>;
  play(playMode: BookmarksPlayMode): Promise<IHttpPostMessageResponse<void>>;
  capture(options?: ICaptureBookmarkOptions): Promise<IReportBookmark>;
  applyState(state: string): Promise<IHttpPostMessageResponse<void>>;
}

/** A report's bookmarks: list, apply by name, play, capture and apply a captured state. Not for RDL. */
export class BookmarksManager implements IBookmarksManager {
  constructor(private readonly report: IReportNode) {}

  getBookmarks(): Promise<IReportBookmark[]> {
    return this.refused() ?? bodyOfCall(ask<IReportBookmark[]>(this.report, 'get', '/report/bookmarks'));
  }

  apply(bookmarkName: string): Promise<IHttpPostMessageResponse<void>> {
    return (
      this.refused() ??
      envelopeOfCall(ask<void>(this.report, 'post', '/report/bookmarks/applyByName', { name: bookmarkName }))
    );
  }

  play(playMode: BookmarksPlayMode): Promise<IHttpPostMessageResponse<void>> {
    return (
      this.refused() ?? envelopeOfCall(ask<void>(this.report, 'post', '/report/bookmarks/play', { playMode }))
    );
  }

  capture(options?: ICaptureBookmarkOptions): Promise<IReportBookmark> {
    return (
      this.refused() ??
      bodyOfCall(
        ask<IReportBookmark>(this.report, 'post', '/report/bookmarks/capture', { options: options ?? {} }),
      )
    );
  }

  applyState(state: string): Promise<IHttpPostMessageResponse<void>> {
    return (
      this.refused() ??
      envelopeOfCall(ask<void>(this.report, 'post', '/report/bookmarks/applyState', { state }))
    );
  }

  private refused(): Promise<never> | undefined {
    return refuseForRDL(this.report.config.embedUrl);
  }
}
