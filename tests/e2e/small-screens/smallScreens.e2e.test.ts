import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { startInsightsStack, type InsightsStack } from '../insights/insightsStack';
import { axeViolations, fillSignIn, settled } from '../demoSession';
import { E2E_ANALYTICS_MONTHS } from '../apiProcess';

/**
 * The shell on small screens (issue 11) on the real stack in Chromium, at a phone's and a tablet's size
 * (both below MUI's `md`): no page scrolls sideways, the menu is a drawer behind the hamburger that
 * closes on navigation, and the top bar's other controls work from 'Mais opções'. Screenshots go to
 * /tmp/small-screens for a look.
 */
const SHOTS = '/tmp/small-screens';
const SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

let stack: InsightsStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  stack = await startInsightsStack({ DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS });
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

afterEach(() => page?.context().close());

async function openPage(screen: (typeof SCREENS)[number]) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    locale: 'pt-BR',
    hasTouch: true,
    isMobile: screen.name === 'phone',
  });
  page = await context.newPage();
}

async function signInAndPick(email: string) {
  await page.goto(`${stack.portalUrl}/login`);
  await fillSignIn(page, email);
  await page.getByRole('heading', { name: 'Selecione um ambiente' }).waitFor();
  await noSidewaysScroll('the environment choice');
  await page
    .getByRole('button', { name: /ACM1\s*Acme Produção/ })
    .first()
    .click();
  await page.waitForURL(/\/dashboard$/);
}

async function noSidewaysScroll(where: string) {
  await settled(page);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

const shot = async (name: string) => {
  await settled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

// The open drawer is modal: MUI hides the rest of the page (the hamburger too) from the accessibility tree.
const hamburger = () => page.getByRole('button', { name: 'Abrir menu', includeHidden: true });
const drawerNav = () => page.getByRole('navigation', { name: 'Menu principal' });

/** Opens the menu drawer, follows `link` (inside `group` when given) and checks the drawer is gone. */
async function navigateWithDrawer(link: string, url: RegExp, group?: string) {
  await hamburger().click();
  await drawerNav().waitFor();
  expect(await hamburger().getAttribute('aria-expanded')).toBe('true');
  if (group) await drawerNav().getByRole('button', { name: group }).click();
  await drawerNav().getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL(url);
  await drawerNav().waitFor({ state: 'detached' });
  await expect.poll(() => hamburger().evaluate((el) => el === document.activeElement)).toBe(true);
  expect(await hamburger().getAttribute('aria-expanded')).toBe('false');
}

async function openMoreOptions() {
  await page.getByRole('button', { name: 'Mais opções' }).click();
  const panel = page.getByRole('dialog', { name: 'Mais opções' });
  await panel.waitFor();
  return panel;
}

for (const screen of SCREENS) {
  describe(`${screen.name} (${screen.width}×${screen.height})`, () => {
    test('ana: the dashboard and insights fit the width; the drawer navigates; messages open from Mais opções', async () => {
      await openPage(screen);
      await signInAndPick('ana@acme.example');
      // The menu is not docked: the content starts at the left edge.
      expect(await drawerNav().count()).toBe(0);
      const main = await page.getByRole('main').boundingBox();
      expect(main?.x).toBe(0);
      await page.getByRole('contentinfo').waitFor();
      await noSidewaysScroll('/dashboard');
      expect(await axeViolations(page)).toEqual([]);
      await shot(`${screen.name}-ana-dashboard`);

      await navigateWithDrawer('Insights', /\/insights$/);
      await page.getByRole('heading', { name: 'Qual Dashboard deseja acessar?' }).waitFor();
      await noSidewaysScroll('/insights');
      await shot(`${screen.name}-ana-insights`);

      // Escape closes the drawer and gives focus back to the hamburger.
      await hamburger().click();
      await drawerNav().waitFor();
      await shot(`${screen.name}-ana-drawer`);
      await page.keyboard.press('Escape');
      await drawerNav().waitFor({ state: 'detached' });
      await expect.poll(() => hamburger().evaluate((el) => el === document.activeElement)).toBe(true);

      const panel = await openMoreOptions();
      await noSidewaysScroll('Mais opções');
      await shot(`${screen.name}-ana-more-options`);
      await panel.getByRole('button', { name: /^Mensagens/ }).click();
      const messages = page.getByRole('dialog', { name: 'Mensagens' });
      await messages.waitFor();
      await noSidewaysScroll('the messages');
      expect(await axeViolations(page)).toEqual([]);
      await shot(`${screen.name}-ana-messages`);
      await page.keyboard.press('Escape');
      await messages.waitFor({ state: 'detached' });

      // The right sidebar opens from the panel over everything, the whole width on a phone.
      await panel.getByRole('button', { name: /^Ações executadas/ }).click();
      const sidebar = page.getByRole('dialog', { name: 'Painel de ações' });
      await sidebar.waitFor();
      await settled(page);
      const box = await sidebar.boundingBox();
      if (screen.name === 'phone') expect(Math.round(box!.width)).toBe(screen.width);
      await shot(`${screen.name}-ana-sidebar`);
      await sidebar.getByRole('button', { name: 'Fechar' }).click();
      await sidebar.waitFor({ state: 'detached' });
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
    });

    test('diego: an admin page fits the width; the disaster-recovery toggles work from Mais opções', async () => {
      await openPage(screen);
      await signInAndPick('diego@nuvem.example');
      await navigateWithDrawer('Contratos', /\/admin\/contracts$/, 'Administração');
      await noSidewaysScroll('/admin/contracts');
      await shot(`${screen.name}-diego-admin`);

      const panel = await openMoreOptions();
      const toggle = panel
        .getByRole('group', { name: 'Recuperação de desastre' })
        .getByRole('button', { name: /^Teste/ });
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      // The pointer leaves, and with it the toggle's tooltip.
      await page.mouse.move(0, screen.height - 1);
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
      expect(await axeViolations(page)).toEqual([]);
      await shot(`${screen.name}-diego-more-options`);
    });
  });
}
