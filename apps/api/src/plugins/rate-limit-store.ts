// The store of @fastify/rate-limit (the per-IP limit of sign-in, SSO and assist tokens, the per-user limit of
// fake alarms): its counts kept in the database (auth/rate-counts.ts) rather than in each instance's memory,
// so n API instances enforce one limit. Each route counts apart, as the plugin's own store does.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounts } from '../auth/rate-counts';

export function rateLimitStoreOn(counts: RateCounts): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    private readonly route: string;

    /** The plugin makes the root store with its options; each route's store is a child() naming its route. */
    constructor(route?: unknown) {
      this.route = typeof route === 'string' ? route : 'any route';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      counts.hit(`requests to ${this.route}`, key, { max, windowMs: timeWindow }).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Called with the route's merged limit options (not the route options its type names), the route in routeInfo.
    child(options: unknown): FastifyRateLimitStore {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseStore(`${String(route?.method)} ${String(route?.url)}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
