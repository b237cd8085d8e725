import { ApiError } from './ApiError';
import { refreshEndsSession, refreshRetryDelay, retryAfterMsOf, retryAfterMsOfAnswer } from './refreshRetry';

const http = (status: number, code?: string, retryAfterMs?: number) =>
  new ApiError('http', status, code ? { error_code: code } : {}, 'api.test', retryAfterMs);
const unreachable = new ApiError('unreachable', 0);

// The numbers are the and this rule's own (refreshRetry.ts), stated here rather than imported, so
// a drifting constant fails: waits of 1, 2, 4, 8 s, at most 30 s each, 4 retries.
describe('refreshRetryDelay', () => {
  test.each([
    ['a 429 with Retry-After 2 s', http(429, 'too_many_requests', 2000), 0, 2000],
    ['a 429 asking for 10 minutes', http(429, 'too_many_requests', 600_000), 0, 30_000],
    ['a 429 without Retry-After, first retry', http(429, 'too_many_requests'), 0, 1000],
    ['a 500, second retry', http(500, 'internal_error'), 1, 2000],
    ['a 503, third retry', http(503), 2, 4000],
    ['no answer, fourth retry', unreachable, 3, 8000],
    ['no answer, after 4 retries', unreachable, 4, undefined],
    ['a 429, after 4 retries', http(429, 'too_many_requests', 1000), 4, undefined],
    ['400 invalid_grant', http(400, 'invalid_grant'), 0, undefined],
    ['a 401', http(401, 'unauthorized'), 0, undefined],
    ['a 403', http(403, 'forbidden'), 0, undefined],
    ['an abort', new DOMException('aborted', 'AbortError'), 0, undefined],
  ])('%s', (_, error, attempt, expected) => {
    expect(refreshRetryDelay(error, attempt)).toBe(expected);
  });
});

describe('refreshEndsSession (spec §8)', () => {
  test.each([
    ['400 invalid_grant', http(400, 'invalid_grant'), true],
    ['401', http(401, 'unauthorized'), true],
    ['400 validation_failed', http(400, 'validation_failed'), false],
    ['429', http(429, 'too_many_requests'), false],
    ['500', http(500, 'internal_error'), false],
    ['no answer', unreachable, false],
    ['not an ApiError', new Error('x'), false],
  ])('%s', (_, error, expected) => {
    expect(refreshEndsSession(error)).toBe(expected);
  });
});

describe('retryAfterMsOf (RFC 9110 §10.2.3)', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  test.each([
    ['120', 120_000],
    [' 0 ', 0],
    ['Sun, 01 Mar 2026 12:00:30 GMT', 30_000],
    ['Sun, 01 Mar 2026 11:00:00 GMT', 0],
    ['soon', undefined],
    ['-5', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %s', (header, expected) => {
    expect(retryAfterMsOf(header, now)).toBe(expected);
  });
});

describe('retryAfterMsOfAnswer', () => {
  const answer = (headers: Record<string, string> = {}) => new Response(null, { status: 429, headers });
  test('Retry-After first', () => {
    expect(
      retryAfterMsOfAnswer(answer({ 'retry-after': '3' }), {
        error_code: 'too_many_requests',
        error_vars: ['9'],
      }),
    ).toBe(3000);
  });
  test('else the seconds of too_many_requests (a portal on another origin cannot read the header)', () => {
    expect(retryAfterMsOfAnswer(answer(), { error_code: 'too_many_requests', error_vars: ['9'] })).toBe(9000);
  });
  test('nothing for another error, or a variable that is not whole seconds', () => {
    expect(retryAfterMsOfAnswer(answer(), { error_code: 'internal_error', error_vars: ['9'] })).toBe(
      undefined,
    );
    expect(retryAfterMsOfAnswer(answer(), { error_code: 'too_many_requests', error_vars: ['x'] })).toBe(
      undefined,
    );
  });
});
