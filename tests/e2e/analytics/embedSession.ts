import type { BiItem } from '@nuvem/api-contract';
import type { FrameLocator } from 'playwright-core';
import { onOrigin, type DemoUserApi } from './demoContent';
import { FRAME_ORIGIN, type EmbedHost } from './embedHost';
import type { HostEvent, Outcome } from './hostScript';

/**
 * One host page of the suite, as a scenario drives it: embeds, SDK calls (run in the page through
 * window.__host, with whichever SDK the page loaded), the events it received, and the frame's DOM.
 */
export class EmbedSession {
  constructor(
    readonly host: EmbedHost,
    private readonly user: DemoUserApi,
  ) {}

  /** The embed's iframe (its locators wait for it to be there). */
  get frame(): FrameLocator {
    return this.host.page.frameLocator('#embed iframe');
  }

  embed(
    config: Record<string, unknown>,
    options: { phased?: boolean; create?: boolean; quickCreate?: boolean } = {},
  ): Promise<number> {
    return this.host.page.evaluate(([g, c, o]) => window.__host.embed(g, c, o), [
      this.host.sdkGlobal,
      config,
      options,
    ] as const);
  }

  /** Embeds again on the same element and Service (hostScript's embedAgain); answers the events count before. */
  embedAgain(config: Record<string, unknown>): Promise<number> {
    return this.host.page.evaluate((c) => window.__host.embedAgain(c), config);
  }

  /** A BI report as this session's user (a token fresh from the API), waiting for `rendered`. */
  async embedReport(item: BiItem, extra: Record<string, unknown> = {}): Promise<void> {
    await this.embed(await this.reportConfig(item, extra));
    await this.waitForEvent('rendered', 0, 60_000);
  }

  async reportConfig(item: BiItem, extra: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const { token } = await this.user.biToken(item.id);
    return {
      type: 'report',
      id: item.id,
      embedUrl: onOrigin(item.embedUrl, FRAME_ORIGIN),
      accessToken: token,
      tokenType: 1,
      ...extra,
    };
  }

  call(path: string, ...args: unknown[]): Promise<Outcome> {
    return answerOf(
      path,
      this.host.page.evaluate(([p, a]) => window.__host.call(p, ...a), [path, args] as const),
    );
  }

  callOnPage(page: string, method: string, ...args: unknown[]): Promise<Outcome> {
    return answerOf(
      `${page}.${method}`,
      this.host.page.evaluate(([p, m, a]) => window.__host.callOnPage(p, m, ...a), [
        page,
        method,
        args,
      ] as const),
    );
  }

  callOnVisual(page: string, visual: string, method: string, ...args: unknown[]): Promise<Outcome> {
    return answerOf(
      `${page}.${visual}.${method}`,
      this.host.page.evaluate(([p, v, m, a]) => window.__host.callOnVisual(p, v, m, ...a), [
        page,
        visual,
        method,
        args,
      ] as const),
    );
  }

  eventCount(): Promise<number> {
    return this.host.page.evaluate(() => window.__host.events().length);
  }

  waitForEvent(name: string, from = 0, timeoutMs = 30_000): Promise<HostEvent> {
    return this.host.page.evaluate(([n, f, t]) => window.__host.waitForEvent(n, f, t), [
      name,
      from,
      timeoutMs,
    ] as const);
  }

  events(name: string): Promise<HostEvent[]> {
    return this.host.page.evaluate((n) => window.__host.events().filter((e) => e.name === n), name);
  }

  /** A value of the SDK's models namespace, e.g. 'FiltersOperations.Add'. */
  model<T>(path: string): Promise<T> {
    return this.host.page.evaluate(([g, p]) => window.__host.model(g, p), [
      this.host.sdkGlobal,
      path,
    ] as const) as Promise<T>;
  }

  /** A visual's text as the frame shows it (a card's value, a table's rows). */
  visualText(visualName: string): Promise<string> {
    return this.frame.locator(`[data-visual-name="${visualName}"]`).innerText();
  }
}

/** The resolved value of a call that must have succeeded. */
export function valueOf<T>(outcome: Outcome): T {
  if (!outcome.ok) throw new Error(`the call failed: ${JSON.stringify(outcome.error)}`);
  return outcome.value as T;
}

export const basicFilter = (table: string, column: string, values: (string | number)[]) => ({
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table, column },
  filterType: 1,
  operator: 'In',
  values,
  requireSingleSelection: false,
});

/** How long a call may wait for the frame's answer: far more than any answer takes, well under a test's limit. */
const ANSWER_WAIT_MS = 25_000;

/** The SDK's promise never settles when the frame does not answer; this names the call that went unanswered. */
function answerOf(call: string, outcome: Promise<Outcome>): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unanswered = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer to ${call} in ${ANSWER_WAIT_MS} ms`)),
      ANSWER_WAIT_MS,
    );
  });
  return Promise.race([outcome, unanswered]).finally(() => clearTimeout(timer));
}
