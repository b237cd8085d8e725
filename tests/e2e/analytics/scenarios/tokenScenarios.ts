import type { Browser } from 'playwright-core';
import { startAnalyticsStack, type AnalyticsStack } from '../analyticsStack';
import { signInToApi } from '../demoContent';
import { HOST_ORIGIN, openEmbedHost, type SdkName } from '../embedHost';
import { EmbedSession } from '../embedSession';
import { E2E_ANALYTICS_MONTHS } from '../../apiProcess';

/**
 * Embed tokens of 8 seconds, on a stack of its own (one month of data): the frame
 * meets an expired token mid-session; and a host page on an origin the API does not allow is told so.
 */
export function tokenAndOriginScenarios(browser: () => Browser): void {
  let shortLived: AnalyticsStack;
  beforeAll(async () => {
    // Embed tokens of 8 seconds, on one month of data: the frame meets an expired token mid-session.
    shortLived = await startAnalyticsStack({
      hostOrigins: [HOST_ORIGIN],
      apiEnv: { EMBED_TOKEN_TTL_SECONDS: '8', DEMO_ANALYTICS_MONTHS: E2E_ANALYTICS_MONTHS },
    });
  }, 300_000);
  afterAll(() => shortLived?.stop());

  const outlive = () => new Promise((resolve) => setTimeout(resolve, 9_000));

  // The two scenarios that wait out a token run at once, each SDK in a page of its own: four waits of 9 s
  // overlap instead of adding up.

  /** diego's 'Receita por Cliente' on the short-lived stack, in a session of a new host page. */
  async function receitaSession(sdk: SdkName, hostOrigin?: string) {
    const user = await signInToApi(shortLived.api.url, 'diego@nuvem.example');
    const item = (await user.biItems()).find((i) => i.type === 'report' && i.name === 'Receita por Cliente')!;
    const host = await openEmbedHost(browser(), { sdk, frameUrl: shortLived.frameUrl, hostOrigin });
    return { session: new EmbedSession(host, user), user, item };
  }

  test.concurrent.each<SdkName>(['ours', 'anchor'])(
    '%s: an expired token raises error, and a token handed over with setAccessToken keeps it working',
    async (sdk) => {
      const { session: s, user, item } = await receitaSession(sdk);
      try {
        await s.embedReport(item);
        await outlive();
        const from = await s.eventCount();
        await s.call('refresh');
        const error = await s.waitForEvent('error', from);
        expect(error.detail).toMatchObject({ message: 'TokenExpired' });

        const renewed = (await user.biToken(item.id)).token;
        expect((await s.call('setAccessToken', renewed)).ok).toBe(true);
        await s.waitForEvent('rendered', from);
        expect(await s.frame.locator('[data-visual-name="Receita"]').innerText()).toMatch(/R\$/);
        expect(s.host.errors).toEqual([]);
      } finally {
        await s.host.context.close();
      }
    },
    90_000,
  );

  test.concurrent.each<SdkName>(['ours', 'anchor'])(
    '%s: with an accessTokenProvider, the frame asks the host through newAccessToken and goes on',
    async (sdk) => {
      const { session: s, user, item } = await receitaSession(sdk);
      let asked = 0;
      await s.host.context.exposeBinding('__freshToken', async () => {
        asked++;
        return (await user.biToken(item.id)).token;
      });
      try {
        // powerbi-client allows a token provider only with Aad tokens.
        const config = await s.reportConfig(item, { tokenType: 0 });
        await s.host.page.evaluate(([g, c]) => window.__host.embedWithTokenProvider(g, c), [
          s.host.sdkGlobal,
          config,
        ] as const);
        await s.waitForEvent('rendered', 0, 60_000);
        await outlive();
        const from = await s.eventCount();
        await s.call('refresh');
        await s.waitForEvent('rendered', from);
        expect(asked).toBeGreaterThan(0);
        expect(s.host.errors).toEqual([]);
      } finally {
        await s.host.context.close();
      }
    },
    90_000,
  );

  test.each<SdkName>(['ours', 'anchor'])(
    '%s: a page on an origin the API does not allow gets an error naming the reason, and nothing else',
    async (sdk) => {
      const origin = 'https://other.nuvem.test';
      const { session: s, item } = await receitaSession(sdk, origin);
      const analyticsCalls: string[] = [];
      s.host.context.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/v1/analytics/')) analyticsCalls.push(pathname);
      });
      try {
        // Everything the frame posts to the host page, as the page receives it.
        await s.host.page.evaluate(() => {
          const received: unknown[] = [];
          Object.assign(window, { __fromFrame: received });
          window.addEventListener('message', (event) => {
            if (event.source === document.querySelector('iframe')?.contentWindow)
              received.push(JSON.parse(JSON.stringify(event.data)));
          });
        });
        const config = await s.reportConfig(item);
        await s.embed(config);
        const refusal = {
          message: 'LoadReportFailed',
          detailedMessage: `A origem ${origin} não tem permissão para incorporar este conteúdo.`,
          errorCode: 'originNotAllowed',
          level: 6,
        };
        expect((await s.waitForEvent('error')).detail).toEqual(refusal);
        await s.frame.getByText('Este conteúdo não pode ser exibido aqui').waitFor();
        // Time for anything else to arrive (nothing should).
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect((await s.host.page.evaluate(() => window.__host.events())).map((e) => e.name)).toEqual([
          'error',
        ]);
        // The load's refusal and the error event: no ready, no loaded, no data, no token.
        const fromFrame = await s.host.page.evaluate(
          () => (window as unknown as { __fromFrame: Record<string, unknown>[] }).__fromFrame,
        );
        expect(fromFrame).toHaveLength(2);
        expect(fromFrame).toContainEqual(
          expect.objectContaining({
            method: 'POST',
            url: expect.stringMatching(/^\/reports\/[^/]+\/events\/error$/),
            body: refusal,
          }),
        );
        expect(fromFrame).toContainEqual(expect.objectContaining({ statusCode: 403, body: refusal }));
        expect(JSON.stringify(fromFrame)).not.toContain(config.accessToken as string);
        // The frame asked the API whom it may talk to, and nothing else.
        expect(analyticsCalls).toEqual(['/api/v1/analytics/embed-origins']);
        // The refused load rejects with that IError, unhandled in the page, as both SDKs leave a load's failure.
        expect(s.host.errors).toEqual(['pageerror: Object']);
      } finally {
        await s.host.context.close();
      }
    },
  );
}
