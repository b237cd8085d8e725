import type { BookmarksPlayMode } from '../models';
import type { IEmbedConfigurationBase } from '../models/configTypes';
import type { ICaptureBookmarkOptions, IReportBookmark } from '../models/requestTypes';
import type { IHttpPostMessageResponse } from '../protocol/envelope';
import { refuseRDL } from './rdlGuard';
import { ask, type IReportNode } from './reportNode';
import { bodyOfCall, envelopeOfCall } from './responses';

export interface IBookmarksManager {
  getBookmarks(): Promise<IReportBookmark[]>;
  apply(bookmarkName: string): Promise<IHttpPostMessageResponse<void>>;
  play(playMode: BookmarksPlayMode): Promise<IHttpPostMessageResponse<void>>;
  capture(options?: ICaptureBookmarkOptions): Promise<IReportBookmark>;
  applyState(state: string): Promise<IHttpPostMessageResponse<void>>;
}

/**
 * A report's bookmarks: list, apply by name, play, capture and apply a captured state. Not for RDL. As the
 * anchor's, it reads the config the report was created with, not the completed one: its requests carry the
 * `uid` the caller gave (none without `config.uniqueId`), and it tells RDL by the configured embed URL.
 */
export class BookmarksManager implements IBookmarksManager {
  readonly #report: IReportNode;
  private readonly config: IEmbedConfigurationBase;

  constructor(report: IReportNode, config: IEmbedConfigurationBase) {
    this.#report = report;
    this.config = config;
  }

  async getBookmarks(): Promise<IReportBookmark[]> {
    this.#refuseRDL();
    return bodyOfCall(this.#ask<IReportBookmark[]>('get', '/report/bookmarks'));
  }

  async apply(bookmarkName: string): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return envelopeOfCall(this.#ask<void>('post', '/report/bookmarks/applyByName', { name: bookmarkName }));
  }

  async play(playMode: BookmarksPlayMode): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return envelopeOfCall(this.#ask<void>('post', '/report/bookmarks/play', { playMode }));
  }

  async capture(options?: ICaptureBookmarkOptions): Promise<IReportBookmark> {
    this.#refuseRDL();
    return bodyOfCall(
      this.#ask<IReportBookmark>('post', '/report/bookmarks/capture', { options: options ?? {} }),
    );
  }

  async applyState(state: string): Promise<IHttpPostMessageResponse<void>> {
    this.#refuseRDL();
    return envelopeOfCall(this.#ask<void>('post', '/report/bookmarks/applyState', { state }));
  }

  #ask<T>(method: 'get' | 'post', url: string, body?: unknown) {
    return ask<T>(this.#report, method, url, body, { uid: this.config.uniqueId });
  }

  #refuseRDL(): void {
    refuseRDL(this.config.embedUrl);
  }
}
