// The home dashboard (/dashboard) for a provider staff user, on the demo data and on the demo data plus
// 100,000 synthetic topologies in 2,000 more environments (apps/api's add-synthetic-topologies command), side
// by side: how long the home takes to show its cards, what blocks the main thread meanwhile, and how the
// account picker and an environment switch feel. Issue 12: the home stays fluid for such a user; the
// ratio of each figure to the demo data's says how much of it the size costs. Writes ../results/home.md.
//
//   npx tsx tests/bench/home/bench.ts    (BENCH_HOME_RUNS, default 10; BENCH_HOME_TOPOLOGIES, default 100000)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '@nuvem/devtools/chromium';
import type { BrowserContext, Page } from 'playwright-core';
import { startInsightsStack } from '../../e2e/insights/insightsStack';
import { runApiScript } from '../api-load/processes.mjs';
import { ms, summarize, type Summary } from '../stats.mjs';
import { homeReady, installProbes, observeMainThread, type MainThread } from './homeProbes';

const RUNS = Number(process.env['BENCH_HOME_RUNS'] ?? 10);
const TOPOLOGIES = Number(process.env['BENCH_HOME_TOPOLOGIES'] ?? 100_000);
const EMAIL = 'diego@nuvem.example';
const PASSWORD = 'nuvem-demo-2024';
/** Where the portal keeps the chosen environment (libs/features accounts constants). */
const CURRENT_CLOUD_STORAGE_KEY = 'nuvem-current-cloud';

interface Dataset {
  name: string;
  /** A prepared DATA_DIR, or none for a fresh demo database. */
  dataDir?: string;
}

interface Figures {
  environments: number;
  meBytes: number;
  ready: Summary;
  lcp: Summary;
  blocking: Summary;
  pickerOpen: Summary;
  pickerSearch: Summary;
  switched: Summary;
}

const syntheticDir = mkdtempSync(join(tmpdir(), 'nuvem-home-bench-'));
const results = new Map<string, Figures>();
try {
  console.log(`preparing ${TOPOLOGIES} synthetic topologies`);
  runApiScript('cli/add-synthetic-topologies.ts', [String(TOPOLOGIES), '--assign', EMAIL], {
    DATA_DIR: syntheticDir,
  });
  const datasets: Dataset[] = [
    { name: 'demo data' },
    { name: `demo data + ${TOPOLOGIES.toLocaleString('en')} topologies`, dataDir: syntheticDir },
  ];
  for (const dataset of datasets) results.set(dataset.name, await measure(dataset));
} finally {
  rmSync(syntheticDir, { recursive: true, force: true });
}

const markdown = render();
writeFileSync(join(import.meta.dirname, '../results/home.md'), `${markdown}\n`);
console.log(markdown);

async function measure({ dataDir }: Dataset): Promise<Figures> {
  const stack = await startInsightsStack(dataDir ? { DATA_DIR: dataDir } : {});
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 } });
    await installProbes(context);
    const { environments, meBytes } = await signIn(context, stack.portalUrl);
    const samples = {
      ready: [],
      lcp: [],
      blocking: [],
      pickerOpen: [],
      pickerSearch: [],
      switched: [],
    } as Record<keyof Omit<Figures, 'environments' | 'meBytes'>, number[]>;
    for (let run = 0; run < RUNS + 1; run++) {
      const page = await context.newPage();
      const started = Date.now();
      await page.goto(`${stack.portalUrl}/dashboard`);
      await homeReady(page, 'ACM1');
      const ready = Date.now() - started;
      const thread: MainThread = await observeMainThread(page);
      const picker = await tryAccountPicker(page);
      // The first run warms the API's and the browser's caches.
      if (run > 0) {
        samples.ready.push(ready);
        samples.lcp.push(thread.lcp);
        samples.blocking.push(thread.blocking);
        samples.pickerOpen.push(picker.open);
        samples.pickerSearch.push(picker.search);
        samples.switched.push(picker.switched);
      }
      await page.evaluate((key) => localStorage.setItem(key, 'ACM1'), CURRENT_CLOUD_STORAGE_KEY);
      await page.close();
    }
    const summary = Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, summarize(v)]));
    return { environments, meBytes, ...(summary as Omit<Figures, 'environments' | 'meBytes'>) };
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** Signs diego in through the sign-in page and chooses ACM1; returns what GET /me gave him. */
async function signIn(context: BrowserContext, portalUrl: string) {
  const page = await context.newPage();
  await page.goto(`${portalUrl}/login`);
  await page.getByRole('textbox', { name: /E-mail/ }).fill(EMAIL);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/me' && r.ok());
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const body = await (await me).body();
  const environments = (JSON.parse(body.toString()) as { customers: unknown[] }).customers.length;
  await page.evaluate((key) => localStorage.setItem(key, 'ACM1'), CURRENT_CLOUD_STORAGE_KEY);
  await page.close();
  return { environments, meBytes: body.length };
}

/**
 * Opens the account picker, searches it for ACM2 (the search box is there from 11 environments on) and
 * switches to it, timing each step from the click or the keystrokes until the page shows the outcome.
 */
async function tryAccountPicker(page: Page) {
  let started = Date.now();
  await page.getByRole('button', { name: /ACM1 - Acme Produção/ }).click();
  const option = page.getByRole('button', { name: /Acme Homologação/ }).first();
  const search = page.getByPlaceholder('Buscar...');
  await option.or(search).first().waitFor();
  const open = Date.now() - started;
  let searched = NaN;
  if (await search.isVisible()) {
    started = Date.now();
    await search.fill('ACM2');
    await option.waitFor();
    searched = Date.now() - started;
  }
  started = Date.now();
  await option.click();
  await homeReady(page, 'ACM2');
  return { open, search: searched, switched: Date.now() - started };
}

function render(): string {
  const names = [...results.keys()];
  const base = results.get(names[0]!)!;
  const large = results.get(names[1]!)!;
  const times = (s: Summary) => (Number.isNaN(s.median) ? '–' : `${ms(s.median)} (p95 ${ms(s.p95)})`);
  const row = (label: string, pick: (f: Figures) => Summary) =>
    `| ${label} | ${names.map((n) => times(pick(results.get(n)!))).join(' | ')} | ${share(pick(large).median, pick(base).median)} |`;
  return `## Home dashboard at scale (tests/bench/home)

Chromium headless at 1350×940 on the real stack (the API on PGlite, the portal's and the analytics app's
production builds, compressed as a host sends them), on a 2-core machine. Signed in as diego (provider staff),
ACM1 chosen. ${RUNS} runs per dataset after one warm-up,
each a fresh page: /dashboard until every card but the chart has its data ("home ready", from navigation), its
largest contentful paint and the main thread's blocking time (the part of each task over 50 ms) meanwhile;
then the account picker opened (click → its list), searched ('ACM2' → the match listed; the search box
shows from 11 environments on) and the switch to
ACM2 (click → its home ready). The second dataset adds ${TOPOLOGIES.toLocaleString('en')} synthetic topologies in
${Math.ceil(TOPOLOGIES / 50).toLocaleString('en')} more environments, all of them diego's (apps/api add-synthetic-topologies
with --assign), so his environment list and account picker hold every one. No
peer: the last column is the large dataset's median over the demo data's, what the size costs (1.00 = nothing).

| | ${names.join(' | ')} | large ÷ demo |
|---|---|---|---|
| environments in GET /me | ${names.map((n) => results.get(n)!.environments.toLocaleString('en')).join(' | ')} | |
| GET /me body | ${names.map((n) => `${(results.get(n)!.meBytes / 1024).toFixed(1)} KB`).join(' | ')} | ${share(large.meBytes, base.meBytes)} |
${row('home ready', (f) => f.ready)}
${row('largest contentful paint', (f) => f.lcp)}
${row('blocking time until ready', (f) => f.blocking)}
${row('picker opened', (f) => f.pickerOpen)}
${row('picker searched', (f) => f.pickerSearch)}
${row('switched to ACM2, home ready', (f) => f.switched)}`;
}

/** The large dataset's figure over the demo data's. */
function share(large: number, demo: number): string {
  return demo > 0 && !Number.isNaN(large) ? (large / demo).toFixed(2) : '–';
}
