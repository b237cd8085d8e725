// No caller can freeze the API (issue 29). A hostile probe sent batches of 50 underlying queries (three
// group-bys, 30,000 rows each) with one embed token: a batch took 18.9 s and answered 54 MB, and meanwhile
// /health and the JWKS waited 17.7 s, the event loop held (on PGlite, the statements themselves ran on it;
// everywhere, the answer was written in one piece). Now a batch is bounded as a whole, its answer is written
// in pieces, PGlite runs on a thread of its own with ordinary statements first, and /me is answered from
// memory. Seen to fail before: /health's p99 was seconds, and so was the event loop's delay.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { queryBatchLimits, type QueryBatchResult, type VisualQuery } from '@nuvem/api-contract';
import { generateEmbedSigningKeyPem } from '../auth/embed-signing-key';
import { fieldsOf } from '../demo/analytics-content/report-builders';
import { biItemToken, callEmbedded } from '../testing/embed-tokens';
import { call } from '../testing/http-calls';
import { signInAs, type SignedIn } from '../testing/sign-in';
import { startAppOn, startTestApp, type TestApp } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

const consumo = fieldsOf('Consumo');
/** One signing key for the app and a second one over its database: a token of one verifies on the other. */
const signingKey = generateEmbedSigningKeyPem();

/** The probe's query: the dataset's rows themselves, three group-bys, the most rows a query may ask for. */
const maximal: VisualQuery = {
  datasetId: 'consumo',
  mode: 'underlying',
  groupBy: [consumo.col('Serviço'), consumo.col('Produto'), consumo.col('Região')],
  values: [{ table: 'Consumo', column: 'Valor', aggregationFunction: 'Sum' }],
  filters: [],
  limit: 30_000,
};
const maximalBatch = Array.from({ length: 50 }, () => maximal);

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;

describe.each(databaseKinds)('no caller freezes the API, on %s', (kind) => {
  let t: TestApp;
  let diego: SignedIn;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(kind, { embedSigningKey: signingKey });
    diego = await signInAs(t, 'diego@nuvem.example');
    const [report] = await t.db.query<{ id: string }>(
      "SELECT id FROM bi_items WHERE name = 'Receita por Cliente'",
    );
    token = await biItemToken(t, diego, report!.id);
  });
  afterAll(() => t?.close());

  const batch = async () => {
    const res = await callEmbedded(t, 'POST', '/api/v1/analytics/query', token, { queries: maximalBatch });
    const text = await res.text();
    return {
      status: res.status,
      bytes: Buffer.byteLength(text),
      text,
      retryAfter: res.headers.get('retry-after'),
    };
  };

  /** One stretch of three maximal batches at once, with /health and /me asked every 20 ms meanwhile. */
  const measureFreeze = async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const health: number[] = [];
    const me: number[] = [];
    let running = true;
    const timed = async (into: number[], path: string, who?: SignedIn) => {
      const started = performance.now();
      const res = await call(t, 'GET', path, who);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      into.push(performance.now() - started);
    };
    const probe = (async () => {
      while (running) {
        await timed(health, '/api/v1/health');
        await timed(me, '/api/v1/me', diego);
        await sleep(20);
      }
    })();
    delay.enable();
    const batches = await Promise.all([batch(), batch(), batch()]);
    delay.disable();
    running = false;
    await probe;

    for (const { status, bytes, text } of batches) {
      expect(status).toBe(200);
      expect(bytes).toBeLessThanOrEqual(queryBatchLimits.answerBytes + 64 * 1024);
      const { results } = JSON.parse(text) as QueryBatchResult;
      expect(results).toHaveLength(50);
      const rows = results.reduce((sum, r) => sum + (r.ok ? r.result.rows.length : 0), 0);
      expect(rows).toBeLessThanOrEqual(queryBatchLimits.rows);
      // The bound stopped the batch: the last queries did not run.
      expect(results.at(-1)).toMatchObject({ ok: false, error: { error_code: 'analytics_batch_row_limit' } });
    }
    // The probe ran all along: enough samples for a p99.
    expect(health.length).toBeGreaterThanOrEqual(20);
    return {
      healthP99Ms: Math.round(percentile(health, 99)),
      meP99Ms: Math.round(percentile(me, 99)),
      eventLoopP99Ms: Math.round(delay.percentile(99) / 1e6),
    };
  };

  it('while three maximal batches run, /health and /me answer within 250 ms (p99), the event loop within 150 ms', async () => {
    // The best of up to three stretches: other processes on a busy machine only add delay (npm test runs
    // two lanes on two cores), while a freeze of the API's own making (a blocked event loop, a request
    // queued behind the batches) shows in every stretch. Seen to fail before the fix in all three, by seconds;
    // the bounds leave room for a loaded CI machine (seen there: /me 129 ms, the event loop 80 ms).
    const attempts: Awaited<ReturnType<typeof measureFreeze>>[] = [];
    const met = (f: (typeof attempts)[number]) =>
      f.healthP99Ms <= 250 && f.meP99Ms <= 250 && f.eventLoopP99Ms < 150;
    while (attempts.length < 3 && !attempts.some(met)) attempts.push(await measureFreeze());
    expect(attempts.some(met), JSON.stringify(attempts)).toBe(true);
  }, 120_000);

  it('one token runs one batch at a time, and beyond four waiting answers 429 analytics_busy with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => batch()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(JSON.parse(refused.text)).toMatchObject({ error_code: 'analytics_busy', error_vars: ['2'] });
    expect(refused.retryAfter).toBe('2');
  });

  it('answers within its bytes: past the bound, the remaining queries say so instead of running', async () => {
    const small = await startAppOn(t.db, {
      analyticsBatchLimits: { ...queryBatchLimits, answerBytes: 1024 * 1024 },
      embedSigningKey: signingKey,
    });
    try {
      const res = await callEmbedded(small, 'POST', '/api/v1/analytics/query', token, {
        queries: maximalBatch,
      });
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(Buffer.byteLength(text)).toBeLessThan(1024 * 1024);
      const { results } = JSON.parse(text) as QueryBatchResult;
      expect(results.every((r) => !r.ok && r.error.error_code === 'analytics_batch_size_limit')).toBe(true);
      expect(results[0]).toMatchObject({ ok: false, error: { error_vars: ['1'] } });
    } finally {
      await small.close();
    }
  });
});
