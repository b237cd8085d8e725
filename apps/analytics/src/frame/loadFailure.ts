import { models } from '@nuvem/embed';
import { AnalyticsApiError, EMBED_TOKEN_INVALID, ITEM_NOT_FOUND } from '../data/analyticsApiError';
import { frameError } from '../protocol/frameErrors';
import type { EmbedRoute } from './frameRoute';

/** A load that cannot go on, with the IError the host hears (the `error` event) and the frame shows. */
export class LoadFailure extends Error {
  constructor(readonly error: models.IError) {
    super(error.message);
    this.name = 'LoadFailure';
  }
}

export type LoadFailedMessage =
  'LoadReportFailed' | 'loadDashboardFailed' | 'loadTileFailed' | 'loadQnaFailed';

/** The `message` of a failed load, by the frame's route (a paginated report is a report to the SDKs). */
export const LOAD_FAILED: Record<EmbedRoute, LoadFailedMessage> = {
  report: 'LoadReportFailed',
  paginated: 'LoadReportFailed',
  dashboard: 'loadDashboardFailed',
  tile: 'loadTileFailed',
  qna: 'loadQnaFailed',
};

/**
 * Why a load failed, as an IError of level Fatal: content the token does not reach (404 for unknown and
 * not-yours alike, docs/analytics.md), a token refused, or anything else. API details stay in
 * detailedMessage; no token is ever part of it.
 */
export function loadErrorOf(error: unknown, failed: LoadFailedMessage): models.IError {
  if (error instanceof LoadFailure) return error.error;
  const fatal = models.TraceType.Fatal;
  if (error instanceof AnalyticsApiError) {
    if (error.status === 404 || error.code === ITEM_NOT_FOUND)
      return frameError('contentNotFound', error.message, models.CommonErrorCodes.NotFound, fatal);
    if (error.status === 403 || error.code === EMBED_TOKEN_INVALID)
      return frameError('notAuthorized', error.message, models.CommonErrorCodes.NotAuthorized, fatal);
    return frameError(
      failed,
      `${error.code}: ${error.message}`,
      models.CommonErrorCodes.LoadReportFailed,
      fatal,
    );
  }
  const detail = error instanceof Error ? error.message : 'The content could not be loaded.';
  return frameError(failed, detail, models.CommonErrorCodes.LoadReportFailed, fatal);
}
