import type { BiItem } from '@nuvem/api-contract';
import type { Browser, FrameLocator } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import { startAnalyticsStack, type AnalyticsStack } from './analyticsStack';
import { dashboardContent, onOrigin, signInToApi, type DemoUserApi } from './demoContent';
import { FRAME_ORIGIN, HOST_ORIGIN, openEmbedHost, type EmbedHost, type SdkName } from './embedHost';
import type { HostEvent, Outcome } from './hostScript';

/**
 * The analytics app on the real stack in Chromium, driven by the real powerbi-client 2.23.9 and by
 * @nuvem/embed through one host page and the same scenarios: every demo report and dashboard renders real,
 * tenant-scoped data, and every SDK method for reports, pages, visuals, bookmarks, dashboards and tiles does
 * what it says, checked on what the frame shows and on what the call returns. The frame's host is
 * https://app.powerbi.com, routed to the app's production build (see embedHost.ts).
 */
let stack: AnalyticsStack;
let browser: Browser;
let diego: DemoUserApi;
let items: BiItem[];

beforeAll(async () => {
  [stack, browser] = await Promise.all([
    startAnalyticsStack({ hostOrigins: [HOST_ORIGIN] }),
    launchChromium(),
  ]);
  diego = await signInToApi(stack.api.url, 'diego@nuvem.example');
  items = await diego.biItems();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const basic = (table: string, column: string, values: (string | number)[]) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table, column },
  filterType: 1,
  operator: 'In',
  values,
  requireSingleSelection: false,
});

function reportNamed(name: string): BiItem & { type: 'report' } {
  const item = items.find((candidate) => candidate.type === 'report' && candidate.name === name);
  if (!item) throw new Error(`no BI report ${name}`);
  return item as BiItem & { type: 'report' };
}

/** The embed's iframe (its locators wait for it to be there). */
function frameOf(host: EmbedHost): FrameLocator {
  return host.page.frameLocator('#embed iframe');
}

describe.each<[SdkName, string]>([
  ['ours', '@nuvem/embed'],
  ['anchor', 'powerbi-client 2.23.9'],
])('%s (%s) driving the analytics frame', (sdk) => {
  let host: EmbedHost;
  beforeEach(async () => {
    host = await openEmbedHost(browser, { sdk, frameUrl: stack.frameUrl });
  });
  afterEach(async () => {
    expect(host.errors).toEqual([]);
    await host.context.close();
  });

  const call = (path: string, ...args: unknown[]): Promise<Outcome> =>
    host.page.evaluate(([p, a]) => window.__host.call(p as string, ...(a as unknown[])), [
      path,
      args,
    ] as const);
  const callOnPage = (page: string, method: string, ...args: unknown[]) =>
    host.page.evaluate(
      ([p, m, a]) => window.__host.callOnPage(p as string, m as string, ...(a as unknown[])),
      [page, method, args] as const,
    );
  const callOnVisual = (page: string, visual: string, method: string, ...args: unknown[]) =>
    host.page.evaluate(
      ([p, v, m, a]) =>
        window.__host.callOnVisual(p as string, v as string, m as string, ...(a as unknown[])),
      [page, visual, method, args] as const,
    );
  const eventCount = () => host.page.evaluate(() => window.__host.events().length);
  const waitForEvent = (name: string, from = 0, timeoutMs = 30_000): Promise<HostEvent> =>
    host.page.evaluate(([n, f, t]) => window.__host.waitForEvent(n, f, t), [name, from, timeoutMs] as const);
  const events = (name: string) =>
    host.page.evaluate((n) => window.__host.events().filter((e) => e.name === n), name);

  function value<T>(outcome: Outcome): T {
    if (!outcome.ok) throw new Error(`the call failed: ${JSON.stringify(outcome.error)}`);
    return outcome.value as T;
  }

  /** Embeds a BI report as diego (a token fresh from the API) and waits for `rendered`. */
  async function embedReport(item: BiItem, extra: Record<string, unknown> = {}) {
    const { token } = await diego.biToken(item.id);
    await host.page.evaluate(([g, config]) => window.__host.embed(g, config), [
      host.sdkGlobal,
      {
        type: 'report',
        id: item.id,
        embedUrl: onOrigin(item.embedUrl, FRAME_ORIGIN),
        accessToken: token,
        tokenType: 1,
        ...extra,
      },
    ] as const);
    await waitForEvent('rendered', 0, 60_000);
  }

  /** The card's shown value, e.g. 'R$ 1.234.567,89'. */
  const cardText = (visualName: string) =>
    frameOf(host).locator(`[data-visual-name="${visualName}"]`).innerText();

  test('embeds every demo BI report and dashboard, each drawing its visuals', async () => {
    for (const item of items) {
      if (item.type === 'report') {
        await embedReport(item);
        const visuals = frameOf(host).locator('[data-visual-name]');
        expect(await visuals.count(), item.name).toBeGreaterThan(2);
      } else {
        const { token } = await diego.biToken(item.id);
        await host.page.evaluate(([g, config]) => window.__host.embed(g, config), [
          host.sdkGlobal,
          {
            type: 'dashboard',
            id: item.id,
            embedUrl: onOrigin(item.embedUrl, FRAME_ORIGIN),
            accessToken: token,
            tokenType: 1,
            pageView: 'fitToWidth',
          },
        ] as const);
        await waitForEvent('loaded', 0, 60_000);
        // The anchor's dashboards never send rendered; ours do, whichever SDK listens.
        await waitForEvent('rendered', 0, 60_000);
        expect(await frameOf(host).locator('[data-tile-id]').count(), item.displayName).toBeGreaterThan(2);
      }
      expect((await events('error')).map((e) => e.detail)).toEqual([]);
    }
  });

  test('pages: list, set the active one (pageChanged), their visuals', async () => {
    await embedReport(reportNamed('Receita por Cliente'));
    const pages = value<{ name: string; displayName: string; isActive: boolean }[]>(await call('getPages'));
    expect(pages.map((p) => p.displayName)).toEqual([
      'Visão Geral',
      'Clientes',
      'Produtos e Serviços',
      'Lançamentos',
    ]);
    expect(pages.filter((p) => p.isActive).map((p) => p.name)).toEqual(['Visao_Geral']);

    const from = await eventCount();
    await call('setPage', 'Clientes');
    const changed = await waitForEvent('pageChanged', from);
    expect((changed.detail as { newPage: { name: string } }).newPage.name).toBe('Clientes');
    await frameOf(host).locator('[data-page-name="Clientes"]').waitFor();

    const visuals = value<{ name: string; type: string; title: string }[]>(
      await callOnPage('Clientes', 'getVisuals'),
    );
    expect(visuals.length).toBeGreaterThan(2);
    expect(visuals.map((v) => v.type)).toContain('tableEx');
  });

  test('filters at report level change the data, and a bad filter changes nothing', async () => {
    await embedReport(reportNamed('Receita por Cliente'));
    const before = await cardText('Receita');
    expect(before).toMatch(/R\$/);

    const from = await eventCount();
    expect((await call('setFilters', [basic('Consumo', 'Região', ['sa-east-1'])])).ok).toBe(true);
    await waitForEvent('filtersApplied', from);
    await waitForEvent('rendered', from);
    const filtered = await cardText('Receita');
    expect(filtered).not.toBe(before);
    expect(value<unknown[]>(await call('getFilters'))).toMatchObject([{ values: ['sa-east-1'] }]);

    const refused = await call('setFilters', [{ filterType: 1, target: { table: 'Consumo' } }]);
    expect(refused.ok).toBe(false);
    expect(value<unknown[]>(await call('getFilters'))).toMatchObject([{ values: ['sa-east-1'] }]);

    await call('removeFilters');
    expect(value<unknown[]>(await call('getFilters'))).toEqual([]);
  });

  test('bookmarks: list, apply by name, capture and apply a state', async () => {
    await embedReport(reportNamed('Receita por Cliente'));
    const bookmarks = value<{ name: string }[]>(await call('bookmarksManager.getBookmarks'));
    expect(bookmarks.map((b) => b.name)).toEqual(
      expect.arrayContaining(['Ultimos_12_Meses', 'Ano_Corrente']),
    );

    const from = await eventCount();
    await call('bookmarksManager.apply', 'Ultimos_12_Meses');
    await waitForEvent('bookmarkApplied', from);
    const captured = value<{ state: string }>(await call('bookmarksManager.capture'));
    expect(captured.state).toMatch(/^nuvem1\./);
    expect((await call('bookmarksManager.applyState', captured.state)).ok).toBe(true);
    expect((await call('bookmarksManager.applyState', 'not-a-state')).ok).toBe(false);
  });

  test('visuals: export data, sort, smart narrative and slicer state', async () => {
    await embedReport(reportNamed('Receita por Cliente'));
    const exported = value<{ data: string }>(
      await callOnVisual('Visao_Geral', 'Por_Regiao', 'exportData', 0, 100),
    );
    const [header, ...rows] = exported.data.trim().split(/\r?\n/);
    expect(header).toContain('Região');
    expect(rows.length).toBeGreaterThan(0);

    expect(
      (
        await callOnVisual('Visao_Geral', 'Por_Regiao', 'sortBy', {
          orderBy: { table: 'Consumo', column: 'Região' },
          direction: 1,
        })
      ).ok,
    ).toBe(true);

    const narrative = value<{ summary?: string }>(
      await callOnVisual('Visao_Geral', 'Por_Regiao', 'getSmartNarrativeInsights'),
    );
    expect(JSON.stringify(narrative)).toMatch(/[A-Za-zÀ-ú]{4,}/);

    const state = value<{ filters: unknown[] }>(
      await callOnVisual('Visao_Geral', 'Periodo', 'getSlicerState'),
    );
    expect(Array.isArray(state.filters)).toBe(true);
  });

  test('settings, edit mode, save and save as', async () => {
    await embedReport(reportNamed('Margem por Produto'), { permissions: 7, viewMode: 0 });
    await call('updateSettings', { filterPaneEnabled: true, panes: { filters: { visible: true } } });
    await frameOf(host)
      .getByRole('complementary', { name: /Filtros/ })
      .or(frameOf(host).getByText('Filtros').first())
      .first()
      .waitFor();

    expect((await call('switchMode', 'edit')).ok).toBe(true);
    const page = value<{ name: string }>(await call('getActivePage'));
    const visuals = value<{ name: string }[]>(await callOnPage(page.name, 'getVisuals'));
    // A custom layout (moveVisual) is a view setting, as Power BI has it; a new page is a change to save.
    expect((await call('moveVisual', page.name, visuals[0]!.name, 20, 20)).ok).toBe(true);
    expect(value<boolean>(await call('isSaved'))).toBe(true);
    const added = value<{ name: string; displayName: string }>(await call('addPage', 'Nova página'));
    expect(added.displayName).toBe('Nova página');
    expect(value<boolean>(await call('isSaved'))).toBe(false);

    const from = await eventCount();
    expect((await call('save')).ok).toBe(true);
    const saved = await waitForEvent('saved', from);
    expect(saved.detail).toMatchObject({ saveAs: false });

    const beforeCopy = await eventCount();
    expect((await call('saveAs', { name: `Cópia ${sdk}` })).ok).toBe(true);
    const copy = await waitForEvent('saved', beforeCopy);
    expect(copy.detail).toMatchObject({ saveAs: true, reportName: `Cópia ${sdk}` });
    const copies = (await diego.biItems()).filter((i) => i.type === 'report' && i.name === `Cópia ${sdk}`);
    expect(copies).toHaveLength(1);
  });

  test('theme and zoom', async () => {
    await embedReport(reportNamed('Uso de CPU e Memória'));
    const theme = { themeJson: { name: 'Teste', dataColors: ['#112233', '#445566', '#778899'] } };
    expect((await call('applyTheme', theme)).ok).toBe(true);
    expect(value<{ themeJson: { name: string } }>(await call('getTheme')).themeJson.name).toBe('Teste');
    expect(value<number>(await call('getZoom'))).toBe(1);
    expect((await call('setZoom', 1.5)).ok).toBe(true);
    expect(value<number>(await call('getZoom'))).toBe(1.5);
  });

  test('a single visual renders alone at the frame size', async () => {
    const item = reportNamed('Receita por Cliente');
    const { token } = await diego.biToken(item.id);
    await host.page.evaluate(([g, config]) => window.__host.embed(g, config), [
      host.sdkGlobal,
      {
        type: 'visual',
        id: item.id,
        embedUrl: onOrigin(item.embedUrl, FRAME_ORIGIN),
        accessToken: token,
        tokenType: 1,
        pageName: 'Visao_Geral',
        visualName: 'Top_Clientes',
      },
    ] as const);
    await waitForEvent('rendered', 0, 60_000);
    const shown = frameOf(host).locator('[data-visual-name]');
    expect(await shown.count()).toBe(1);
    expect(await shown.getAttribute('data-visual-name')).toBe('Top_Clientes');
  });

  test('an insights dashboard in each page view, and a tile click', async () => {
    const [dashboard] = (await diego.dashboards()).filter((d) => d.Name === 'Faturamento Mensal');
    for (const pageView of ['actualSize', 'fitToWidth', 'oneColumn']) {
      const embed = await diego.dashboardEmbed(dashboard!.DashboardId);
      await host.page.evaluate(([g, config]) => window.__host.embed(g, config), [
        host.sdkGlobal,
        {
          type: 'dashboard',
          id: dashboard!.DashboardId,
          embedUrl: onOrigin(embed.url, FRAME_ORIGIN),
          accessToken: embed.token,
          tokenType: 1,
          pageView,
        },
      ] as const);
      await waitForEvent('rendered', 0, 60_000);
      expect(await frameOf(host).locator('[data-tile-id]').count()).toBeGreaterThan(2);
    }
    const from = await eventCount();
    const tile = frameOf(host).locator('[data-tile-id]').first();
    const tileId = await tile.getAttribute('data-tile-id');
    await tile.click();
    const clicked = await waitForEvent('tileClicked', from);
    expect(clicked.detail).toMatchObject({ tileId });
  });

  test('a tile alone, at the given size: tileLoaded and tileClicked', async () => {
    const [dashboard] = (await diego.dashboards()).filter((d) => d.Name === 'Consumo de Recursos');
    const embed = await diego.dashboardEmbed(dashboard!.DashboardId);
    const content = await dashboardContent(stack.api.url, dashboard!.DashboardId, embed.token);
    const tileId = content.tiles[0]!.tileId;
    await host.page.evaluate(([g, config]) => window.__host.embed(g, config), [
      host.sdkGlobal,
      {
        type: 'tile',
        id: tileId,
        dashboardId: dashboard!.DashboardId,
        embedUrl: `${FRAME_ORIGIN}/tileEmbed?dashboardId=${dashboard!.DashboardId}&tileId=${tileId}`,
        accessToken: embed.token,
        tokenType: 1,
        width: 480,
        height: 320,
      },
    ] as const);
    await waitForEvent('tileLoaded', 0, 60_000);
    const tile = frameOf(host).locator(`[data-tile-id="${tileId}"]`);
    const box = await tile.boundingBox();
    expect(box).toMatchObject({ width: 480, height: 320 });
    const from = await eventCount();
    await tile.click();
    expect((await waitForEvent('tileClicked', from)).detail).toMatchObject({ tileId });
  });
});

describe('tokens and origins', () => {
  let shortLived: AnalyticsStack;
  beforeAll(async () => {
    // Embed tokens of 8 seconds, on one month of data: the frame meets an expired token mid-session.
    shortLived = await startAnalyticsStack({
      hostOrigins: [HOST_ORIGIN],
      apiEnv: { EMBED_TOKEN_TTL_SECONDS: '8', DEMO_ANALYTICS_MONTHS: '1' },
      build: false,
    });
  }, 300_000);
  afterAll(() => shortLived?.stop());

  const outlive = () => new Promise((resolve) => setTimeout(resolve, 9_000));

  test.each<SdkName>(['ours', 'anchor'])(
    '%s: an expired token raises error, and a token handed over with setAccessToken keeps it working',
    async (sdk) => {
      const user = await signInToApi(shortLived.api.url, 'diego@nuvem.example');
      const item = (await user.biItems()).find(
        (i) => i.type === 'report' && i.name === 'Receita por Cliente',
      )!;
      const host = await openEmbedHost(browser, { sdk, frameUrl: shortLived.frameUrl });
      try {
        const { page } = host;
        await page.evaluate(([g, config]) => window.__host.embed(g, config), [
          host.sdkGlobal,
          {
            type: 'report',
            id: item.id,
            embedUrl: onOrigin(item.embedUrl, FRAME_ORIGIN),
            accessToken: (await user.biToken(item.id)).token,
            tokenType: 1,
          },
        ] as const);
        await page.evaluate(() => window.__host.waitForEvent('rendered', 0, 60_000));
        await outlive();
        const from = await page.evaluate(() => window.__host.events().length);
        await page.evaluate(() => window.__host.call('refresh'));
        const error = await page.evaluate((f) => window.__host.waitForEvent('error', f), from);
        expect(error.detail).toMatchObject({ message: 'TokenExpired' });

        const renewed = (await user.biToken(item.id)).token;
        expect((await page.evaluate((t) => window.__host.call('setAccessToken', t), renewed)).ok).toBe(true);
        await page.evaluate((f) => window.__host.waitForEvent('rendered', f), from);
        expect(await frameOf(host).locator('[data-visual-name="Receita"]').innerText()).toMatch(/R\$/);
        expect(host.errors).toEqual([]);
      } finally {
        await host.context.close();
      }
    },
    90_000,
  );

  test.each<SdkName>(['ours', 'anchor'])(
    '%s: with an accessTokenProvider, the frame asks the host through newAccessToken and goes on',
    async (sdk) => {
      const user = await signInToApi(shortLived.api.url, 'diego@nuvem.example');
      const item = (await user.biItems()).find(
        (i) => i.type === 'report' && i.name === 'Receita por Cliente',
      )!;
      const host = await openEmbedHost(browser, { sdk, frameUrl: shortLived.frameUrl });
      let asked = 0;
      await host.context.exposeBinding('__freshToken', async () => {
        asked++;
        return (await user.biToken(item.id)).token;
      });
      try {
        const { page } = host;
        await page.evaluate(([g, config]) => window.__host.embedWithTokenProvider(g, config), [
          host.sdkGlobal,
          {
            type: 'report',
            id: item.id,
            embedUrl: onOrigin(item.embedUrl, FRAME_ORIGIN),
            accessToken: (await user.biToken(item.id)).token,
            // powerbi-client allows a token provider only with Aad tokens.
            tokenType: 0,
          },
        ] as const);
        await page.evaluate(() => window.__host.waitForEvent('rendered', 0, 60_000));
        await outlive();
        const from = await page.evaluate(() => window.__host.events().length);
        await page.evaluate(() => window.__host.call('refresh'));
        await page.evaluate((f) => window.__host.waitForEvent('rendered', f), from);
        expect(asked).toBeGreaterThan(0);
        expect(host.errors).toEqual([]);
      } finally {
        await host.context.close();
      }
    },
    90_000,
  );

  test.each<SdkName>(['ours', 'anchor'])(
    '%s: a page on an origin the API does not allow gets no answer, and the frame says why',
    async (sdk) => {
      const user = await signInToApi(shortLived.api.url, 'diego@nuvem.example');
      const item = (await user.biItems()).find((i) => i.type === 'report')!;
      const host = await openEmbedHost(browser, {
        sdk,
        frameUrl: shortLived.frameUrl,
        hostOrigin: 'https://other.nuvem.test',
      });
      try {
        await host.page.evaluate(([g, config]) => window.__host.embed(g, config), [
          host.sdkGlobal,
          {
            type: 'report',
            id: item.id,
            embedUrl: onOrigin(item.embedUrl, FRAME_ORIGIN),
            accessToken: (await user.biToken(item.id)).token,
            tokenType: 1,
          },
        ] as const);
        await frameOf(host).getByText('Este conteúdo não pode ser exibido aqui').waitFor();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(await host.page.evaluate(() => window.__host.events().map((e) => e.name))).toEqual([]);
      } finally {
        await host.context.close();
      }
    },
  );
});
