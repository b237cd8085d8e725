// Round trip host → frame → host, in Chromium, for our SDK and for powerbi-client 2.23.9: a report is
// embedded into the recording frame of tests/compat/wire (a cross-origin iframe at https://app.powerbi.com,
// so its own renderer process), then `report.getZoom()` is awaited again and again; a sample is one call,
// from the request being posted to the promise resolving with the frame's answer. Writes
// ../results/embed-rtt.md.
//
//   node tests/bench/embed-rtt/bench.mjs        (BENCH_RTT_CALLS, BENCH_RTT_WARMUP to change the counts)
//
// run.mjs may also import { runEmbedRtt } and call it.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from '@nuvem/devtools/chromium';
import { SDKS, buildBundles, openWirePage, sdkProblem } from '../../compat/wire/harness.mjs';
import { ratio, summarize } from '../stats.mjs';

const here = import.meta.dirname;
const RESULTS = join(here, '../results/embed-rtt.md');
const ROUNDS = 5;

/** Microseconds, for sub-millisecond figures. */
const us = (valueMs) => `${Math.round(valueMs * 1000).toLocaleString('en-US')} µs`;

/** In the page: a Service, a report embedded in a quiet recording frame (it keeps no log), loaded. */
async function embedReport(page, global) {
  return page.evaluate(async (name) => {
    const sdk = window[name];
    const { hpmFactory, wpmpFactory, routerFactory } = sdk.factories;
    const service = new sdk.service.Service(hpmFactory, wpmpFactory, routerFactory);
    const el = document.createElement('div');
    el.style.cssText = 'width:800px;height:600px';
    document.body.append(el);
    const report = service.embed(el, {
      type: 'report',
      id: 'r-001',
      embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=r-001&groupId=g-001&wireQuiet=1',
      accessToken: 'bench-token',
      tokenType: sdk.models.TokenType.Embed,
      uniqueId: 'rtt-report',
    });
    await new Promise((resolve, reject) => {
      report.on('loaded', resolve);
      setTimeout(() => reject(new Error('no loaded event within 10 s')), 10_000);
    });
    window.__rtt = { report };
    return { isolated: window.crossOriginIsolated };
  }, global);
}

/** In the page: `count` awaited getZoom() calls, one after another; resolves to their durations (ms). */
function roundTrips(page, count) {
  return page.evaluate(async (n) => {
    const { report } = window.__rtt;
    const samples = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const start = performance.now();
      const zoom = await report.getZoom();
      samples[i] = performance.now() - start;
      if (zoom !== 1) throw new Error(`getZoom resolved ${zoom}`);
    }
    return Array.from(samples);
  }, count);
}

/**
 * Runs the benchmark and writes ../results/embed-rtt.md (unless `write` is false). Resolves to
 * { markdown, results } where results.anchor / results.ours are summaries (ms), or { unavailable: reason }
 * for a library that cannot run. `bundles` (from buildBundles) may be passed in.
 */
export async function runEmbedRtt({
  calls = Number(process.env.BENCH_RTT_CALLS ?? 10_000),
  warmup = Number(process.env.BENCH_RTT_WARMUP ?? 1_000),
  write = true,
  bundles: given,
} = {}) {
  const bundles = given ?? (await buildBundles());
  const browser = await launchChromium();
  const results = {};
  const pages = {};
  try {
    for (const which of ['ours', 'anchor']) {
      const sdk = bundles.sdk[which];
      if (sdk.error) {
        results[which] = { unavailable: sdk.error };
        continue;
      }
      const { context, page } = await openWirePage(browser, { bundles, sdkCode: sdk.code, isolated: true });
      const problem = await sdkProblem(page, SDKS[which].global);
      if (problem) {
        results[which] = { unavailable: problem };
        await context.close();
        continue;
      }
      try {
        const { isolated } = await embedReport(page, SDKS[which].global);
        await roundTrips(page, warmup);
        pages[which] = { context, page, samples: [], isolated };
      } catch (error) {
        results[which] = { unavailable: `embedding failed: ${error.message}` };
        await context.close();
      }
    }
    // Alternate the libraries in rounds, so that a busy moment on the machine hits both alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const entry of Object.values(pages)) {
        const n = Math.floor(calls / ROUNDS) + (round < calls % ROUNDS ? 1 : 0);
        entry.samples.push(...(await roundTrips(entry.page, n)));
      }
    }
    for (const [which, entry] of Object.entries(pages)) {
      results[which] = { ...summarize(entry.samples), isolated: entry.isolated };
      await entry.context.close();
    }
    const markdown = render({ results, calls, warmup, chromium: browser.version() });
    if (write) writeFileSync(RESULTS, `${markdown}\n`);
    return { markdown, results };
  } finally {
    await browser.close();
  }
}

function render({ results, calls, warmup, chromium }) {
  const row = (which) => {
    const r = results[which];
    const name = which === 'ours' ? '@nuvem/embed (ours)' : SDKS.anchor.label;
    if (!r || r.unavailable) return `| ${name} | not available | | | | |`;
    const vs = results.ours?.median && results.anchor?.median ? ratio(results.ours.median, r.median) : '';
    return `| ${name} | ${us(r.median)} | ${us(r.p95)} | ${us(r.p99)} | ${us(r.max)} | ${which === 'anchor' ? vs : ''} |`;
  };
  const unavailable = Object.entries(results)
    .filter(([, r]) => r.unavailable)
    .map(([which, r]) => `\n${which === 'ours' ? 'Ours' : SDKS.anchor.label} not available: ${r.unavailable}`)
    .join('');
  const isolated = Object.values(results).every((r) => r.unavailable || r.isolated);
  return `## Embed round trip (tests/bench/embed-rtt)

Chromium ${chromium} headless. Host page at https://host.nuvem.test and the recording frame of
tests/compat/wire at https://app.powerbi.com (a cross-origin iframe${isolated ? ', cross-origin isolated host' : ''}).
A sample is one awaited \`report.getZoom()\`: request posted to the frame, answered, promise resolved.
${warmup.toLocaleString('en-US')} warm-up calls, then ${calls.toLocaleString('en-US')} samples per library, one after another, in ${ROUNDS} alternating rounds.

| library | median | p95 | p99 | max | powerbi-client ÷ ours (median) |
|---|---|---|---|---|---|
${row('ours')}
${row('anchor')}
${unavailable}`.trimEnd();
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { markdown } = await runEmbedRtt();
  console.log(markdown);
}
