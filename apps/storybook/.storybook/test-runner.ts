import type { expect as jestExpect } from '@jest/globals';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright';
import type * as AxeCore from 'axe-core';
import { testViewportOf } from './viewports';

/**
 * Every story, in Chromium: its play function runs (the interaction test) and the a11y addon's axe report
 * must be clean, in the theme the story rendered in; then the story is switched to the other theme and axe's
 * colour rules run again. Both themes are screenshotted and compared with the baselines in
 * tests/visual/storybook (paths are relative to apps/storybook, where test-storybook runs). Globals outlive a
 * story, so the next story of the file renders in the theme this one ended in: the themes alternate, and no
 * story is switched back (a re-render of every story saved).
 */
declare module 'expect' {
  interface Matchers<R> {
    toMatchImageSnapshot(options?: MatchImageSnapshotOptions): R;
  }
}

// Jest's global `expect` (this file is also loaded by plain Node, where @jest/globals cannot be imported).
declare const expect: typeof jestExpect;

const baselines = path.resolve(process.cwd(), '../../tests/visual/storybook');

/**
 * Waits until Storybook has finished the current render, play function included: a theme switch
 * re-renders the story, and a screenshot or an axe run must not catch it half-way.
 */
async function renderFinished(page: Page) {
  await page.waitForFunction(() => {
    const phase = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__?.currentRender?.phase;
    return phase === 'finished' || phase === 'completed' || phase === 'errored' || phase === 'aborted';
  });
}

async function settle(page: Page) {
  await renderFinished(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

type Theme = 'light' | 'dark';

/** CssBaseline paints the body with the theme's background.default. */
const DARK_BACKGROUND = 'rgb(18, 18, 18)';

async function currentTheme(page: Page): Promise<Theme> {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return background === DARK_BACKGROUND ? 'dark' : 'light';
}

async function switchTheme(page: Page, theme: Theme) {
  await page.evaluate((value) => {
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, d: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals: { theme: value } });
  }, theme);
  await page.waitForFunction(
    ([value, dark]) => (getComputedStyle(document.body).backgroundColor === dark) === (value === 'dark'),
    [theme, DARK_BACKGROUND] as const,
  );
  await settle(page);
}

/**
 * The axe rules a theme can change the outcome of: colours. The a11y addon has run every rule on the story in
 * the theme it rendered in; in the other one only these can give another answer.
 */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

/** axe-core's source, put into the preview once per page (each test file's) rather than once per story. */
const axeSource = readFileSync(
  createRequire(path.join(process.cwd(), 'package.json')).resolve('axe-core'),
  'utf8',
);

async function axeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async (rules) => {
    const { axe } = window as unknown as { axe: typeof AxeCore };
    const result = await axe.run(
      {
        include: [['body']],
        exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
      },
      // The theme is the preview's own: an embedded frame's document keeps its colours.
      { runOnly: { type: 'rule', values: rules }, iframes: false },
    );
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, THEME_RULES);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    // A story may ask for a phone or tablet screen (viewports.ts); every other story gets the default.
    const viewport = testViewportOf(await getStoryContext(page, context));
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The pointer in the bottom-right corner, where no story draws: left where the last story left it (or at
    // 0,0, over the top-left of every story), it would hover the menu or a chart's first bar, and a screenshot
    // would catch the hover state or not depending on timing.
    await page.mouse.move(viewport.width - 1, viewport.height - 1);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const visual = (story.parameters as { visual?: { skip?: boolean } }).visual;
    await settle(page);
    const shoot = async (theme: string) => {
      if (visual?.skip || process.env.VISUAL === 'off') return;
      const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      // Chromium encodes the same pixels to the same bytes: an identical file needs no decoding and comparing.
      const baseline = path.join(baselines, `${context.id}--${theme}.png`);
      if (existsSync(baseline) && readFileSync(baseline).equals(image)) return;
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: baselines,
        customSnapshotIdentifier: `${context.id}--${theme}`,
        customDiffDir: path.join(baselines, '../__diff_output__'),
        failureThreshold: 0.005,
        failureThresholdType: 'percent',
        // Compared in this worker: by default each comparison starts a Node process of its own.
        runInProcess: true,
      });
    };
    const rendered = await currentTheme(page);
    if ((story.parameters as { a11y?: { test?: string } }).a11y?.test === 'off') {
      // Without axe, a story is only checked (and has a baseline) in the light theme.
      if (rendered === 'dark') await switchTheme(page, 'light');
      await shoot('light');
      return;
    }
    await shoot(rendered);
    const other = rendered === 'light' ? 'dark' : 'light';
    await switchTheme(page, other);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(other);
  },
};

export default config;
