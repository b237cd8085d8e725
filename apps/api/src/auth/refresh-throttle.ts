// The limits of POST /session/refresh. A refresh is not a password guess: a page load makes one, and an office
// behind one address makes many, so refreshes are counted per sign-in (the refresh token's family), not per
// address, and never against the sign-in limit. Only refreshes that fail (an unknown, expired or reused
// token) are counted per address, under a limit of their own, so nobody can try tokens by the thousand. Both
// counts are kept in the database (rate-counts.ts), shared by every API instance.
import type { RateLimit } from '../config';
import type { Queryable } from '../db/database';
import { secondsUntil, type RateCounts } from './rate-counts';

const perSignIn = 'refreshes of a sign-in';
const failuresPerIp = 'failed refreshes from an IP';

export interface RefreshLimits {
  /** Refreshes of one sign-in in each window. */
  perSignIn: RateLimit;
  /** Failed refreshes from one client IP in each window. */
  failuresPerIp: RateLimit;
}

export class RefreshThrottle {
  constructor(
    private readonly counts: RateCounts,
    private readonly limits: RefreshLimits,
  ) {}

  /** Seconds until this address may refresh again, after too many failed refreshes; 0 when it may now. */
  async failuresWait(ip: string): Promise<number> {
    const { count, resetInMs } = await this.counts.peek(failuresPerIp, ip, this.limits.failuresPerIp);
    return count >= this.limits.failuresPerIp.max ? secondsUntil(resetInMs) : 0;
  }

  async failed(ip: string): Promise<void> {
    await this.counts.hit(failuresPerIp, ip, this.limits.failuresPerIp);
  }

  /** Counts a refresh of the sign-in (in `tx`); the seconds to wait when it is past its limit, else 0. */
  async refreshing(signIn: string, tx: Queryable): Promise<number> {
    const { count, resetInMs } = await this.counts.hit(perSignIn, signIn, this.limits.perSignIn, tx);
    return count > this.limits.perSignIn.max ? secondsUntil(resetInMs) : 0;
  }
}
