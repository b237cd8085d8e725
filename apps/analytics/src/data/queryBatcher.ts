import type { QueryBatchResult, VisualQuery } from '@nuvem/api-contract';
import { maxQueriesPerBatch } from '@nuvem/api-contract/paths';

export type QueryOutcome = QueryBatchResult['results'][number];

interface Queued {
  query: VisualQuery;
  resolve(outcome: QueryOutcome): void;
  reject(error: unknown): void;
}

/**
 * Gathers the queries asked for in one turn of the event loop into one POST /api/v1/analytics/query (split
 * only past the API's 50 per batch): a page render, whatever its number of visuals, is one request.
 */
export class QueryBatcher {
  private queued: Queued[] = [];
  private scheduled = false;

  constructor(private readonly run: (queries: VisualQuery[]) => Promise<QueryBatchResult>) {}

  enqueue(query: VisualQuery): Promise<QueryOutcome> {
    return new Promise<QueryOutcome>((resolve, reject) => {
      this.queued.push({ query, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        queueMicrotask(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const queued = this.queued;
    this.queued = [];
    for (let start = 0; start < queued.length; start += maxQueriesPerBatch) {
      void this.send(queued.slice(start, start + maxQueriesPerBatch));
    }
  }

  private async send(chunk: Queued[]): Promise<void> {
    try {
      const { results } = await this.run(chunk.map((item) => item.query));
      chunk.forEach((item, index) => {
        const outcome = results[index];
        if (outcome) item.resolve(outcome);
        else item.reject(new Error('the API answered fewer results than queries'));
      });
    } catch (error) {
      for (const item of chunk) item.reject(error);
    }
  }
}
