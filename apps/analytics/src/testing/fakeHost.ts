import { vi } from 'vitest';
import { PaintTracker } from '../frame/paintTracker';
import { startFrame, type Frame } from '../frame/startFrame';
import type { ReportSession } from '../report/reportSession';
import { reportWithActions } from './demoContent';
import { fakeAnalyticsApi, HOST_ORIGIN } from './fakeAnalyticsApi';

export interface PostedMessage {
  message: Record<string, unknown>;
  targetOrigin: string;
}

export interface HostAnswer {
  statusCode: number;
  body: unknown;
}

export interface FakeHostOptions {
  path?: string;
  search?: string;
  /** The parent's origin as the frame sees it (ancestorOrigins); none: the frame has no parent. */
  parentOrigin?: string | null;
  api?: ReturnType<typeof fakeAnalyticsApi>;
  /** How the host answers the frame's requests (events, hooks); 200 null by default, as the SDK's Service does. */
  answer?: (url: string, body: unknown) => HostAnswer | undefined;
  /** Returns before the frame has checked its parent's origin (to post while it checks). */
  early?: boolean;
}

let nextId = 0;

/** A request envelope as the SDK posts it (a GET has no body). */
export const envelope = (method: string, url: string, id: string, body?: unknown) => ({
  method,
  url,
  headers: { id, uid: 'u1' },
  ...(method === 'GET' ? {} : { body }),
});

/**
 * A host page around a real frame (startFrame with its real proxy, router and HTTP layer), in jsdom: the
 * test posts envelopes as the SDK does, reads the frame's answers and events, and answers the frame's own
 * requests as the SDK's Service would.
 */
export async function fakeHost(options: FakeHostOptions = {}) {
  const api = options.api ?? fakeAnalyticsApi();
  const parentOrigin = options.parentOrigin === undefined ? HOST_ORIGIN : options.parentOrigin;
  const posted: PostedMessage[] = [];
  const frameWindow = Object.assign(new EventTarget(), {
    location: {
      pathname: options.path ?? '/reportEmbed',
      search: options.search ?? '?reportId=r&uid=u1&groupId=g1',
      origin: 'https://frame.example',
      ancestorOrigins: parentOrigin ? [parentOrigin] : [],
    },
    document: { referrer: '' },
    print: vi.fn(),
    open: vi.fn(),
    parent: undefined as unknown,
  });

  const deliver = (data: unknown, source: unknown = parent, origin = HOST_ORIGIN) =>
    frameWindow.dispatchEvent(Object.assign(new Event('message'), { data, source, origin }));

  const parent = {
    postMessage(message: Record<string, unknown>, targetOrigin: string) {
      posted.push({ message, targetOrigin });
      // The frame's own requests (ready, events, hooks) get the host's answer, as the SDK's Service gives it.
      if (typeof message.method === 'string' && typeof message.url === 'string') {
        const { id } = message.headers as { id: string };
        const reply = options.answer?.(message.url, message.body) ?? { statusCode: 200, body: null };
        queueMicrotask(() => deliver({ statusCode: reply.statusCode, headers: { id }, body: reply.body }));
      }
    },
  };
  frameWindow.parent = parentOrigin === null ? frameWindow : parent;

  const frame: Frame = startFrame({
    window: frameWindow as unknown as Window,
    api: { fetch: api.fetch as typeof fetch },
    paint: new PaintTracker(0),
  });
  if (!options.early) await frame.ready;

  /** The frame's requests to the host (ready, events, hooks), in order. */
  const frameRequests = () =>
    posted.map(({ message }) => message).filter((message) => typeof message.method === 'string') as {
      url: string;
      body: unknown;
    }[];

  const eventsNamed = (name: string) =>
    frameRequests().filter((request) => request.url.endsWith(`/events/${name}`));

  return {
    frame,
    api,
    posted,
    deliver,
    parent,
    frameWindow,
    frameRequests,
    eventsNamed,
    /** Posts a request as the SDK does and resolves with the frame's answer. */
    async request(method: string, url: string, body?: unknown): Promise<HostAnswer> {
      const id = `host${nextId++}`;
      deliver(envelope(method, url, id, body));
      const answer = await vi.waitFor(() => {
        const found = posted.find(
          ({ message }) =>
            (message.headers as { id?: string } | undefined)?.id === id && 'statusCode' in message,
        );
        if (!found) throw new Error(`no answer to ${method} ${url}`);
        return found.message as unknown as HostAnswer;
      });
      return { statusCode: answer.statusCode, body: answer.body };
    },
    /** Waits until the frame has sent `count` events of that name and returns them. */
    async waitForEvents(name: string, count = 1) {
      return vi.waitFor(() => {
        const found = eventsNamed(name);
        if (found.length < count) throw new Error(`${found.length} ${name} events, waiting for ${count}`);
        return found;
      });
    },
    close: () => frame.close(),
  };
}

export type FakeHost = Awaited<ReturnType<typeof fakeHost>>;

/** The load config the SDK posts for a report (Report.load: the whole config). */
export const reportConfig = (extra: Record<string, unknown> = {}) => ({
  type: 'report',
  id: '11111111-1111-4111-8111-111111111111',
  embedUrl: 'https://frame.example/reportEmbed?reportId=11111111-1111-4111-8111-111111111111',
  accessToken: 'token-1',
  uniqueId: 'u1',
  ...extra,
});

/** Embeds the demo report and waits for its first rendered event. */
export async function loadedReport(options: FakeHostOptions = {}, config: Record<string, unknown> = {}) {
  const host = await fakeHost(options);
  const answer = await host.request('POST', '/report/load', reportConfig(config));
  if (answer.statusCode !== 202)
    throw new Error(`load answered ${answer.statusCode}: ${JSON.stringify(answer.body)}`);
  await host.waitForEvents('rendered');
  return host;
}

/** The report with its page of links and buttons (demoContent's reportWithActions), embedded with `config`. */
export const loadedReportWithActions = (config: Record<string, unknown> = {}) =>
  loadedReport({ api: fakeAnalyticsApi({ report: reportWithActions }) }, config);

/** The report session of a loaded report frame (to call the view's actions as a viewer's click does). */
export function sessionOf(host: FakeHost): Promise<ReportSession> {
  if (host.frame.content?.route !== 'report') throw new Error('not a report frame');
  return host.frame.content.embed.lifecycle.whenLoaded();
}
