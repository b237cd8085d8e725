import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Embed } from './embed';
import { jwtExpiry, startTokenRefresh } from './tokenRefresh';

function jwt(claims: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'none' })}.${encode(claims)}.signature`;
}

function fakeEmbed(accessToken: string) {
  const setAccessToken = vi.fn(async (token: string) => {
    embed.config.accessToken = token;
  });
  const embed = { config: { accessToken }, setAccessToken } as unknown as Embed & {
    setAccessToken: typeof setAccessToken;
  };
  return embed;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
});

afterEach(() => vi.useRealTimers());

describe('jwtExpiry', () => {
  it('reads exp (seconds) as epoch milliseconds, and ignores anything that is not a JWT with exp', () => {
    expect(jwtExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(jwtExpiry(jwt({ sub: 'x' }))).toBeUndefined();
    expect(jwtExpiry('opaque-embed-token')).toBeUndefined();
    expect(jwtExpiry('a.%%%.c')).toBeUndefined();
    expect(jwtExpiry(undefined)).toBeUndefined();
  });
});

describe('startTokenRefresh', () => {
  it('refreshes two minutes before a JWT expires, then again before the new one expires', async () => {
    const now = Date.now();
    const embed = fakeEmbed(jwt({ exp: (now + 60 * 60_000) / 1000 }));
    const next = jwt({ exp: (now + 2 * 60 * 60_000) / 1000 });
    const getToken = vi.fn(async () => next);
    startTokenRefresh(embed, { getToken });
    await vi.advanceTimersByTimeAsync(58 * 60_000 - 1);
    expect(getToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(embed.setAccessToken).toHaveBeenCalledWith(next);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('uses the expiry the provider returns, and the fallback interval when none is known', async () => {
    const embed = fakeEmbed('opaque');
    const getToken = vi.fn(async () => ({ accessToken: 'fresh', expiresAt: Date.now() + 30 * 60_000 }));
    startTokenRefresh(embed, { getToken, fallbackIntervalMs: 5 * 60_000, refreshBeforeMs: 60_000 });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    // The new token expires in 30 min (from when it was fetched): the next refresh is 29 min later.
    await vi.advanceTimersByTimeAsync(29 * 60_000 - 1);
    expect(getToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('reports a failed refresh and retries it, never in a tight loop', async () => {
    const embed = fakeEmbed(jwt({ exp: Date.now() / 1000 - 60 }));
    const onError = vi.fn();
    const getToken = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('fresh');
    startTokenRefresh(embed, { getToken, onError, retryDelayMs: 30_000 });
    // Already expired: the first attempt waits the minimum delay.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(embed.setAccessToken).toHaveBeenCalledWith('fresh');
  });

  it('stops for good when the returned function is called', async () => {
    const embed = fakeEmbed('opaque');
    const getToken = vi.fn(async () => 'fresh');
    const stop = startTokenRefresh(embed, { getToken, fallbackIntervalMs: 60_000 });
    stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(getToken).not.toHaveBeenCalled();
  });
});
