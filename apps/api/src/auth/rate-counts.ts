// Rate-limit counts kept in the database (rate-limit-counts-repository.ts), so every API instance on it counts
// the same hits: n instances enforce one limit. A key is a kind (what is counted, and under which limit: a
// count is shared by the instances configured alike) and a SHA-256 of its subject (an IP, an e-mail as typed,
// a sign-in), so no address or e-mail is stored. A key found over its limit is remembered here until its
// window ends: a window's count only grows, so a client that keeps trying past its limit costs no query.
import { createHash } from 'node:crypto';
import type { RateLimit } from '../config';
import type { Database, Queryable } from '../db/database';
import { countHit, currentCount, deleteCount, type WindowCount } from './rate-limit-counts-repository';

export type { WindowCount } from './rate-limit-counts-repository';

/** Keys remembered over their limit, at most; past it the oldest is forgotten (it is then asked again). */
const rememberedOverLimit = 10_000;

interface OverLimit {
  count: number;
  /** When its window ends (Date.now() ms). */
  until: number;
}

export class RateCounts {
  private readonly over = new Map<string, OverLimit>();

  constructor(private readonly db: Database) {}

  /**
   * Counts one hit of `subject` under `kind`'s limit, and answers its window's count so far. `db`: a
   * transaction to count it in, when the caller is in one.
   */
  async hit(kind: string, subject: string, limit: RateLimit, db: Queryable = this.db): Promise<WindowCount> {
    const key = keyOf(kind, subject, limit);
    const known = this.overLimit(key);
    if (known) {
      known.count++;
      return { count: known.count, resetInMs: known.until - Date.now() };
    }
    const counted = await countHit(db, key, limit.windowMs);
    if (counted.count >= limit.max) this.remember(key, counted);
    return counted;
  }

  /** The count of `subject`'s current window under `kind`'s limit, without counting (0 when none). */
  async peek(kind: string, subject: string, limit: RateLimit): Promise<WindowCount> {
    const key = keyOf(kind, subject, limit);
    const known = this.overLimit(key);
    if (known) return { count: known.count, resetInMs: known.until - Date.now() };
    return (await currentCount(this.db, key)) ?? { count: 0, resetInMs: 0 };
  }

  async clear(kind: string, subject: string, limit: RateLimit): Promise<void> {
    const key = keyOf(kind, subject, limit);
    this.over.delete(key);
    await deleteCount(this.db, key);
  }

  private overLimit(key: string): OverLimit | undefined {
    const known = this.over.get(key);
    if (known && known.until <= Date.now()) this.over.delete(key);
    return known && known.until > Date.now() ? known : undefined;
  }

  private remember(key: string, { count, resetInMs }: WindowCount): void {
    this.over.delete(key); // re-inserted last: Map order is then oldest first
    this.over.set(key, { count, until: Date.now() + resetInMs });
    if (this.over.size > rememberedOverLimit) this.over.delete(this.over.keys().next().value!);
  }
}

/** Seconds until a window ends, as Retry-After and too_many_requests say it: whole, at least 1. */
export const secondsUntil = (resetInMs: number) => Math.max(1, Math.ceil(resetInMs / 1000));

function keyOf(kind: string, subject: string, limit: RateLimit): string {
  const digest = createHash('sha256').update(subject).digest('base64url');
  return `${kind} ${limit.max}/${limit.windowMs}:${digest}`;
}
