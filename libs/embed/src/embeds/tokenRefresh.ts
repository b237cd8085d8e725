import type { Embed } from './embed';

/** A fresh token, and optionally when it expires (a Date or epoch milliseconds). */
export type FreshToken = string | { accessToken: string; expiresAt?: Date | number };

export interface TokenRefreshOptions {
  /** Called shortly before the current token expires; returns the next token. */
  getToken: () => FreshToken | Promise<FreshToken>;
  /** When the current token expires, if it is not a JWT carrying `exp`. */
  expiresAt?: Date | number;
  /** How long before expiry to refresh. Default: two minutes. */
  refreshBeforeMs?: number;
  /** How often to refresh when the expiry cannot be known. Default: five minutes. */
  fallbackIntervalMs?: number;
  /** Wait before retrying a failed refresh. Default: 30 seconds. */
  retryDelayMs?: number;
  /** Told about each failed refresh (the refresh is retried); the console is told when it is omitted. */
  onError?: (error: unknown) => void;
}

const DEFAULTS = { refreshBeforeMs: 120_000, fallbackIntervalMs: 300_000, retryDelayMs: 30_000 };
/** Never refresh in a tight loop, even for a token that is already expired. */
const MINIMUM_DELAY_MS = 10_000;

/** The `exp` claim of a JWT, in epoch milliseconds, or undefined for anything else. */
export function jwtExpiry(token: string | undefined): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = globalThis.atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

function toEpoch(when: Date | number | undefined): number | undefined {
  return when instanceof Date ? when.getTime() : when;
}

/** Schedules refreshes until the returned function is called. */
export function startTokenRefresh(embed: Embed, options: TokenRefreshOptions): () => void {
  const settings = { ...DEFAULTS, ...options };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const delayUntilRefresh = (expiresAt: number | undefined) =>
    expiresAt === undefined
      ? settings.fallbackIntervalMs
      : Math.max(MINIMUM_DELAY_MS, expiresAt - Date.now() - settings.refreshBeforeMs);

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(refresh, delayMs);
  };

  const refresh = async () => {
    try {
      const fresh = await settings.getToken();
      const accessToken = typeof fresh === 'string' ? fresh : fresh.accessToken;
      if (stopped) return;
      await embed.setAccessToken(accessToken);
      const expiresAt = typeof fresh === 'string' ? undefined : toEpoch(fresh.expiresAt);
      schedule(delayUntilRefresh(expiresAt ?? jwtExpiry(accessToken)));
    } catch (error) {
      if (settings.onError) settings.onError(error);
      else console.error('Token refresh failed; retrying.', error);
      schedule(settings.retryDelayMs);
    }
  };

  schedule(delayUntilRefresh(toEpoch(options.expiresAt) ?? jwtExpiry(embed.config.accessToken)));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
