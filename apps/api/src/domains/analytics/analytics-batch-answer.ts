// A batch of data queries answered as it runs: the JSON of POST /analytics/query written piece by piece, each
// query's result as soon as it is ready, and the whole batch within its bounds (queryBatchLimits): its rows,
// the bytes of its answer and its time. Past a bound, every remaining query answers why instead of running.
// A result is written a few thousand rows at a time, giving the event loop a turn between pieces, so a large
// answer never holds the API (a batch of 54 MB once kept /health waiting 17 s).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { queryRowCap, type QueryFailure, type QueryResult, type VisualQuery } from '@nuvem/api-contract';
import { ApiError } from '../../errors';

export interface BatchLimits {
  rows: number;
  answerBytes: number;
  seconds: number;
}

/** Runs one query with at most `limit` rows within `timeoutMs`; its ApiErrors are the query's failure. */
export type RunQuery = (query: VisualQuery, timeoutMs: number) => Promise<QueryResult>;

/** Rows written between two turns of the event loop. */
const rowsPerPiece = 2_000;

const failureJson = (error: QueryFailure) => JSON.stringify({ ok: false, error });

const limitReached = (
  code: 'analytics_batch_row_limit' | 'analytics_batch_size_limit' | 'analytics_batch_time_limit',
  message: string,
  bound: string,
): QueryFailure => ({ error_code: code, error_message: message, error_vars: [bound] });

/**
 * The answer's text, in pieces. `timedOut` tells whether an error is a query's time limit (then, if the
 * batch's own time was what was left, it is the batch's limit that answers).
 */
export async function* batchAnswer(
  queries: readonly VisualQuery[],
  run: RunQuery,
  {
    limits,
    queryTimeoutMs,
    timedOut,
  }: {
    limits: BatchLimits;
    queryTimeoutMs: number;
    timedOut: (error: unknown) => boolean;
  },
): AsyncGenerator<string> {
  const deadline = performance.now() + limits.seconds * 1000;
  let rowsLeft = limits.rows;
  let bytesLeft = limits.answerBytes;
  let exhausted: QueryFailure | undefined;
  const rowLimit = limitReached(
    'analytics_batch_row_limit',
    `The batch reached its ${limits.rows} rows.`,
    String(limits.rows),
  );
  const sizeLimit = limitReached(
    'analytics_batch_size_limit',
    `The batch reached its ${limits.answerBytes} bytes.`,
    String(Math.round(limits.answerBytes / (1024 * 1024))),
  );
  const timeLimit = limitReached(
    'analytics_batch_time_limit',
    `The batch reached its ${limits.seconds} s.`,
    String(limits.seconds),
  );

  yield '{"results":[';
  for (const [index, query] of queries.entries()) {
    if (index > 0) yield ',';
    const timeLeft = deadline - performance.now();
    if (!exhausted && timeLeft <= 0) exhausted = timeLimit;
    if (!exhausted && rowsLeft <= 0) exhausted = rowLimit;
    if (exhausted) {
      yield failureJson(exhausted);
      continue;
    }
    let result: QueryResult;
    try {
      const limit = Math.min(query.limit ?? queryRowCap, queryRowCap, rowsLeft);
      result = await run({ ...query, limit }, Math.min(queryTimeoutMs, Math.ceil(timeLeft)));
    } catch (error) {
      if (timedOut(error) && timeLeft < queryTimeoutMs) {
        exhausted = timeLimit;
        yield failureJson(timeLimit);
        continue;
      }
      if (!(error instanceof ApiError)) throw error;
      const { error_code, error_message, error_vars } = error.toBody();
      yield failureJson({ error_code, error_message, ...(error_vars ? { error_vars } : {}) });
      continue;
    }
    const pieces: string[] = [];
    let bytes = 0;
    for await (const piece of resultPieces(result)) {
      bytes += Buffer.byteLength(piece);
      if (bytes > bytesLeft) break;
      pieces.push(piece);
    }
    if (bytes > bytesLeft) {
      exhausted = sizeLimit;
      yield failureJson(sizeLimit);
      continue;
    }
    bytesLeft -= bytes;
    rowsLeft -= result.rows.length;
    yield* pieces;
  }
  yield ']}';
}

/** `{"ok":true,"result":…}` in pieces of a few thousand rows, a turn of the event loop between them. */
async function* resultPieces({ rows, ...rest }: QueryResult): AsyncGenerator<string> {
  yield '{"ok":true,"result":{"rows":[';
  for (let start = 0; start < rows.length; start += rowsPerPiece) {
    if (start > 0) await nextTurn();
    const piece = JSON.stringify(rows.slice(start, start + rowsPerPiece)).slice(1, -1);
    yield start > 0 ? `,${piece}` : piece;
  }
  yield `],${JSON.stringify(rest).slice(1)}}`;
}
