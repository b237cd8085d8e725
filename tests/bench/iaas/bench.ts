// IaaS at scale (issue 30): one environment (ESC1, ana's) with 10,000 synthetic virtual machines
// (apps/api's add-synthetic-machines command). Measures the API's machines list at 50 connections beside its
// ceiling (apiList.mjs), then in Chromium on the production build the filter's Enter keystroke to the
// matching rows shown, and an operation's state change in the database to the machine page showing it.
// Writes ../results/iaas.md.
//
//   npx tsx tests/bench/iaas/bench.ts   (BENCH_IAAS_VMS 10000, BENCH_IAAS_SECONDS 10, BENCH_IAAS_POSTGRES 1)
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '@nuvem/devtools/chromium';
import type { Page } from 'playwright-core';
import { startPortalStack } from '../../e2e/portalStack';
import { runApiScript, startThrowawayPostgres } from '../api-load/processes.mjs';
import { ms, summarize, type Summary } from '../stats.mjs';
import { measureList, signIn } from './apiList.mjs';
import { filterToRows, watchStateChip, type ChipChange } from './portalProbes';

const VMS = Number(process.env['BENCH_IAAS_VMS'] ?? 10_000);
const SECONDS = Number(process.env['BENCH_IAAS_SECONDS'] ?? 10);
const WITH_POSTGRES = process.env['BENCH_IAAS_POSTGRES'] !== '0';
const FILTER_SAMPLES = 36;
const OPERATIONS = 12; // stop, start, … : two steps each
const STEP_DELAY_MS = 800;
const EMAIL = 'ana@acme.example';
const PASSWORD = 'nuvem-demo-2024';
const CLOUD_ID = 'ESC1';
const MACHINE = 'vm-esc1-00001'; // running when seeded
const goal = { listP99Ms: 50, filterP95Ms: 100, operationMs: 500 };
/** The state chip's pt-BR label of each step's state (IaasStateChip.i18n.ts). */
const labelOf: Record<string, string> = {
  running: 'Em execução',
  stopped: 'Parado',
  starting: 'Iniciando',
  stopping: 'Parando',
};

type ListRow = Awaited<ReturnType<typeof measureList>>[number] & { database: string };
const listRows: ListRow[] = [];
let filter: (Summary & { rows: number; before: Summary; request: Summary; after: Summary }) | undefined;
let operation: Summary | undefined;

const common = {
  TOKEN_SECRET: randomBytes(32).toString('base64url'),
  ACCESS_TOKEN_TTL_SECONDS: '3600',
  AUTH_RATE_LIMIT_MAX: '10000',
  DEMO_ANALYTICS_MONTHS: '1',
};
const load = { start: loadAverage(), end: '' };
const dataDir = mkdtempSync(join(tmpdir(), 'nuvem-bench-iaas-'));
try {
  console.log(`== PGlite: seeding the demo data and ${VMS.toLocaleString('en')} machines in ${CLOUD_ID}`);
  runApiScript('cli/add-synthetic-machines.ts', [String(VMS), '--assign', EMAIL], {
    ...common,
    DATA_DIR: dataDir,
  });
  const options = { seconds: SECONDS, email: EMAIL, password: PASSWORD };
  for (const row of await measureList({ ...common, DATA_DIR: dataDir }, options))
    listRows.push({ ...row, database: 'PGlite' });
  // A failure in the browser is reported; the PostgreSQL list still runs, and the suite fails at the end.
  await measureInChromium().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
  if (WITH_POSTGRES) {
    const postgres = await startThrowawayPostgres();
    try {
      const env = { ...common, DATA_DIR: dataDir, DATABASE_URL: postgres.url };
      console.log('== PostgreSQL: seeding');
      runApiScript('cli/add-synthetic-machines.ts', [String(VMS), '--assign', EMAIL], env);
      for (const row of await measureList(env, options)) listRows.push({ ...row, database: 'PostgreSQL 15' });
    } finally {
      await postgres.stop();
    }
  }
} finally {
  load.end = loadAverage();
  writeResults();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The portal's production build on the seeded PGlite database; ana signed in, ESC1 chosen. */
async function measureInChromium() {
  const stack = await startPortalStack({
    ...common,
    DATA_DIR: dataDir,
    OPERATION_STEP_DELAY_MS: String(STEP_DELAY_MS),
    OPERATION_POLL_MS: '500',
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    // tsx keeps function names with a __name helper that the page lacks: the probes' inner functions need it.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    const page = await context.newPage();
    await page.goto(`${stack.portalUrl}/login`);
    await page.getByRole('textbox', { name: /E-mail/ }).fill(EMAIL);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.evaluate((id) => localStorage.setItem('nuvem-current-cloud', id), CLOUD_ID);

    console.log(`filter → rows: ${FILTER_SAMPLES} samples after 3 warm-ups`);
    await page.goto(`${stack.portalUrl}/iaas/virtual-machines`);
    await page.locator('tr[data-row-id]').first().waitFor();
    const samples: number[] = [];
    const parts = { before: [] as number[], request: [] as number[], after: [] as number[] };
    let rows = 0;
    for (let i = 0; i < FILTER_SAMPLES + 3; i++) {
      // A number of four digits matches ten machines (by name and id alike); each text is new, so each
      // keystroke is a request to the API, not SWR's cache.
      const text = `-${String((i * 97 + 13) % 1000).padStart(4, '0')}`;
      const sample = await filterToRows(page, text);
      if (i >= 3) {
        samples.push(sample.ms);
        parts.before.push(sample.beforeMs);
        parts.request.push(sample.requestMs);
        parts.after.push(sample.afterMs);
      }
      rows = sample.rows;
    }
    filter = {
      ...summarize(samples),
      rows,
      before: summarize(parts.before),
      request: summarize(parts.request),
      after: summarize(parts.after),
    };

    console.log(`operation → page: ${OPERATIONS} operations on ${MACHINE}`);
    const api = await signIn(stack.api.url, EMAIL, PASSWORD);
    await page.goto(`${stack.portalUrl}/iaas/virtual-machines/${MACHINE}`);
    await page.getByText(labelOf['running']!, { exact: true }).first().waitFor();
    const chip = await watchStateChip(page, Object.values(labelOf));
    const lags: number[] = [];
    for (let i = 0; i < OPERATIONS; i++) {
      const action = i % 2 === 0 ? 'stop' : 'start';
      lags.push(...(await runOperation(stack.api.url, api, page, chip.changes, action)));
    }
    operation = summarize(lags);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/**
 * Asks the action through the API, waits for its operation to succeed and the page to show the last state,
 * then gives, for each step, the page's first showing of the step's state minus the step's done_at (the
 * database's now() in the step's transaction).
 */
async function runOperation(
  apiUrl: string,
  headers: { authorization: string },
  page: Page,
  changes: () => Promise<ChipChange[]>,
  action: 'stop' | 'start',
): Promise<number[]> {
  const asked = Date.now();
  const base = `${apiUrl}/api/v1/environments/${CLOUD_ID}`;
  const res = await fetch(`${base}/iaas/virtual-machines/${MACHINE}/actions`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ action }),
  });
  if (res.status !== 202) throw new Error(`${action}: ${res.status} ${await res.text()}`);
  const { id } = ((await res.json()) as { operation: { id: string } }).operation;
  let steps: { name: string; done_at: string }[] = [];
  for (const deadline = Date.now() + 60_000; ;) {
    const answer = await fetch(`${base}/operations/${id}`, { headers });
    const { operation: op } = (await answer.json()) as { operation: { state: string; steps: typeof steps } };
    if (op.state === 'SUCCESS') {
      steps = op.steps;
      break;
    }
    if (op.state === 'FAILED' || op.state === 'USER_FAILED' || Date.now() > deadline)
      throw new Error(`${action}: operation ${op.state}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const last = labelOf[steps.at(-1)!.name]!;
  await page.getByText(last, { exact: true }).first().waitFor();
  const shown = (await changes()).filter((c) => c.at >= asked);
  return steps.map((step) => {
    const seen = shown.find((c) => c.label === labelOf[step.name]);
    if (!seen) throw new Error(`${action}: the page never showed ${step.name}`);
    return seen.at - Date.parse(step.done_at);
  });
}

/** The one-minute load average, as `top` shows it. */
function loadAverage() {
  return loadavg()[0]!.toFixed(2);
}

function writeResults() {
  const fmt = (n: number) => Math.round(n).toLocaleString('en');
  const share = (x: number) => (Math.floor(x * 100) / 100).toFixed(2);
  const met = (ok: boolean) => (ok ? 'yes' : 'no');
  const listTable = listRows
    .map(
      ({ database, name, ours, peer }) =>
        `| ${database} | ${name} | ${fmt(ours.rps)} | ${ours.p50} / ${ours.p99} ms | ${ours.errors} / ${peer.errors} | ${fmt(peer.rps)} | ${peer.p50} / ${peer.p99} ms | ${share(ours.rps / peer.rps)}× | ${met(ours.p99 <= goal.listP99Ms)} |`,
    )
    .join('\n');
  const markdown = `## IaaS at scale (tests/bench/iaas)

One environment (ESC1 "Acme Escala", ana's) with ${VMS.toLocaleString('en')} synthetic virtual machines beside the demo data
(\`apps/api/src/cli/add-synthetic-machines.ts\`: sizes and images of the price list, three regions, ${Math.ceil(VMS / 250)}
networks of 250 machines with their private addresses, mostly running, 15 % stopped, 2 % in error, tags).
A ${cpus().length}-core machine (${cpus()[0]?.model ?? 'unknown CPU'}); load average ${load.start} when the run began,
${load.end} when it ended (above 2, other work shared the cores and the absolute times are high and noisy; the
ratios to the ceiling, measured right before ours, are the steadier figure).

**The machines list at ${50} connections** (autocannon, ${SECONDS} s per case after a 2 s warm-up of each server): \`GET
/api/v1/environments/ESC1/iaas/resources\` as the portal's machines view asks it (\`filter=kind=virtual_machine\`, the
default order by kind then name, page 1 of 25, with the total and the environment's summary), and the same with a
free-text filter. The API as \`npm start\` runs it (its production build, PGlite on its worker thread). The peer is a
ceiling (tests/bench/api-load/ceiling-server.mjs, ceiling/iaas-statements.mjs): the same SQL as bare prepared
statements, Fastify with no plugins that verifies the token, then runs one named statement checking the sign-in,
the IaaS permission, the IaaS account not cancelling and the tenant boundary and reading the resource version and
the page as JSON, counts the summary and a filter's total only when the version has moved (kept in memory as the
API keeps them), and sends the answer as one string (it checks the scope on every request, where the API
keeps it under an access version: see below); its answers were checked deep-equal to the API's before
measuring. PGlite: the ceiling on a copy of the API's data directory, PGlite on its own thread. Goal (issue 30):
p99 ≤ ${goal.listP99Ms} ms.

| database | case | ours req/s | ours p50 / p99 | unanswered in 30 s (ours / ceiling) | ceiling req/s | ceiling p50 / p99 | ours ÷ ceiling | goal met |
|---|---|---|---|---|---|---|---|---|
${listTable}

Where a request's time goes. With one PGlite backend serving 50 connections in turn, p99 ≈ 50 × one request's
database time, so the goal needs well under 1 ms of it per request. The page itself is an index scan of the
(environment_id, kind, name, resource_id) index that stops at 25 rows (migration 0030); the summary and a filter's
total are kept per environment version (a statement trigger bumps it on every change). What was left (CPU time
per call on PGlite, warm, 2,000 calls, measured 2026-12-07): the checks before the page as four statements (the
user's cancelling flag, the permission, the environment, the resource version), about 0.5 ms together, and the
page as 25 rows of 13 columns, 0.7 ms, most of it PGlite decoding each field of each row in JavaScript. Now the
page is one JSON text built by PostgreSQL for the page's rows only (after the sort), read in the statement that
checks: 0.6 ms with the checks; and a user's scope in an environment (permission, cancelling, the environment)
is kept under one access version (migration 0035, bumped by every change of features, flags, environments held,
kind or cancelling), so a request reads the version beside its page and the checks run again only after a change
(about 0.25 ms). Every value the planner could tell apart (the environment, the text) reaches it as a subquery's
answer, so the statement's saved plan serves them all: planned anew for each request, as PostgreSQL did for a
known environment or text, it cost more than it ran. The free text was an ILIKE over every name and id, which the
planner ran as a scan of all 10,600 rows folding the case of each: 25 ms a call; it is now a LIKE over a stored
lower-cased \`search_text\` (migration 0033) read through its trigram index, the environment filtering what it
finds: 1–2 ms for a text a few machines hold, 25–120 ms for one nearly all 10,000 hold ('vm', 'esc1': every match
read, then sorted).

**Filter keystroke → rows shown** (Chromium, the portal's production build on the PGlite database above, ana on
/iaas/virtual-machines of ESC1): a four-digit text (e.g. \`-0013\`) is typed into the list's property filter, then
Enter makes it a free-text token (the filter applies on Enter); timed from the Enter keydown's event timestamp
to the DOM change after which the table holds only matching rows (a MutationObserver in the page): the address
changes, the API is asked (a new text each time, not SWR's cache) and the ${filter?.rows ?? '?'} rows drawn. The list's
request is timed too (Resource Timing), which splits each sample in three: Enter until the request is sent (the
token made, the address changed, the list rendered with its new key), the request (the API), its response until
the rows are shown (parsed, rendered).
${FILTER_SAMPLES} samples after 3 warm-ups. Goal: p95 ≤ ${goal.filterP95Ms} ms.

| samples | median | p95 | max | Enter → request sent (median / p95) | the list's request (median / p95) | response → rows shown (median / p95) | goal met |
|---|---|---|---|---|---|---|---|
${filter ? `| ${filter.n} | ${ms(filter.median)} | ${ms(filter.p95)} | ${ms(filter.max)} | ${ms(filter.before.median)} / ${ms(filter.before.p95)} | ${ms(filter.request.median)} / ${ms(filter.request.p95)} | ${ms(filter.after.median)} / ${ms(filter.after.p95)} | ${met(filter.p95 <= goal.filterP95Ms)} |` : '| – | – | – | – | – | – | – | not measured |'}

**Operation state change → page** (same stack, the worker's step delay ${STEP_DELAY_MS} ms): ana's machine page
(${MACHINE}) open; ${OPERATIONS} operations (stop, start, …) asked through the API with another sign-in of hers; for
each step (stopping, stopped, starting, running) the step's \`done_at\` (the database's now() in the transaction
that moves the machine and records the step) to the page's state chip first showing that state (a
MutationObserver; the same machine's clock): the event published on commit, sent on ana's stream, the page
asking for the machine again and drawing it. Goal: every change ≤ ${goal.operationMs} ms.

| samples | median | p95 | max | goal met |
|---|---|---|---|---|
${operation ? `| ${operation.n} | ${ms(operation.median)} | ${ms(operation.p95)} | ${ms(operation.max)} | ${met(operation.max <= goal.operationMs)} |` : '| – | – | – | – | not measured |'}
`;
  writeFileSync(join(import.meta.dirname, '../results/iaas.md'), markdown);
  console.log(markdown);
}
