import { jwtExpiry } from '@nuvem/embed';
/** What the API client asks for each call: the token to send, and a fresh one when it was refused. */
export interface EmbedTokenSource {
  /** The token to send now; while a renewal is under way (or the token's `exp` has passed), the next one. */
  current(): Promise<string>;
  /** The API answered `embed_token_expired` for `expired`: resolves with a fresh token (one renewal at a time). */
  renew(expired: string): Promise<string>;
}

/**
 * The embed token, in memory only (never in a URL, storage or log). When it expires, `onExpired` is called
 * once (the session sends the `error` event and asks the host's newAccessToken hook) and every call waits
 * until `set` gives the next token: from the hook's answer or from `POST /{type}/token`.
 */
export class EmbedTokenKeeper implements EmbedTokenSource {
  private renewal: Promise<string> | null = null;
  private resolveRenewal: ((token: string) => void) | null = null;

  constructor(
    private token: string,
    private readonly onExpired: () => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Replaces the token; calls waiting for a renewal go on with it. */
  set(token: string): void {
    this.token = token;
    const resolve = this.resolveRenewal;
    this.renewal = null;
    this.resolveRenewal = null;
    resolve?.(token);
  }

  get isRenewing(): boolean {
    return this.renewal !== null;
  }

  current(): Promise<string> {
    if (this.renewal) return this.renewal;
    if (this.hasExpired(this.token)) return this.renew(this.token);
    return Promise.resolve(this.token);
  }

  renew(expired: string): Promise<string> {
    // Another call already got a fresh token.
    if (expired !== this.token && !this.renewal) return Promise.resolve(this.token);
    if (!this.renewal) {
      this.renewal = new Promise<string>((resolve) => (this.resolveRenewal = resolve));
      this.onExpired();
    }
    return this.renewal;
  }

  private hasExpired(token: string): boolean {
    const expiry = jwtExpiry(token);
    return expiry !== undefined && expiry <= this.now();
  }
}
