// Minha conta (issue 32): (1) statement generation for 2,000 environments — each environment's closed month
// issued and frozen as the first read after the month closes does (apps/api's bench-statements command), on
// PGlite and PostgreSQL; (2) the consumption page (/store/consumo) over the full demo data (24 months, over a
// million consumption rows) in Chromium on the production build: its largest contentful paint, goal ≤ 1 s.
// Writes ../results/store.md. Not part of `npm test`.
//
//   npx tsx tests/bench/store/bench.ts   (BENCH_STORE_ENVIRONMENTS 2000, BENCH_STORE_RUNS 10, BENCH_STORE_POSTGRES 1)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from '@nuvem/devtools/chromium';
import { startPortalStack } from '../../e2e/portalStack';
import { runApiScript, startThrowawayPostgres } from '../api-load/processes.mjs';
import { installProbes, observeMainThread } from '../home/homeProbes';
import { ms, summarize, type Summary } from '../stats.mjs';

const ENVIRONMENTS = Number(process.env['BENCH_STORE_ENVIRONMENTS'] ?? 2_000);
const RUNS = Number(process.env['BENCH_STORE_RUNS'] ?? 10);
const WITH_POSTGRES = process.env['BENCH_STORE_POSTGRES'] !== '0';
const EMAIL = 'ana@acme.example';
const PASSWORD = 'nuvem-demo-2024';
const goal = { lcpMs: 1_000 };

interface StatementRun {
  database: string;
  environments: number;
  statements: number;
  totalMs: number;
  perEnvironment: Summary;
}
const statementRuns: StatementRun[] = [];
let lcp: Summary | undefined;
const load = { start: loadavg()[0]!.toFixed(2), end: '' };

const work = mkdtempSync(join(tmpdir(), 'nuvem-bench-store-'));
try {
  await measureStatements('PGlite', { DATA_DIR: join(work, 'pglite') });
  if (WITH_POSTGRES) {
    const postgres = await startThrowawayPostgres();
    try {
      await measureStatements('PostgreSQL 15', { DATA_DIR: join(work, 'pg'), DATABASE_URL: postgres.url });
    } finally {
      await postgres.stop();
    }
  }
  await measureConsumptionPage().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
} finally {
  load.end = loadavg()[0]!.toFixed(2);
  writeResults();
  rmSync(work, { recursive: true, force: true });
}

async function measureStatements(database: string, env: Record<string, string>) {
  console.log(`== ${database}: statements of ${ENVIRONMENTS} environments`);
  const out = join(work, `${database.replace(/\W/g, '')}.json`);
  runApiScript('cli/bench-statements.ts', [String(ENVIRONMENTS), out], env);
  const result = JSON.parse(readFileSync(out, 'utf8')) as {
    environments: number;
    statements: number;
    totalMs: number;
    timings: number[];
  };
  statementRuns.push({ database, ...result, perEnvironment: summarize(result.timings) });
}

/** ana's /store/consumo for ACM1, loaded RUNS times after a warm-up: the largest contentful paint of each. */
async function measureConsumptionPage() {
  console.log('== the consumption page over the full demo data (24 months)');
  const stack = await startPortalStack({ DEMO_ANALYTICS_MONTHS: '24', AUTH_RATE_LIMIT_MAX: '10000' });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'pt-BR' });
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await installProbes(context);
    const page = await context.newPage();
    await page.goto(`${stack.portalUrl}/login`);
    await page.getByRole('textbox', { name: /E-mail/ }).fill(EMAIL);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.evaluate(() => localStorage.setItem('nuvem-current-cloud', 'ACM1'));
    await page.close();
    const samples: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      const tab = await context.newPage();
      await tab.goto(`${stack.portalUrl}/store/consumo`);
      await tab
        .getByRole('table', { name: /^Consumo de .* por serviço e produto$/ })
        .getByRole('row')
        .nth(1)
        .waitFor();
      const { lcp: paint } = await observeMainThread(tab);
      if (run > 0) samples.push(paint);
      await tab.close();
    }
    lcp = summarize(samples);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

function writeResults() {
  const fmt = (n: number) => Math.round(n).toLocaleString('en');
  const lines = [
    '## Minha conta (store)',
    '',
    `Machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}; load average ${load.start} → ${load.end}.`,
    '',
    `### Statement generation, ${ENVIRONMENTS.toLocaleString('en')} environments`,
    '',
    'Each environment: last month’s consumption (24 lines) and 3 purchases, issued and frozen with its taxes.',
    '',
    '| database | statements | total | per environment median | p95 | p99 |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...statementRuns.map(
      (r) =>
        `| ${r.database} | ${fmt(r.statements)} | ${fmt(r.totalMs)} ms | ${ms(r.perEnvironment.median)} | ${ms(r.perEnvironment.p95)} | ${ms(r.perEnvironment.p99)} |`,
    ),
    '',
    '### Consumption page (/store/consumo), full demo data',
    '',
    lcp
      ? `Largest contentful paint over ${lcp.n} loads: median ${ms(lcp.median)}, p95 ${ms(lcp.p95)} (goal ≤ ${fmt(goal.lcpMs)} ms: ${lcp.p95 <= goal.lcpMs ? 'met' : 'not met'}).`
      : 'Not measured (the browser run failed; see the log).',
  ];
  writeFileSync(join(import.meta.dirname, '../results/store.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}
