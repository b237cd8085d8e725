import type { IHttpPostMessageResponse } from '../protocol/envelope';

/** The anchor rejects with `response.body`; failures that are not envelopes are passed on as they are. */
export function bodyOfFailure(response: unknown): unknown {
  return typeof response === 'object' && response !== null && 'body' in response
    ? (response as { body: unknown }).body
    : response;
}

/** Resolves with the response body, rejects with the failure body: what most calls do. */
export async function bodyOfCall<T>(call: Promise<IHttpPostMessageResponse<T>>): Promise<T> {
  try {
    return (await call).body;
  } catch (response) {
    throw bodyOfFailure(response);
  }
}

/** Resolves with the whole envelope, rejects with the failure body: what 19 of the anchor's calls do. */
export async function envelopeOfCall<T>(
  call: Promise<IHttpPostMessageResponse<T>>,
): Promise<IHttpPostMessageResponse<T>> {
  try {
    return await call;
  } catch (response) {
    throw bodyOfFailure(response);
  }
}

/**
 * A call the SDK makes on its own (load, front-load, create): its failure reaches the host page as an
 * unhandled rejection, where error monitoring sees it, as the anchor's does. A request the host aborted
 * (`service.reset`, `abortRequests`) is no failure: it stays silent.
 */
export function surfaceFailure(call: Promise<unknown>): void {
  call.catch((failure: unknown) => {
    if ((failure as { message?: unknown } | null)?.message !== 'requestAborted') throw failure;
  });
}
