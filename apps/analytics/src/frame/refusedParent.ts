import { models } from '@nuvem/embed';
import { dashboardEventUrl, qnaEventUrl, reportEventUrl, tileEventUrl } from '../protocol/eventUrls';
import { openFrameChannel, type FrameChannel } from '../protocol/frameChannel';
import { frameError } from '../protocol/frameErrors';
import { isRequest } from '../protocol/notFoundHandler';
import type { MessageHandler } from '../protocol/protocolTypes';
import type { FrameAccess } from './frameAccess';
import type { EmbedRoute } from './frameRoute';
import { LOAD_FAILED } from './loadFailure';

/** A refused parent gets at most this many answers; a flood past them goes unanswered and costs nothing. */
export const MAX_REFUSED_ANSWERS = 20;

/** The requests that start an embed: refused, they send the `error` event too, as a failed load does. */
const LOAD_URLS: ReadonlySet<string> = new Set([
  '/report/load',
  '/report/prepare',
  '/report/create',
  '/quickcreate',
  '/dashboard/load',
  '/dashboard/prepare',
  '/tile/load',
  '/qna/load',
  '/qna/prepare',
]);

const ERROR_EVENT_URL: Record<EmbedRoute, (uid: string) => string> = {
  report: (uid) => reportEventUrl(uid, 'error'),
  paginated: (uid) => reportEventUrl(uid, 'error'),
  dashboard: (uid) => dashboardEventUrl(uid, 'error'),
  tile: (uid) => tileEventUrl(uid, 'error'),
  qna: (uid) => qnaEventUrl(uid, 'error'),
};

/** Why the parent is refused: its origin is not on the API's list, or the list could not be fetched. */
export type Refusal = Extract<FrameAccess, 'blocked' | 'unavailable'>;

export interface RefusalAnswer {
  statusCode: number;
  error: models.IError;
}

/**
 * What a refused parent hears: the load failure of the frame's embed type (the `message` a host compares),
 * the reason in the frame's language, and nothing else: no content, no token, not the allowed origins.
 */
export function refusalAnswerOf(
  route: EmbedRoute,
  refusal: Refusal,
  parentOrigin: string,
  t: (key: string, values: Record<string, unknown>) => string,
): RefusalAnswer {
  const fatal = models.TraceType.Fatal;
  return refusal === 'blocked'
    ? {
        statusCode: 403,
        error: frameError(
          LOAD_FAILED[route],
          t('blocked.originNotAllowed', { origin: parentOrigin }),
          'originNotAllowed',
          fatal,
        ),
      }
    : {
        statusCode: 503,
        error: frameError(
          LOAD_FAILED[route],
          t('blocked.originUnchecked', { origin: parentOrigin }),
          'originCheckFailed',
          fatal,
        ),
      };
}

export interface RefusingChannelOptions {
  receiveWindow: EventTarget;
  parent: Window;
  parentOrigin: string;
  route: EmbedRoute;
  uid: string;
  answer: RefusalAnswer;
}

/**
 * The channel of a frame whose parent may not embed it: no route, no ready, no event of its own. Each
 * request of the parent (only `parent`, at `parentOrigin`, as any channel of the frame) is answered with the
 * refusal, and a load also with the `error` event on the embed type's route, so both SDKs report it (neither
 * turns a refused load into an event itself). At most MAX_REFUSED_ANSWERS requests are answered.
 */
export function openRefusingChannel(options: RefusingChannelOptions): FrameChannel {
  const { answer } = options;
  const errorUrl = ERROR_EVENT_URL[options.route](options.uid);
  let answered = 0;
  const refuse: MessageHandler = {
    test: (message) => isRequest(message) && answered < MAX_REFUSED_ANSWERS,
    handle: (message) => {
      answered += 1;
      if (isRequest(message) && LOAD_URLS.has(message.url.split('?')[0] ?? '')) {
        channel.emit(errorUrl, answer.error);
      }
      return { statusCode: answer.statusCode, headers: {}, body: answer.error };
    },
  };
  const channel = openFrameChannel({
    receiveWindow: options.receiveWindow,
    parent: options.parent,
    parentOrigin: options.parentOrigin,
    fallback: refuse,
  });
  return channel;
}
