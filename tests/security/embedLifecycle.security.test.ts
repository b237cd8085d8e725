import type { Browser } from 'playwright-core';
import type * as EmbedModule from '@nuvem/embed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '@nuvem/devtools/chromium';
import {
  buildBundles,
  FRAME_ORIGIN,
  openWirePage,
  SDKS,
  type Bundles,
  type SdkName,
} from '../compat/wire/harness.mjs';

type EmbedSdk = typeof EmbedModule;

/**
 * The issue's lifecycle proof: embedding and resetting 1,000 times leaves no listener, route, pending
 * request, component or frame behind. The loop counts through powerbi-client's internals' names too, so it
 * can be pointed at the anchor for contrast (`embedAndReset('anchor', …)`).
 */
const CYCLES = 1_000;

let browser: Browser;
let bundles: Bundles;

beforeAll(async () => {
  browser = await launchChromium();
  bundles = await buildBundles();
});

afterAll(async () => {
  await browser?.close();
});

interface Counts {
  listeners: number;
  messageListeners: number;
  routes: number;
  pending: number;
  components: number;
  frames: number;
}

async function embedAndReset(
  which: SdkName,
  cycles: number,
): Promise<{ before: Counts; after: Counts; aborted: number }> {
  const { context, page, errors } = await openWirePage(browser, {
    bundles,
    sdkCode: bundles.sdk[which]!.code!,
  });
  try {
    const result = await page.evaluate(
      async ([global, frameOrigin, cycleCount]) => {
        // Count live listeners on every EventTarget from here on.
        const live = new Set<string>();
        const ids = new WeakMap<object, number>();
        let next = 0;
        const key = (target: object, type: string, listener: unknown) => {
          for (const item of [target, listener as object]) if (item && !ids.has(item)) ids.set(item, next++);
          return `${ids.get(target)}|${type}|${ids.get(listener as object)}`;
        };
        const add = EventTarget.prototype.addEventListener;
        const remove = EventTarget.prototype.removeEventListener;
        EventTarget.prototype.addEventListener = function (
          type: string,
          listener: unknown,
          options?: unknown,
        ) {
          if (listener) live.add(key(this, type, listener));
          return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
        };
        EventTarget.prototype.removeEventListener = function (
          type: string,
          listener: unknown,
          options?: unknown,
        ) {
          if (listener) live.delete(key(this, type, listener));
          return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
        };

        const sdk = (window as never as Record<string, EmbedSdk>)[global]!;
        const service = new sdk.service.Service(
          sdk.factories.hpmFactory,
          sdk.factories.wpmpFactory,
          sdk.factories.routerFactory,
        );
        const internals = service as never as {
          router: {
            routeCount?: number;
            routes?: unknown[];
            handlers?: unknown[];
            routeRecognizer?: { names?: object };
          };
          wpmp: { pendingCount?: number; pendingRequestPromises?: object; handlers?: unknown[] };
        };
        const counts = (): Counts => ({
          listeners: live.size,
          messageListeners: [...live].filter((entry) => entry.split('|')[1] === 'message').length,
          routes: internals.router.routeCount ?? internals.wpmp.handlers?.length ?? -1,
          pending:
            internals.wpmp.pendingCount ?? Object.keys(internals.wpmp.pendingRequestPromises ?? {}).length,
          components: service.getNumberOfComponents(),
          frames: document.querySelectorAll('iframe').length,
        });
        const before = counts();
        const element = document.createElement('div');
        document.body.append(element);
        let aborted = 0;
        for (let cycle = 0; cycle < cycleCount; cycle++) {
          const report = service.embed(element, {
            type: 'report',
            uniqueId: `cycle-${cycle}`,
            accessToken: 'token',
            tokenType: 0,
            embedUrl: `${frameOrigin}/reportEmbed?reportId=r${cycle}&wireQuiet=1`,
            eventHooks: { accessTokenProvider: () => 'fresh' },
          } as never);
          report.on('loaded', () => undefined);
          report.on('error', () => undefined);
          if (cycle % 100 === 0) {
            // Every hundredth embed goes through the whole handshake before it is reset.
            await new Promise<void>((resolve) => report.on('loaded', () => resolve()));
          }
          (report as never as { getZoom(): Promise<unknown> }).getZoom().catch(() => aborted++);
          service.reset(element);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { before, after: counts(), aborted };
      },
      [SDKS[which].global, FRAME_ORIGIN, cycles] as const,
    );
    expect(errors).toEqual([]);
    return result;
  } finally {
    await context.close();
  }
}

describe('embed and reset', () => {
  it(`leaves nothing behind after ${CYCLES} cycles`, async () => {
    const ours = await embedAndReset('ours', CYCLES);
    expect(ours.after).toEqual({
      ...ours.before,
      listeners: 0,
      messageListeners: 0,
      pending: 0,
      components: 0,
      frames: 0,
    });
    expect(ours.before.listeners).toBe(0);
    // Every request still in flight at reset was rejected, not left pending.
    expect(ours.aborted).toBe(CYCLES);
    // 1,000 embeds in Chromium: about 20 s on a quiet machine, and npm test runs Storybook's tests beside it.
  }, 180_000);
});
