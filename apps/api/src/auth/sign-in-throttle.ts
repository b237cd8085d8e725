// Failed sign-ins per account, beside the per-IP limit: a slow guesser spread over many IPs stays under that
// one, so an account that has failed `max` times in a window refuses further attempts, from anywhere, until
// the window ends. Counted per e-mail as typed (trimmed, lower case), whether or not the account exists, so the
// answer tells nothing about which e-mails are registered. A success clears the count. Kept in the database
// (rate-counts.ts), so every API instance counts the same failures.
import type { RateLimit } from '../config';
import { secondsUntil, type RateCounts } from './rate-counts';

const kind = 'sign-in failures of an account';

export class SignInThrottle {
  constructor(
    private readonly counts: RateCounts,
    private readonly limit: RateLimit,
  ) {}

  /** Seconds until the account may try again; 0 when it may now. */
  async retryAfterSeconds(email: string): Promise<number> {
    const { count, resetInMs } = await this.counts.peek(kind, accountOf(email), this.limit);
    return count >= this.limit.max ? secondsUntil(resetInMs) : 0;
  }

  async failed(email: string): Promise<void> {
    await this.counts.hit(kind, accountOf(email), this.limit);
  }

  async succeeded(email: string): Promise<void> {
    await this.counts.clear(kind, accountOf(email), this.limit);
  }
}

const accountOf = (email: string) => email.trim().toLowerCase();
