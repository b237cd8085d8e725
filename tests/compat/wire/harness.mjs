// The browser side of the wire test, shared by wire.compat.test.ts, diff.mjs and the embed-rtt bench:
// bundles (recording frame, scenarios, the two SDKs), a Playwright context that serves the host page at
// https://host.nuvem.test/ and the recording frame at every https://app.powerbi.com/ path, and a runner
// that plays one scenario per fresh context while collecting what the frame records.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
export const repoRoot = resolve(here, '../../..');
export const HOST_ORIGIN = 'https://host.nuvem.test';
export const FRAME_ORIGIN = 'https://app.powerbi.com';

/** The two SDKs: the global name each defines when loaded as a classic script. */
export const SDKS = {
  anchor: { label: 'powerbi-client 2.23.9', global: 'powerbi-client' },
  ours: { label: '@nuvem/embed', global: 'NuvemEmbed' },
};

async function bundle(entry, options = {}) {
  const result = await build({
    entryPoints: entry === undefined ? undefined : [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    logLevel: 'silent',
    ...options,
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild produced nothing for ${entry}`);
  return file.text;
}

/** powerbi-client's UMD bundle, as shipped (a classic script defines window['powerbi-client']). */
export async function anchorSdk() {
  const require = createRequire(join(repoRoot, 'tests/package.json'));
  return { code: await readFile(require.resolve('powerbi-client/dist/powerbi.js'), 'utf8') };
}

/** libs/embed/src/index.ts bundled as an IIFE defining window.NuvemEmbed; or the build error. */
export async function oursSdk() {
  try {
    return {
      code: await bundle(join(repoRoot, 'libs/embed/src/index.ts'), { globalName: SDKS.ours.global }),
    };
  } catch (error) {
    return { error: `esbuild failed on libs/embed/src/index.ts: ${error.message}` };
  }
}

/** A module written inline (imports resolve from the repository root), bundled as a classic script. */
export function bundleInline(contents) {
  return bundle(undefined, { stdin: { contents, resolveDir: repoRoot, loader: 'ts' } });
}

/** Everything the pages need. `sdks` picks which SDK bundles to make (default both). */
export async function buildBundles({ sdks = ['anchor', 'ours'] } = {}) {
  const [frameJs, frameHtml, scenariosJs] = await Promise.all([
    bundle(join(here, 'recordingFrame.ts')),
    readFile(join(here, 'recordingFrame.html'), 'utf8'),
    bundle(join(here, 'runner.ts')),
  ]);
  const sdk = {};
  if (sdks.includes('anchor')) sdk.anchor = await anchorSdk();
  if (sdks.includes('ours')) sdk.ours = await oursSdk();
  return { frameJs, frameHtml, scenariosJs, sdk };
}

const hostHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Wire host</title></head>
<body style="margin:0"><div id="stage"></div>
<script src="/sdk.js"></script><script src="/scenarios.js"></script></body></html>`;

/**
 * A fresh context and page at https://host.nuvem.test/ with the SDK loaded. `onEntry` receives every
 * entry the recording frames log. Anything outside the two origins is aborted. With `isolated`, the host
 * page is cross-origin isolated (COOP/COEP; the frame opts in with CORP), which gives performance.now()
 * 5 µs resolution instead of 100 µs.
 */
export async function openWirePage(browser, { bundles, sdkCode, onEntry, isolated = false }) {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const hostHeaders = isolated
    ? { 'cross-origin-opener-policy': 'same-origin', 'cross-origin-embedder-policy': 'require-corp' }
    : {};
  const frameHeaders = isolated
    ? { 'cross-origin-embedder-policy': 'require-corp', 'cross-origin-resource-policy': 'cross-origin' }
    : {};
  await context.exposeBinding('__wireRecord', (_source, entry) => onEntry?.(entry));
  await context.route('**/*', (route) => route.abort('blockedbyclient'));
  await context.route(`${FRAME_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const headers = frameHeaders;
    if (pathname === '/__wire/recordingFrame.js')
      return route.fulfill({ contentType: 'text/javascript', headers, body: bundles.frameJs });
    return route.fulfill({ contentType: 'text/html', headers, body: bundles.frameHtml });
  });
  await context.route(`${HOST_ORIGIN}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    const headers = hostHeaders;
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', headers, body: hostHtml });
    if (pathname === '/sdk.js')
      return route.fulfill({ contentType: 'text/javascript', headers, body: sdkCode });
    if (pathname === '/scenarios.js')
      return route.fulfill({ contentType: 'text/javascript', headers, body: bundles.scenariosJs });
    return route.fulfill({ status: 404, body: 'not found' });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(`${HOST_ORIGIN}/`);
  return { context, page, errors };
}

/**
 * Runs `scripts` (classic scripts, in order) on a blank host page and returns the window properties they
 * added, sorted, with `probe(arg)`'s result (evaluated in the page afterwards) and the page's errors.
 */
export async function windowAfter(browser, scripts, probe = () => null, arg = null) {
  const context = await browser.newContext();
  try {
    await context.route('**/*', (route) => route.abort('blockedbyclient'));
    const tags = ['window.__before = Object.getOwnPropertyNames(window);', ...scripts];
    await context.route(`${HOST_ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      const index = Number(pathname.match(/^\/script(\d+)\.js$/)?.[1]);
      if (Number.isInteger(index))
        return route.fulfill({ contentType: 'text/javascript', body: tags[index] ?? '' });
      const body = tags.map((_, i) => `<script src="/script${i}.js"></script>`).join('');
      return route.fulfill({ contentType: 'text/html', body: `<!doctype html><body>${body}</body>` });
    });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${HOST_ORIGIN}/`);
    const added = await page.evaluate(() =>
      Object.getOwnPropertyNames(window)
        .filter((name) => !window.__before.includes(name) && name !== '__before')
        .sort(),
    );
    return { added, probed: await page.evaluate(probe, arg), errors };
  } finally {
    await context.close();
  }
}

/** Why `global` is not a usable SDK on the page (no service / factories), or null when it is. */
export async function sdkProblem(page, global) {
  return page.evaluate((name) => {
    const sdk = window[name];
    if (!sdk) return `window['${name}'] is not defined`;
    const missing = ['service', 'factories', 'models'].filter((key) => !sdk[key]);
    if (typeof sdk.service?.Service !== 'function') missing.push('service.Service');
    for (const f of ['hpmFactory', 'wpmpFactory', 'routerFactory'])
      if (typeof sdk.factories?.[f] !== 'function') missing.push(`factories.${f}`);
    return missing.length
      ? `${name} lacks ${[...new Set(missing)].join(', ')} (it exports: ${Object.keys(sdk).join(', ')})`
      : null;
  }, global);
}

/** Resolves once `count()` has not changed for `quietMs` (or after `maxMs`). */
async function settle(count, quietMs = 150, maxMs = 3000) {
  const start = Date.now();
  let last = count();
  let since = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 25));
    const now = count();
    if (now !== last) [last, since] = [now, Date.now()];
    else if (Date.now() - since >= quietMs) return;
  }
}

/**
 * Waits (up to `maxMs`) until every recording frame on the page has loaded and has had an answer to each
 * request it sent the host. An SDK that never answers just costs the wait.
 */
async function framesSettled(page, maxMs = 3000) {
  const deadline = Date.now() + maxMs;
  const children = () => page.frames().filter((f) => f !== page.mainFrame() && !f.isDetached());
  for (const frame of children())
    await frame.waitForLoadState('load', { timeout: Math.max(1, deadline - Date.now()) }).catch(() => {});
  while (Date.now() < deadline) {
    const counts = await Promise.all(
      children().map((f) => f.evaluate(() => window.__wireStats?.unanswered ?? 0).catch(() => 0)),
    );
    if (counts.every((c) => c === 0)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Scenario names, read from the bundle on a page. */
export async function scenarioNames(browser, bundles, which = 'anchor') {
  const { context, page } = await openWirePage(browser, { bundles, sdkCode: bundles.sdk[which]?.code ?? '' });
  try {
    return await page.evaluate(() => window.__wireRunner.names);
  } finally {
    await context.close();
  }
}

/** Runs one scenario with one SDK in a fresh context; resolves to its ScenarioRecord. */
export async function runScenario(browser, bundles, which, name) {
  const entries = [];
  const { context, page, errors } = await openWirePage(browser, {
    bundles,
    sdkCode: bundles.sdk[which].code,
    onEntry: (entry) => entries.push(entry),
  });
  try {
    const problem = await sdkProblem(page, SDKS[which].global);
    if (problem) return { name, frames: [], results: [], crash: `SDK not usable: ${problem}`, errors };
    const outcome = await page.evaluate(
      ([n, g]) => window.__wireRunner.run(n, g),
      [name, SDKS[which].global],
    );
    // The frames stay until the traffic has settled, so the host's last replies are recorded too.
    await framesSettled(page);
    await settle(() => entries.length, 150);
    const problems = await page.evaluate(() => window.__wireRunner.finish());
    await settle(() => entries.length, 100);
    if (problems.length) outcome.crash = [outcome.crash, ...problems].filter(Boolean).join('\n');
    const uncaught = await page.evaluate(() => window.__wireRunner.uncaught());
    if (uncaught.length) outcome.uncaught = uncaught;
    return { name, frames: [...entries], ...outcome, errors };
  } catch (error) {
    return { name, frames: entries, results: [], crash: `harness: ${error.message}`, errors };
  } finally {
    await context.close();
  }
}

/** Runs every scenario (or `names`) with one SDK, `concurrency` contexts at a time, in name order. */
export async function runAll(browser, bundles, which, { names, concurrency = 4 } = {}) {
  const list = names ?? (await scenarioNames(browser, bundles, which));
  const records = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const index = next++;
      records[index] = await runScenario(browser, bundles, which, list[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, list.length) }, worker));
  return records;
}

/** Whether ours can be run at all: null when usable, else the reason. */
export async function oursProblem(browser, bundles) {
  const ours = bundles.sdk.ours;
  if (!ours) return 'not built';
  if (ours.error) return ours.error;
  const { context, page } = await openWirePage(browser, { bundles, sdkCode: ours.code });
  try {
    return await sdkProblem(page, SDKS.ours.global);
  } finally {
    await context.close();
  }
}

export const ANCHOR_LOG = join(here, 'anchor-log.json');

/** The recorded powerbi-client log (normalised records), or null if there is none yet. */
export async function readAnchorLog() {
  try {
    return JSON.parse(await readFile(ANCHOR_LOG, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes anchor-log.json from normalised records, formatted as Prettier wants it. */
export async function writeAnchorLog(normalized) {
  const { format, resolveConfig } = await import('prettier');
  const log = {
    about:
      'powerbi-client 2.23.9 as seen by the recording frame (tests/compat/wire), normalised by normalize.mjs. ' +
      'Regenerate with `node tests/compat/wire/diff.mjs --update-anchor`.',
    sdk: SDKS.anchor.label,
    scenarios: normalized,
  };
  const text = await format(JSON.stringify(log), {
    ...(await resolveConfig(ANCHOR_LOG)),
    filepath: ANCHOR_LOG,
  });
  await writeFile(ANCHOR_LOG, text);
}
