// The portal's Insights screen beside stock-MUI peers, in Chromium. Writes ../results/insights.md.
//   1. Keystroke → updated list, 5,000 dashboards in 50 categories: InsightsBrowser (@nuvem/ui) and a
//      stock-MUI list on a Vite-built bench page (list.html); also the mount and the DOM each keeps.
//   2. Click on a card → the embedded content's `rendered` event, on the real stack (API on PGlite with
//      demo data, the portal's and the analytics app's production builds): the portal as diego, and a
//      stock-MUI page embedding with powerbi-client (embed.html), for a dashboard and a BI report.
//
//   npx tsx tests/bench/insights/bench.ts    (BENCH_ROUNDS, default 10; BENCH_INSIGHTS_RUNS, default 10;
//   BENCH_INSIGHTS_SHOTS=<folder> keeps a screenshot of each side of each part)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { launchChromium } from '@nuvem/devtools/chromium';
import { serveStatic } from '@nuvem/devtools/serveStatic';
import { ms, ratio, type Summary } from '../stats.mjs';
import { startEmbedStack } from './embedStack';
import { measureKeystrokes, WORD, type KeystrokeFigures } from './keystrokes';
import { ITEMS, measureOpenToRendered, type OpenResults } from './openToRendered';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 10);
const RUNS = Number(process.env['BENCH_INSIGHTS_RUNS'] ?? 10);
const WARMUP = 1;
const SHOTS = process.env['BENCH_INSIGHTS_SHOTS'];
const here = import.meta.dirname;
const dist = join(here, 'dist');
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

await build({ configFile: join(here, 'vite.config.ts') });

// Part 1, on a static server of the bench pages.
const pages = await serveStatic(dist);
const browser = await launchChromium();
let keystrokes: Record<'ours' | 'peer', KeystrokeFigures>;
const chromiumVersion = browser.version();
try {
  keystrokes = await measureKeystrokes(browser, pages.url, ROUNDS, SHOTS && join(SHOTS, 'list'));
} finally {
  await browser.close();
  await pages.close();
}

// Part 2, on the real stack. One month of analytics history draws every tile and seeds in seconds.
const stack = await startEmbedStack(dist, { DEMO_ANALYTICS_MONTHS: '1' });
let opening: OpenResults;
try {
  opening = await measureOpenToRendered(stack, RUNS, WARMUP, SHOTS);
} finally {
  await stack.stop();
}

const markdown = render(keystrokes, opening);
writeFileSync(join(here, '../results/insights.md'), `${markdown}\n`);
console.log(markdown);

function render(keys: Record<'ours' | 'peer', KeystrokeFigures>, open: OpenResults): string {
  const pair = (s: Summary) => `${ms(s.median)} / ${ms(s.p95)}`;
  const int = (n: number) => n.toLocaleString('en-US');
  const { ours, peer } = keys;
  const openRows = ITEMS.flatMap((item) =>
    (['fresh', 'again'] as const).map((when) => {
      const o = open.figures.ours[item.name][when];
      const p = open.figures.peer[item.name][when];
      const label = when === 'fresh' ? 'list just loaded' : "again after 'Voltar'";
      return `| '${item.name}' (${item.what}), ${label} | ${pair(o.rendered)} | ${pair(p.rendered)} | ${ratio(o.rendered.median, p.rendered.median)} | ${ms(o.framed.median)} / ${ms(p.framed.median)} |`;
    }),
  );
  return `## Insights screen (tests/bench/insights)

Chromium ${chromiumVersion} headless, production builds, on a 2-core machine shared with other work: absolute
times are this machine's, the ratios (peer ÷ ours, on medians) are the figures to compare. Peers: stock MUI 9
written the obvious way (a TextField, an Accordion per category holding a Grid of Card / CardActionArea with a
star IconButton, every match rendered, no memo), and powerbi-client 2.23.9 for embedding.

**Keystroke → updated list**, 5,000 dashboards in 50 categories (InsightsBrowser, query in local state). A
sample is the time from a real keydown to the first painted frame in which the list shows the new state: its
first card and its number of matches, both of which change at every keystroke of the word typed, '${WORD}'
(5,000 → 4,930 → 2,678 → 1,000 matches and back). ${ROUNDS} page loads per side, alternating, each typing the
word and erasing it. Mount: from the render call to the first painted frame showing the first dashboard.

| case | ours median / p95 | peer median / p95 | peer ÷ ours | DOM nodes ours / peer |
|---|---|---|---|---|
| keystroke → filtered list | ${pair(ours.typing)} | ${pair(peer.typing)} | ${ratio(ours.typing.median, peer.typing.median)} | ${int(ours.domNodes.searched)} / ${int(peer.domNodes.searched)} ('${WORD}', 1,000 matches) |
| mount → whole list painted | ${pair(ours.mount)} | ${pair(peer.mount)} | ${ratio(ours.mount.median, peer.mount.median)} | ${int(ours.domNodes.all)} / ${int(peer.domNodes.all)} (5,000) |

Samples: ${ours.typing.n} keystrokes and ${ours.mount.n} mounts per side. Headless Chromium paints at 60 Hz (a frame
is 16.7 ms). Ours is virtualised, so its cost follows the rows on screen, not the 5,000: it goes past one frame
on the keystrokes that change which cards are at the top of the list ('u', 'l' and the two Backspaces after
them), whose cards are new elements (keyed by dashboard) mounted afresh; the peer renders every match again on
every keystroke.

**Click on a card → the content's \`rendered\` event**, on the real stack: the API on PGlite with the demo data
(one month of analytics history), the portal's and the analytics app's production builds. Ours: the portal's
/insights signed in as diego, from the click (a capturing listener's performance.now()) to the portal's User
Timing mark \`nuvem:insight-rendered\`. Peer: a page of its own origin listing diego's dashboards and BI items
with stock MUI, which on the click fetches the embed URL and token from the API and calls powerbi-client's
\`powerbi.embed\` (type 'dashboard' with pageView 'fitToWidth', or 'report'), timed to its \`rendered\` event.
powerbi-client embeds only https URLs on *.powerbi.com, so the analytics app is served to both sides as
https://app.powerbi.com (a TLS front on loopback that Chromium resolves that name to): same frame, origin and
path for both, ${open.embedWidth} px wide and 1,200 px high. "List just loaded": the list page is reloaded, then
the card clicked; "again": back with 'Voltar' and the same card clicked again (the portal keeps the embed
ticket it fetched, the peer fetches it again). ${RUNS} samples of each per side after ${WARMUP} warm-up run, the
sides alternating.

| opening | ours median / p95 | peer median / p95 | peer ÷ ours | of which click → frame requested, ours / peer (median) |
|---|---|---|---|---|
${openRows.join('\n')}

The last column is the host page's own share, from the click until the frame's page is requested; the rest is the
frame loading and drawing, the same app behind both. The portal's share is its route change (/insights →
/insights/:id, rendered as a React transition) before the embed token is asked for, and the opening also
revalidates the screen's data (/me, /dashboards, favorites, recents; for BI items /bi/workspaces and /bi/items)
and records the recent, requests that meet the frame's own at the same API. DOM nodes of the list page (diego's
dashboards and BI items): ours ${int(open.domNodes.ours)} with the portal's shell (menu, top bar), peer ${int(open.domNodes.peer)}.`;
}
