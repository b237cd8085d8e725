// Failed sign-ins per account, beside the per-IP limit: a slow guesser spread over many IPs stays under that
// one, so an account that has failed `max` times in a window refuses further attempts, from anywhere, until
// the window ends. Counted per e-mail as typed (trimmed, lower case), whether or not the account exists, so the
// answer tells nothing about which e-mails are registered. A success clears the count. In memory, per
// instance (like the per-IP limit), bounded: past `capacity` accounts the oldest count is dropped.
import type { RateLimit } from '../config';

interface Failures {
  count: number;
  /** When the window that began with the first failure ends (ms since the epoch). */
  until: number;
}

export class SignInThrottle {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly limit: RateLimit,
    private readonly capacity = 100_000,
  ) {}

  /** Seconds until the account may try again; 0 when it may now. */
  retryAfterSeconds(email: string, now = Date.now()): number {
    const entry = this.current(accountOf(email), now);
    return entry && entry.count >= this.limit.max ? Math.max(1, Math.ceil((entry.until - now) / 1000)) : 0;
  }

  failed(email: string, now = Date.now()): void {
    const account = accountOf(email);
    const entry = this.current(account, now) ?? { count: 0, until: now + this.limit.windowMs };
    entry.count++;
    this.failures.delete(account); // re-inserted last: Map order is then oldest first
    this.failures.set(account, entry);
    if (this.failures.size > this.capacity) this.failures.delete(this.failures.keys().next().value!);
  }

  succeeded(email: string): void {
    this.failures.delete(accountOf(email));
  }

  private current(account: string, now: number): Failures | undefined {
    const entry = this.failures.get(account);
    if (entry && entry.until <= now) {
      this.failures.delete(account);
      return undefined;
    }
    return entry;
  }
}

const accountOf = (email: string) => email.trim().toLowerCase();
