import type { QueryBatchResult, QueryResult, VisualQuery } from '@nuvem/api-contract';
import { ApiError } from '../../errors';
import { batchAnswer, type BatchLimits, type RunQuery } from './analytics-batch-answer';

const query = (limit?: number): VisualQuery => ({
  datasetId: 'consumo',
  groupBy: [{ table: 'Consumo', column: 'Região' }],
  values: [],
  filters: [],
  ...(limit === undefined ? {} : { limit }),
});

/** A query's answer: as many rows as asked for (up to `available`), each `cell` long. */
const rowsOf = (limit: number, available = 100_000, cell = 'x'): QueryResult => ({
  columns: [],
  rows: Array.from({ length: Math.min(limit, available) }, (_, i) => [cell, i]),
  totalRows: available,
  truncated: limit < available,
});

const generous: BatchLimits = { rows: 1_000_000, answerBytes: 100_000_000, seconds: 60 };

async function answerOf(
  queries: VisualQuery[],
  run: RunQuery,
  limits: Partial<BatchLimits> = {},
  queryTimeoutMs = 10_000,
) {
  const pieces: string[] = [];
  for await (const piece of batchAnswer(queries, run, {
    limits: { ...generous, ...limits },
    queryTimeoutMs,
    timedOut: (error) => error instanceof ApiError && error.code === 'analytics_query_timeout',
  }))
    pieces.push(piece);
  return { pieces, text: pieces.join(''), answer: JSON.parse(pieces.join('')) as QueryBatchResult };
}

test('the pieces make the batch answer: results in order, a failing query alone', async () => {
  const { answer, pieces } = await answerOf([query(3), query(4500), query()], async (q) => {
    if (q.limit === 30_000) throw new ApiError(400, 'analytics_unknown_field', 'no such field', ['X']);
    return rowsOf(q.limit!);
  });
  expect(answer.results.map((r) => (r.ok ? r.result.rows.length : r.error.error_code))).toEqual([
    3,
    4500,
    'analytics_unknown_field',
  ]);
  expect(answer.results[1]).toEqual({ ok: true, result: rowsOf(4500) });
  expect(answer.results[2]).toEqual({
    ok: false,
    error: { error_code: 'analytics_unknown_field', error_message: 'no such field', error_vars: ['X'] },
  });
  // 4,500 rows go in three pieces of at most 2,000.
  expect(pieces.filter((piece) => piece.startsWith('[') || piece.startsWith(',[')).length).toBe(4);
});

test('rows: each query gets only the rows left, and past the bound the rest answer the row limit', async () => {
  const asked: number[] = [];
  const { answer } = await answerOf(
    [query(30_000), query(30_000), query(30_000), query(10)],
    async (q) => {
      asked.push(q.limit!);
      return rowsOf(q.limit!);
    },
    { rows: 50_000 },
  );
  expect(asked).toEqual([30_000, 20_000]);
  const [first, second, third, fourth] = answer.results;
  expect(first).toMatchObject({ ok: true, result: { truncated: true } });
  expect(second).toMatchObject({ ok: true, result: { truncated: true, totalRows: 100_000 } });
  for (const refused of [third, fourth])
    expect(refused).toEqual({
      ok: false,
      error: {
        error_code: 'analytics_batch_row_limit',
        error_message: 'The batch reached its 50000 rows.',
        error_vars: ['50000'],
      },
    });
});

test('bytes: a result that would pass the bound answers the size limit instead, and so do the rest', async () => {
  const { answer, text } = await answerOf(
    [query(100), query(5_000), query(1)],
    async (q) => rowsOf(q.limit!, 100_000, 'a'.repeat(200)),
    { answerBytes: 1024 * 1024 },
  );
  expect(answer.results.map((r) => (r.ok ? 'ok' : r.error.error_code))).toEqual([
    'ok',
    'analytics_batch_size_limit',
    'analytics_batch_size_limit',
  ]);
  expect(answer.results[1]).toMatchObject({ error: { error_vars: ['1'] } });
  expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
});

test('time: each query gets what is left of the batch, and a timeout for lack of it is the batch limit', async () => {
  vi.useFakeTimers({ toFake: ['performance'] });
  try {
    const timeouts: number[] = [];
    const { answer } = await answerOf(
      [query(1), query(1), query(1), query(1)],
      async (q, timeoutMs) => {
        timeouts.push(timeoutMs);
        vi.advanceTimersByTime(Math.min(timeoutMs, 6_000));
        if (timeoutMs <= 6_000)
          throw new ApiError(503, 'analytics_query_timeout', 'too long', [String(timeoutMs / 1000)]);
        return rowsOf(q.limit!);
      },
      { seconds: 18 },
      10_000,
    );
    expect(timeouts).toEqual([10_000, 10_000, 6_000]);
    expect(answer.results.map((r) => (r.ok ? 'ok' : r.error.error_code))).toEqual([
      'ok',
      'ok',
      'analytics_batch_time_limit',
      'analytics_batch_time_limit',
    ]);
  } finally {
    vi.useRealTimers();
  }
});

test("a query's own timeout, with time left in the batch, stays that query's failure", async () => {
  const { answer } = await answerOf([query(1), query(1)], async (q) => {
    if (q.datasetId === 'consumo') throw new ApiError(503, 'analytics_query_timeout', 'too long', ['10']);
    return rowsOf(1);
  });
  expect(answer.results.map((r) => (r.ok ? 'ok' : r.error.error_code))).toEqual([
    'analytics_query_timeout',
    'analytics_query_timeout',
  ]);
});
