import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * What the end-to-end suites do as a demo user in the portal, in one place: sign in on the login page,
 * pick an environment, wait for the page to settle and ask axe about it.
 */

/** Every README demo user's password (apps/api/src/demo/demo-data.ts). */
export const DEMO_PASSWORD = 'nuvem-demo-2024';

/** Fills the login page's form and submits it (the caller is on /login). */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: /E-mail/ }).fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Signs in from the login page and picks an environment on the selection screen, which lands on the root
 * (→ /dashboard).
 */
export async function signInAndPick(
  page: Page,
  portalUrl: string,
  email: string,
  environment: RegExp,
): Promise<void> {
  await page.goto(`${portalUrl}/login`);
  await fillSignIn(page, email);
  await page.getByRole('heading', { name: 'Selecione um ambiente' }).waitFor();
  await page.getByRole('button', { name: environment }).first().click();
}

/** The page's path and query. */
export function pathOf(page: Page): string {
  const { pathname, search } = new URL(page.url());
  return pathname + search;
}

/**
 * Waits for transitions (drawers, dropdowns fading in) to end, so colours are final; spinners and skeletons
 * loop forever and are left out.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * axe's violations on the settled page, one line each (rule: targets). Embedded analytics frames are left to
 * the analytics suites.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  for (let read = 1; ; read++) {
    // A route's screen comes in its own chunk, with its h1: axe reads the page once that chunk has drawn.
    await page.locator('h1').first().waitFor();
    await settled(page);
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    // axe reads the page over many turns: a screen that replaced the one with the h1 meanwhile (the shell's
    // environment screen giving way to the route's chunk) is read again once it has drawn, not reported.
    const betweenScreens =
      violations.some((v) => v.id === 'page-has-heading-one') && (await page.locator('h1').count()) > 0;
    if (!betweenScreens || read === 3) return found;
  }
}
