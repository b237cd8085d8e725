import { ApiError, type ApiErrorBody } from './ApiError';

/**
 * How a token refresh the API could not take right now is tried again (issue 29: a 429 on refresh signed
 * users out). Only a refusal ends the session (spec §8); a 429, a 5xx or no answer waits and retries, the
 * stored refresh token kept: what the server asks in Retry-After, else 1 s, 2 s, 4 s, 8 s; never more than
 * 30 s at a time, and 4 retries at most before the call fails (the session stays, for the next call).
 */
export const REFRESH_RETRY = { retries: 4, firstDelayMs: 1_000, maxDelayMs: 30_000 } as const;

/** Whether a failed refresh ends the session (spec §8): its token refused (400 invalid_grant), or a 401. */
export function refreshEndsSession(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.kind !== 'http') return false;
  return error.status === 401 || (error.status === 400 && error.code === 'invalid_grant');
}

/**
 * The wait before trying a failed refresh again (`attempt` retries made so far), or undefined when it is not
 * to be tried again: a refusal, an abort, another client error, or the retries spent.
 */
export function refreshRetryDelay(error: unknown, attempt: number): number | undefined {
  if (!(error instanceof ApiError) || attempt >= REFRESH_RETRY.retries) return undefined;
  const transient = error.kind === 'unreachable' || error.status === 429 || error.status >= 500;
  if (!transient) return undefined;
  const backoff = REFRESH_RETRY.firstDelayMs * 2 ** attempt;
  return Math.min(error.retryAfterMs ?? backoff, REFRESH_RETRY.maxDelayMs);
}

/**
 * Retry-After in ms: delay-seconds or an HTTP date (RFC 9110 §10.2.3). Undefined when absent or unreadable;
 * a date in the past is no wait.
 */
export function retryAfterMsOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  // An HTTP date has a weekday and a month in letters; Date.parse alone would take '-5' for a year.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long an error answer asks to wait: its Retry-After, else a too_many_requests' variable (whole seconds,
 * as the API writes it: a portal on another origin cannot read Retry-After, which CORS does not expose).
 */
export function retryAfterMsOfAnswer(response: Response, body: ApiErrorBody): number | undefined {
  const header = retryAfterMsOf(response.headers.get('retry-after'));
  if (header !== undefined || body.error_code !== 'too_many_requests') return header;
  const seconds = body.error_vars?.[0];
  return seconds !== undefined && /^\d+$/.test(seconds) ? Number(seconds) * 1_000 : undefined;
}
