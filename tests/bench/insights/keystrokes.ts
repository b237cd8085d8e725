import type { Browser, Page } from 'playwright-core';
import { summarize, type Summary } from '../stats.mjs';
import { CATEGORIES, expectedAfter, makeDashboards, PER_CATEGORY } from './fixtures';

/**
 * Part 1: keystroke → updated list, 5,000 dashboards in 50 categories, ours (InsightsBrowser) and the
 * stock-MUI peer on the bench page (list.html). Each side: `rounds` page loads, each timing the mount (render
 * call → first painted frame with the first dashboard), then typing WORD and erasing it with real key events,
 * each keystroke timed from its keydown to the first painted frame in which the list shows the new state.
 */
export type Side = 'ours' | 'peer';

/**
 * 'sul' (the Sul categories): every keystroke, typing or erasing, changes the number of matches
 * (5,000 → 4,930 → 2,678 → 1,000), so no keystroke can pass on a list that has not caught up yet.
 */
export const WORD = 'sul';

export interface KeystrokeFigures {
  typing: Summary;
  mount: Summary;
  /** Elements in the document with the whole list shown, and with WORD typed. */
  domNodes: { all: number; searched: number };
}

const dashboards = makeDashboards(CATEGORIES, PER_CATEGORY);

/** The outcome of the measurement numbered `index` (0-based), once the page has it. */
async function outcome(page: Page, index: number): Promise<number> {
  await page.waitForFunction((i) => window.insightsBench.outcomes.length > i, index, { timeout: 60_000 });
  const value = await page.evaluate((i) => window.insightsBench.outcomes[i], index);
  if (typeof value !== 'number') throw new Error(String(value));
  return value;
}

async function oneLoad(browser: Browser, url: string, side: Side, screenshot?: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-BR' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${url}/list.html?case=${side}`);
    const mount = await outcome(page, 0);
    const all = await page.evaluate(() => window.insightsBench.domNodes());
    if (screenshot) await page.screenshot({ path: `${screenshot}-${side}.png` });
    const field = page.getByPlaceholder('Buscar Dashboard por nome...');
    await field.focus();
    const states = [...WORD].map((_, i) => WORD.slice(0, i + 1));
    const presses: Array<[key: string, query: string]> = [
      ...[...WORD].map((key, i): [string, string] => [key, states[i]!]),
      ...states
        .slice(0, -1)
        .reverse()
        .concat('')
        .map((query): [string, string] => ['Backspace', query]),
    ];
    const typing: number[] = [];
    let searched = 0;
    for (const [key, query] of presses) {
      const index = await page.evaluate(() => window.insightsBench.outcomes.length);
      const expected = expectedAfter(dashboards, query);
      await page.evaluate(([first, count]) => window.insightsBench.armKeystroke(first, count), [
        expected.first,
        query === '' ? null : expected.count,
      ] as const);
      await page.keyboard.press(key);
      typing.push(await outcome(page, index));
      if (query === WORD) {
        searched = await page.evaluate(() => window.insightsBench.domNodes());
        if (screenshot) await page.screenshot({ path: `${screenshot}-${side}-${WORD}.png` });
      }
    }
    if (errors.length) throw new Error(`${side}: ${errors.join('; ')}`);
    return { mount, typing, all, searched };
  } finally {
    await context.close();
  }
}

/**
 * `rounds` loads per side, the sides alternating load by load so that a busy moment of the machine
 * hits both alike. `screenshot`: a path prefix for one picture of each side (first round).
 */
export async function measureKeystrokes(
  browser: Browser,
  url: string,
  rounds: number,
  screenshot?: string,
): Promise<Record<Side, KeystrokeFigures>> {
  const raw = {
    ours: { mount: [] as number[], typing: [] as number[], all: 0, searched: 0 },
    peer: { mount: [] as number[], typing: [] as number[], all: 0, searched: 0 },
  };
  for (let round = 0; round < rounds; round++) {
    for (const side of ['ours', 'peer'] as const) {
      const load = await oneLoad(browser, url, side, round === 0 ? screenshot : undefined);
      raw[side].mount.push(load.mount);
      raw[side].typing.push(...load.typing);
      raw[side].all = load.all;
      raw[side].searched = load.searched;
    }
  }
  const figures = (side: Side): KeystrokeFigures => ({
    typing: summarize(raw[side].typing),
    mount: summarize(raw[side].mount),
    domNodes: { all: raw[side].all, searched: raw[side].searched },
  });
  return { ours: figures('ours'), peer: figures('peer') };
}
