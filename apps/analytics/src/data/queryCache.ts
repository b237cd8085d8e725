import type { QueryResult, VisualQuery } from '@nuvem/api-contract';
import type { QueryOutcome } from './queryBatcher';

/** Answers kept per embed: enough for every visual of a few pages under a few filter states. */
export const QUERY_CACHE_SIZE = 300;

/** A query's identity: its JSON (queries are built field by field in a fixed order, so equal ones match). */
export const queryKeyOf = (query: VisualQuery): string => JSON.stringify(query);

/**
 * Query answers by query, least recently used first out; a query asked while the same one is on its way
 * shares its answer. Failures are not kept: the next render asks again.
 */
export class QueryCache {
  private readonly results = new Map<string, QueryResult>();
  private readonly inFlight = new Map<string, Promise<QueryOutcome>>();

  constructor(
    private readonly ask: (query: VisualQuery) => Promise<QueryOutcome>,
    private readonly size = QUERY_CACHE_SIZE,
  ) {}

  /** The cached answer, if any (and marks it recently used). */
  peek(key: string): QueryResult | undefined {
    const result = this.results.get(key);
    if (result) {
      this.results.delete(key);
      this.results.set(key, result);
    }
    return result;
  }

  get(query: VisualQuery, key = queryKeyOf(query)): Promise<QueryOutcome> {
    const cached = this.peek(key);
    if (cached) return Promise.resolve({ ok: true, result: cached });
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const asked = this.ask(query).then(
      (outcome) => {
        this.inFlight.delete(key);
        if (outcome.ok) this.remember(key, outcome.result);
        return outcome;
      },
      (error: unknown) => {
        this.inFlight.delete(key);
        throw error;
      },
    );
    this.inFlight.set(key, asked);
    return asked;
  }

  /** Forgets every answer (refresh): the next render asks the API again. */
  clear(): void {
    this.results.clear();
    this.inFlight.clear();
  }

  private remember(key: string, result: QueryResult): void {
    this.results.set(key, result);
    while (this.results.size > this.size) {
      const oldest = this.results.keys().next().value;
      if (oldest === undefined) break;
      this.results.delete(oldest);
    }
  }
}
