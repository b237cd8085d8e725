import type { IHttpPostMessageResponse } from './envelope';

/**
 * Failures the host side produces itself, shaped like the frame's failure responses (an envelope whose body
 * is an IError), so callers handle them the way they handle every other rejection.
 */
export const REQUEST_TIMEOUT_STATUS = 408;
export const REQUEST_ABORTED_STATUS = 499;
export const UNTRUSTED_TARGET_STATUS = 403;

export interface RequestFailureBody {
  message: string;
  detailedMessage: string;
}

function failure(
  statusCode: number,
  statusText: string,
  body: RequestFailureBody,
): IHttpPostMessageResponse<RequestFailureBody> {
  return { statusCode, statusText, headers: {}, body };
}

export function requestTimedOut(what: string, timeoutMs: number) {
  return failure(REQUEST_TIMEOUT_STATUS, 'Request Timeout', {
    message: 'requestTimeout',
    detailedMessage: `The embedded frame did not answer ${what} within ${timeoutMs} ms.`,
  });
}

export function requestAborted(what: string, reason: unknown) {
  const why = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : 'aborted';
  return failure(REQUEST_ABORTED_STATUS, 'Request Aborted', {
    message: 'requestAborted',
    detailedMessage: `${what} was aborted: ${why}`,
  });
}

export function untrustedTarget(what: string) {
  return failure(UNTRUSTED_TARGET_STATUS, 'Untrusted Target', {
    message: 'untrustedTarget',
    detailedMessage: `${what} was not sent: the target window is not the frame of an embed of this service.`,
  });
}
