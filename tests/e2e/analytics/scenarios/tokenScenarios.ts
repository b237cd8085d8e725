import type { Browser } from 'playwright-core';
import { startAnalyticsStack, type AnalyticsStack } from '../analyticsStack';
import { onOrigin, signInToApi } from '../demoContent';
import { FRAME_ORIGIN, HOST_ORIGIN, openEmbedHost, type SdkName } from '../embedHost';

/**
 * Embed tokens of 8 seconds, on a stack of its own (one month of data, the build already made): the frame
 * meets an expired token mid-session; and a host page on an origin the API does not allow.
 */
export function tokenAndOriginScenarios(browser: () => Browser): void {
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
      const host = await openEmbedHost(browser(), { sdk, frameUrl: shortLived.frameUrl });
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
        expect(
          await host.page.frameLocator('#embed iframe').locator('[data-visual-name="Receita"]').innerText(),
        ).toMatch(/R\$/);
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
      const host = await openEmbedHost(browser(), { sdk, frameUrl: shortLived.frameUrl });
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
      const host = await openEmbedHost(browser(), {
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
        await host.page
          .frameLocator('#embed iframe')
          .getByText('Este conteúdo não pode ser exibido aqui')
          .waitFor();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(await host.page.evaluate(() => window.__host.events().map((e) => e.name))).toEqual([]);
      } finally {
        await host.context.close();
      }
    },
  );
}
