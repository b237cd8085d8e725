import type { Browser } from 'playwright-core';
import type * as EmbedModule from '@nuvem/embed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@nuvem/devtools/chromium';
import { buildBundles, FRAME_ORIGIN, openWirePage, type Bundles } from '../compat/wire/harness.mjs';
import { hostileMessages } from './hostileMessages';

type EmbedSdk = typeof EmbedModule;

/**
 * The security proof: 10,000 random and hostile messages, posted to the host page from a frame of
 * another origin, from a frame of the provider's own origin that is not the embed's frame, and from the
 * page itself, resolve nothing, dispatch nothing and throw nothing. The embed under attack stays usable.
 */
const MESSAGES = 10_000;
const EVIL_ORIGIN = 'https://evil.nuvem.test';

let browser: Browser;
let bundles: Bundles;

beforeAll(async () => {
  browser = await launchChromium();
  bundles = await buildBundles({ sdks: ['ours'] });
});

afterAll(async () => {
  await browser?.close();
});

const attackerHtml = `<!doctype html><html><body><script>
  window.replies = 0;
  addEventListener('message', () => { window.replies++; });
  window.attack = (messages) => { for (const message of messages) parent.postMessage(message, '*'); };
</script></body></html>`;

describe('messages from anywhere but the embed frame', () => {
  it(`resolves nothing, dispatches nothing and throws nothing across ${MESSAGES} hostile messages`, async () => {
    const { context, page, errors } = await openWirePage(browser, {
      bundles,
      sdkCode: bundles.sdk.ours!.code!,
    });
    await context.route(`${EVIL_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: attackerHtml }),
    );
    // The provider's origin, but not the embed's frame: served at a path the recording frame does not own.
    await context.route(`${FRAME_ORIGIN}/attacker`, (route) =>
      route.fulfill({ contentType: 'text/html', body: attackerHtml }),
    );
    // A frame that never answers, so a request stays pending for the attackers to try to resolve.
    await context.route(`${FRAME_ORIGIN}/muteEmbed**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>mute</title>' }),
    );
    try {
      const setup = await page.evaluate(async (frameOrigin) => {
        const sdk = (window as never as { NuvemEmbed: EmbedSdk }).NuvemEmbed;
        const service = new sdk.service.Service(
          sdk.factories.hpmFactory,
          sdk.factories.wpmpFactory,
          sdk.factories.routerFactory,
        );
        const state = { dispatched: 0, hookCalls: 0, settled: [] as string[] };
        const make = (id: string) => {
          const element = document.createElement('div');
          element.id = id;
          document.body.append(element);
          return element;
        };
        const victim = service.embed(make('victim'), {
          type: 'report',
          uniqueId: 'victim',
          accessToken: 'token',
          tokenType: 0,
          embedUrl: `${frameOrigin}/reportEmbed?reportId=r1&wireQuiet=1`,
          eventHooks: {
            accessTokenProvider: () => (state.hookCalls++, 'stolen'),
            applicationContextProvider: () => (state.hookCalls++, {}),
          },
        } as never);
        await new Promise<void>((resolve) => victim.on('loaded', () => resolve()));
        const mute = service.embed(make('mute'), {
          type: 'report',
          uniqueId: 'mute',
          accessToken: 'token',
          embedUrl: `${frameOrigin}/muteEmbed?reportId=r2`,
        });
        await new Promise((resolve) => mute.iframe.addEventListener('load', resolve));
        (mute as EmbedSdk['Report']['prototype']).getPages().then(
          () => state.settled.push('resolved'),
          (reason: { message?: string }) => state.settled.push(`rejected: ${reason?.message}`),
        );
        const allEvents = [...new Set([...victim.allowedEvents, 'ready'])];
        for (const element of [victim.element, mute.element]) {
          for (const name of allEvents) element.addEventListener(name, () => state.dispatched++);
        }
        (window as never as Record<string, unknown>).__fuzz = { service, state };
        const pendingIds = [...(service.wpmp as never as { pending: Map<string, unknown> }).pending.keys()];
        return { pendingIds };
      }, FRAME_ORIGIN);
      // The mute frame's load request and getPages: both wait, for ever, for an answer only it may give.
      expect(setup.pendingIds).toHaveLength(2);

      const messages = hostileMessages(MESSAGES, 20261121, {
        pendingIds: setup.pendingIds,
        uniqueId: 'victim',
      });
      const third = Math.ceil(messages.length / 3);
      const [fromEvil, fromSameOrigin, fromPage] = [
        messages.slice(0, third),
        messages.slice(third, 2 * third),
        messages.slice(2 * third),
      ];

      await page.evaluate(
        async ([evil, sameOrigin]) => {
          const open = (src: string) =>
            new Promise<HTMLIFrameElement>((resolve) => {
              const frame = document.createElement('iframe');
              frame.src = src;
              frame.onload = () => resolve(frame);
              document.body.append(frame);
            });
          const w = window as never as Record<string, HTMLIFrameElement>;
          w.__evil = await open(`${evil}/attacker`);
          w.__sameOrigin = await open(`${sameOrigin}/attacker`);
        },
        [EVIL_ORIGIN, FRAME_ORIGIN],
      );

      const attackers = page.frames().filter((frame) => frame.url().endsWith('/attacker'));
      expect(attackers).toHaveLength(2);
      await attackers
        .find((frame) => frame.url().startsWith(EVIL_ORIGIN))!
        .evaluate((batch) => (window as never as { attack(m: unknown[]): void }).attack(batch), fromEvil);
      await attackers
        .find((frame) => frame.url().startsWith(FRAME_ORIGIN))!
        .evaluate(
          (batch) => (window as never as { attack(m: unknown[]): void }).attack(batch),
          fromSameOrigin,
        );
      await page.evaluate((batch) => {
        for (const message of batch) window.postMessage(message, '*');
      }, fromPage);
      // Let every message be delivered and any (wrong) reaction happen.
      await page.waitForTimeout(500);

      const outcome = await page.evaluate(async () => {
        const { service, state } = (
          window as never as {
            __fuzz: {
              service: EmbedSdk['service']['Service']['prototype'];
              state: { dispatched: number; hookCalls: number; settled: string[] };
            };
          }
        ).__fuzz;
        const victim = service.find('victim')!;
        const zoom = await (victim as never as { getZoom(): Promise<unknown> }).getZoom();
        return { ...state, zoom, pending: service.wpmp.pendingCount };
      });
      const replies = await Promise.all(
        attackers.map((frame) => frame.evaluate(() => (window as never as { replies: number }).replies)),
      );

      expect(outcome.settled).toEqual([]);
      expect(outcome.pending).toBe(2);
      expect(outcome.dispatched).toBe(0);
      expect(outcome.hookCalls).toBe(0);
      expect(replies).toEqual([0, 0]);
      expect(errors).toEqual([]);
      // The embed under attack still works.
      expect(outcome.zoom).toBe(1);
    } finally {
      await context.close();
    }
  });
});
