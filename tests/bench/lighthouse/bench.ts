// Lighthouse on the portal as a user meets it, in the project's Chromium. Writes ../results/lighthouse.md.
// The real stack (API on PGlite with demo data, the portal's production build), a page signed out (/login)
// and the signed-in pages (/dashboard, /insights) as ana: performance and accessibility scores, and the
// JavaScript the page had loaded before its first contentful paint, gzip-compressed (goal ≤ 200 KB).
//
//   npx tsx tests/bench/lighthouse/bench.ts    (BENCH_LIGHTHOUSE_RUNS, default 3)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '@nuvem/devtools/chromium';
import { freePort } from '../../e2e/apiProcess';
import { startInsightsStack } from '../../e2e/insights/insightsStack';
import { firstPaintScripts, type PaintedScripts } from './firstPaintScripts';

const RUNS = Number(process.env['BENCH_LIGHTHOUSE_RUNS'] ?? 3);
const GOAL_KB = 200;
const EMAIL = 'ana@acme.example';
const PASSWORD = 'nuvem-demo-2024';

interface PageCase {
  path: string;
  signedIn: boolean;
  what: string;
}
const CASES: PageCase[] = [
  { path: '/login', signedIn: false, what: 'sign-in page, signed out' },
  { path: '/dashboard', signedIn: true, what: 'home, signed in as ana' },
  { path: '/insights', signedIn: true, what: 'Insights, signed in as ana' },
];

interface Figures {
  performance: number[];
  accessibility: number[];
  fcp: number[];
  scripts: PaintedScripts;
  failedAudits: string[];
}

const stack = await startInsightsStack();
const profile = mkdtempSync(join(tmpdir(), 'nuvem-lighthouse-'));
const port = await freePort();
// A persistent context is the browser's default one, where Lighthouse opens its tab: the session that
// the sign-in below leaves in local storage is the one Lighthouse's page finds.
const context = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_EXECUTABLE,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
});
const chromiumVersion = (
  (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { Browser: string }
).Browser;
const results = new Map<string, Figures>();
try {
  for (const pageCase of CASES) {
    await session(pageCase.signedIn);
    const figures: Figures = { performance: [], accessibility: [], fcp: [], scripts: [], failedAudits: [] };
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(
        `${stack.portalUrl}${pageCase.path}`,
        { port, output: 'json', logLevel: 'error', disableStorageReset: true },
        {
          ...desktopConfig,
          settings: { ...desktopConfig.settings, onlyCategories: ['performance', 'accessibility'] },
        },
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${pageCase.path}`);
      const { lhr } = result;
      figures.performance.push(Math.round((lhr.categories['performance']?.score ?? 0) * 100));
      figures.accessibility.push(Math.round((lhr.categories['accessibility']?.score ?? 0) * 100));
      figures.fcp.push(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
      if (run === 0) {
        figures.scripts = await firstPaintScripts(lhr);
        figures.failedAudits = (lhr.categories['accessibility']?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id);
      }
    }
    results.set(pageCase.path, figures);
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  await stack.stop();
}

const markdown = render();
writeFileSync(join(import.meta.dirname, '../results/lighthouse.md'), `${markdown}\n`);
console.log(markdown);

/** Starts from a signed-out profile and, for `signedIn`, signs ana in through the portal's own sign-in page. */
async function session(signedIn: boolean) {
  const page = await context.newPage();
  await page.goto(`${stack.portalUrl}/login`);
  await page.evaluate(() => localStorage.clear());
  if (signedIn) {
    await page.reload();
    await page.getByRole('textbox', { name: /E-mail/ }).fill(EMAIL);
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
  }
  await page.close();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function render(): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = CASES.map(({ path, what }) => {
    const f = results.get(path)!;
    const gzip = f.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
    const raw = f.scripts.reduce((sum, s) => sum + s.bytes, 0);
    const goal = gzip <= GOAL_KB * 1024 ? 'yes' : 'no';
    return `| ${path} (${what}) | ${median(f.performance)} (${f.performance.join(', ')}) | ${median(f.accessibility)} | ${Math.round(median(f.fcp))} ms | ${kb(gzip)} in ${f.scripts.length} files (${kb(raw)} minified) | ${goal} |`;
  });
  const failed = CASES.flatMap(({ path }) =>
    results.get(path)!.failedAudits.map((id) => `- ${path}: \`${id}\``),
  );
  const files = CASES.flatMap(({ path }) =>
    results.get(path)!.scripts.map((s) => `- ${path}: \`${s.name}\` ${kb(s.gzipBytes)}`),
  );
  return `## Lighthouse (tests/bench/lighthouse)

Lighthouse 12 (desktop preset: simulated throttling, 1350×940) in Chromium ${chromiumVersion} headless, on the
real stack: the API on PGlite with the demo data and the portal's production build served without compression,
on a 2-core machine shared with other work. ${RUNS} runs per page; the performance score is the median (each
run in brackets). "JavaScript before first paint" is every script the page had finished loading by its first
contentful paint (Lighthouse's network records against its observed FCP), each gzip-compressed (level 9) as a
server would send it; the goal is ${GOAL_KB} KB. No peer: these are absolute figures against the issue's goals
(accessibility 100, ≤ ${GOAL_KB} KB).

| page | performance median (runs) | accessibility | first contentful paint (median) | JavaScript before first paint (gzip) | ≤ ${GOAL_KB} KB |
|---|---|---|---|---|---|
${rows.join('\n')}

${failed.length ? `Accessibility audits failing:\n${failed.join('\n')}` : 'No accessibility audit fails on any page.'}

Scripts before first paint:
${files.join('\n')}`;
}
