import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { summarize, type Summary } from '../stats.mjs';
import type { EmbedStack } from './embedStack';

/**
 * Part 2: a click on a card → the embedded content's `rendered` event, on the real stack, for a dashboard
 * and a BI report. Ours: the portal's /insights as diego, timed from the click (a capturing listener
 * stores performance.now()) to the portal's User Timing mark 'nuvem:insight-rendered'. Peer: the stock-MUI
 * page with powerbi-client (embed.html), timed the same way to its mark 'peer:insight-rendered'. Two
 * samples per opening: the list freshly loaded (reload, then click), and again after 'Voltar'.
 */
export type Side = 'ours' | 'peer';
export const ITEMS = [
  { name: 'Faturamento Mensal', what: 'dashboard' },
  { name: 'Receita por Cliente', what: 'BI report' },
] as const;
export type ItemName = (typeof ITEMS)[number]['name'];

const USER = 'diego@nuvem.example';
const PASSWORD = 'nuvem-demo-2024';
const MARKS: Record<Side, string> = { ours: 'nuvem:insight-rendered', peer: 'peer:insight-rendered' };
/** After the list shows, both pages get this long to settle (fonts, background requests) before a click. */
const SETTLE_MS = 1000;

/** One opening's figures: to the `rendered` event, and (of that) to the request of the frame's page. */
export interface Timed {
  rendered: Summary;
  framed: Summary;
}

export interface OpenFigures {
  /** With the list freshly loaded. */
  fresh: Timed;
  /** On returning with 'Voltar' and opening it again. */
  again: Timed;
}

interface Sample {
  rendered: number;
  framed: number;
}

declare global {
  interface Window {
    __clickAt: number | null;
  }
}

interface SidePage {
  side: Side;
  context: BrowserContext;
  page: Page;
  errors: string[];
  listUrl: string;
}

async function openSide(browser: Browser, side: Side, url: string): Promise<SidePage> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'pt-BR',
    ignoreHTTPSErrors: true,
  });
  // The click's time in the page's clock, taken before any handler of the page runs.
  await context.addInitScript(() => {
    window.__clickAt = null;
    window.addEventListener('click', () => (window.__clickAt = performance.now()), { capture: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error')
      console.warn(`${side} console: ${message.text()} (${message.location().url})`);
  });
  return { side, context, page, errors, listUrl: url };
}

async function signInToPortal(ours: SidePage): Promise<void> {
  const { page } = ours;
  await page.goto(ours.listUrl);
  await page.waitForURL(/\/login$/);
  await page.getByRole('textbox', { name: /E-mail/ }).fill(USER);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/insights');
}

const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();

async function listShown(side: SidePage, name: string): Promise<void> {
  await side.page
    .getByRole('heading', { name: 'Qual Dashboard deseja acessar?' })
    .waitFor({ timeout: 60_000 });
  await card(side.page, name).waitFor({ timeout: 60_000 });
  await side.page.waitForTimeout(SETTLE_MS);
}

/**
 * Clicks `name`'s card; resolves to the milliseconds from the click to the side's rendered mark, and from
 * the click to the moment the frame's page was requested (the host's own share: its rendering and the
 * embed token's request).
 */
async function clickToRendered(side: SidePage, name: string): Promise<Sample> {
  const { page } = side;
  const mark = MARKS[side.side];
  await page.evaluate((m) => {
    performance.clearMarks(m);
    performance.clearResourceTimings();
    window.__clickAt = null;
  }, mark);
  await card(page, name).click();
  await page.waitForFunction((m) => performance.getEntriesByName(m).length > 0, mark, {
    timeout: 60_000,
    polling: 100,
  });
  const sample = await page.evaluate((m) => {
    const clickAt = window.__clickAt;
    if (clickAt === null) return null;
    const [rendered] = performance.getEntriesByName(m);
    const frame = performance
      .getEntriesByType('resource')
      .find((entry) => (entry as PerformanceResourceTiming).initiatorType === 'iframe');
    return { rendered: rendered!.startTime - clickAt, framed: frame ? frame.startTime - clickAt : NaN };
  }, mark);
  if (sample === null) throw new Error(`${side.side}: no click recorded on ${name}`);
  if (Number.isNaN(sample.framed)) throw new Error(`${side.side}: no frame request seen for ${name}`);
  return sample;
}

async function back(side: SidePage, name: string): Promise<void> {
  await side.page.getByRole('button', { name: 'Voltar' }).click();
  await listShown(side, name);
}

async function sample(side: SidePage, name: string, shots?: string) {
  const shot = (what: string) =>
    side.page.screenshot({ path: path.join(shots!, `embed-${side.side}-${what.replace(/\s/g, '_')}.png`) });
  await side.page.goto(side.listUrl);
  await listShown(side, name);
  if (shots) await shot(`list-${name}`);
  const fresh = await clickToRendered(side, name);
  if (shots) {
    await side.page.waitForTimeout(500);
    await shot(name);
  }
  await back(side, name);
  const again = await clickToRendered(side, name);
  await back(side, name);
  return { fresh, again };
}

export interface OpenResults {
  figures: Record<Side, Record<ItemName, OpenFigures>>;
  /** Elements of each side's list page (diego's dashboards and BI items). */
  domNodes: Record<Side, number>;
  /** The frame's address on each side, for the record (same origin and path on both). */
  frameSrc: Record<Side, string>;
  embedWidth: number;
}

/**
 * `warmup` + `runs` runs; in each, every item is opened on each side in turn, the sides alternating so
 * that a busy moment hits both alike; warm-up runs are left out. `shots`: a folder for one screenshot
 * of each side's embedded content.
 */
export async function measureOpenToRendered(
  stack: EmbedStack,
  runs: number,
  warmup: number,
  shots?: string,
): Promise<OpenResults> {
  const browser = await stack.launchBrowser();
  try {
    const ours = await openSide(browser, 'ours', `${stack.portalUrl}/insights`);
    await signInToPortal(ours);
    // The portal's embed is as wide as its main area: the peer's is given the same width.
    await listShown(ours, ITEMS[0].name);
    await clickToRendered(ours, ITEMS[0].name);
    const frame = ours.page.locator('iframe');
    const embedWidth = Math.round((await frame.boundingBox())!.width);
    const frameSrc = { ours: (await frame.getAttribute('src'))!, peer: '' };
    await back(ours, ITEMS[0].name);

    const peer = await openSide(
      browser,
      'peer',
      `${stack.peerUrl}/embed.html?user=${USER}&width=${embedWidth}`,
    );
    await peer.page.goto(peer.listUrl);
    await listShown(peer, ITEMS[0].name);
    await clickToRendered(peer, ITEMS[0].name);
    frameSrc.peer = (await peer.page.locator('iframe').getAttribute('src'))!;
    await back(peer, ITEMS[0].name);

    const domNodes = {
      ours: await ours.page.evaluate(() => document.getElementsByTagName('*').length),
      peer: await peer.page.evaluate(() => document.getElementsByTagName('*').length),
    };

    const samples = {
      ours: Object.fromEntries(ITEMS.map((i) => [i.name, { fresh: [] as Sample[], again: [] as Sample[] }])),
      peer: Object.fromEntries(ITEMS.map((i) => [i.name, { fresh: [] as Sample[], again: [] as Sample[] }])),
    };
    for (let run = 0; run < warmup + runs; run++) {
      for (const item of ITEMS) {
        const order = run % 2 === 0 ? [ours, peer] : [peer, ours];
        for (const side of order) {
          const taken = await sample(side, item.name, run === warmup ? shots : undefined);
          if (run < warmup) continue;
          samples[side.side][item.name]!.fresh.push(taken.fresh);
          samples[side.side][item.name]!.again.push(taken.again);
        }
      }
    }
    for (const side of [ours, peer])
      if (side.errors.length) throw new Error(`${side.side} page errors:\n${side.errors.join('\n')}`);
    const timed = (list: Sample[]): Timed => ({
      rendered: summarize(list.map((s) => s.rendered)),
      framed: summarize(list.map((s) => s.framed)),
    });
    const figuresOf = (side: Side) =>
      Object.fromEntries(
        ITEMS.map((item) => {
          const taken = samples[side][item.name]!;
          return [item.name, { fresh: timed(taken.fresh), again: timed(taken.again) }];
        }),
      ) as Record<ItemName, OpenFigures>;
    return { figures: { ours: figuresOf('ours'), peer: figuresOf('peer') }, domNodes, frameSrc, embedWidth };
  } finally {
    await browser.close();
  }
}
