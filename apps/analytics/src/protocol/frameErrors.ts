import { models } from '@nuvem/embed';

/**
 * IErrors the frame reports (the `error` event, failed answers): `message` is a short stable name a host can
 * compare, `detailedMessage` says what happened in English, `errorCode` is powerbi-models' CommonErrorCodes
 * where one fits. The frame shows its own translated text for them (view/FrameError), keyed by `message`.
 */
export function frameError(
  message: string,
  detailedMessage: string,
  errorCode: string = message,
  level: models.TraceType = models.TraceType.Error,
): models.IError {
  return { message, detailedMessage, errorCode, level };
}

export const tokenExpiredError = () =>
  frameError(
    models.CommonErrorCodes.TokenExpired,
    'The access token has expired. Resubmit with a new access token.',
    models.CommonErrorCodes.TokenExpired,
  );

export const notFoundError = (what: 'page' | 'visual' | 'bookmark' | 'tile', name: string) =>
  frameError(`${what}NotFound`, `The ${what} '${name}' was not found.`, models.CommonErrorCodes.NotFound);

export const notLoadedError = () =>
  frameError('notLoaded', 'Nothing is loaded in the frame yet: post a load first.');

export const notAuthorizedError = (detail: string) =>
  frameError('notAuthorized', detail, models.CommonErrorCodes.NotAuthorized);

/** What the frame shows for an error it reported, by its `message` (view/FrameError translates these). */
export const SHOWN_ERRORS = [
  'TokenExpired',
  'LoadReportFailed',
  'loadDashboardFailed',
  'loadTileFailed',
  'loadQnaFailed',
  'notAuthorized',
  'contentNotFound',
  'visualNotFound',
  'tileNotFound',
  'saveFailed',
  'quickCreateInvalid',
] as const;
