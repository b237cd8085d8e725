// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Service } from './service';
import { hpmFactory, routerFactory, wpmpFactory } from './factories';
import type { Report } from '../embeds/report';

const ORIGIN = 'https://app.powerbi.com';
const REPORT_URL = `${ORIGIN}/reportEmbed?reportId=R1&groupId=G1`;

let service: Service;
let container: HTMLElement;

beforeEach(() => {
  service = new Service(hpmFactory, wpmpFactory, routerFactory);
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  service.reset(container);
  container.remove();
});

function embedReport(config: Record<string, unknown> = {}): Report {
  return service.embed(container, {
    type: 'report',
    accessToken: 'token',
    embedUrl: REPORT_URL,
    uniqueId: 'u1',
    ...config,
  }) as Report;
}

/** Delivers a message to the host window as if `source` had posted it from `origin`. */
function post(data: unknown, source: Window | null, origin = ORIGIN) {
  window.dispatchEvent(new MessageEvent('message', { data, source, origin }));
}

function frameOf(report: Report): Window {
  return report.iframe.contentWindow as Window;
}

function answersTo(frame: Window) {
  const sent: unknown[] = [];
  vi.spyOn(frame, 'postMessage').mockImplementation((message: unknown) => void sent.push(message));
  return sent;
}

describe('Service', () => {
  it('creates the frame with the uid in its URL and the anchor attributes', () => {
    const report = embedReport();
    expect(report.iframe.getAttribute('src')).toBe(`${REPORT_URL}&uid=u1`);
    expect(report.iframe.getAttribute('scrolling')).toBe('no');
    expect(report.iframe.getAttribute('allowfullscreen')).toBe('true');
    expect(report.config).toMatchObject({ id: 'R1', groupId: 'G1', uniqueId: 'u1', settings: {} });
    expect(service.get(container)).toBe(report);
  });

  it('dispatches frame events on the container only when they come from the embed frame and origin', async () => {
    const report = embedReport();
    const loaded = vi.fn();
    report.on('loaded', loaded);
    const event = {
      method: 'POST',
      url: '/reports/u1/events/loaded',
      headers: { id: 'e1' },
      body: { ok: 1 },
    };
    post(event, window);
    post(event, frameOf(report), 'https://evil.example');
    expect(loaded).not.toHaveBeenCalled();
    post(event, frameOf(report));
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1));
    expect(loaded.mock.calls[0]![0].detail).toEqual({ ok: 1 });
  });

  it('does not let one embed frame raise events for another embed', async () => {
    const report = embedReport();
    const other = document.createElement('div');
    document.body.append(other);
    const second = service.embed(other, {
      type: 'report',
      accessToken: 't',
      embedUrl: REPORT_URL,
      uniqueId: 'u2',
    });
    const loaded = vi.fn();
    second.on('loaded', loaded);
    post({ method: 'POST', url: '/reports/u2/events/loaded', headers: { id: 'x' } }, frameOf(report));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded).not.toHaveBeenCalled();
    service.reset(other);
  });

  it('replaces pageChanged newPage with a live Page', async () => {
    const report = embedReport();
    const pageChanged = vi.fn();
    report.on('pageChanged', pageChanged);
    post(
      {
        method: 'POST',
        url: '/reports/u1/events/pageChanged',
        headers: { id: 'p' },
        body: { newPage: { name: 'p2' } },
      },
      frameOf(report),
    );
    await vi.waitFor(() => expect(pageChanged).toHaveBeenCalled());
    const page = pageChanged.mock.calls[0]![0].detail.newPage;
    expect(page.constructor.name).toBe('Page');
    expect(page).toMatchObject({ name: 'p2', isActive: true });
  });

  it('answers hooks: 200 with the result, 404 without a handler, 400 when it throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = false;
    const report = embedReport({
      tokenType: 0,
      eventHooks: {
        accessTokenProvider: () => {
          if (fail) throw new Error('no token');
          return 'fresh';
        },
      },
    });
    const sent = answersTo(frameOf(report));
    const ask = (name: string, id: string) =>
      post({ method: 'POST', url: `/reports/u1/eventHooks/${name}`, headers: { id } }, frameOf(report));
    ask('newAccessToken', 'h1');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ statusCode: 200, body: 'fresh', headers: { id: 'h1' } });
    ask('preQuery', 'h2');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ statusCode: 404, body: null });
    fail = true;
    ask('newAccessToken', 'h3');
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toMatchObject({ statusCode: 400 });
    expect(error).toHaveBeenCalled();
  });

  it('answers a frame event its handler cannot process (pageChanged without newPage) with the warning', async () => {
    const report = embedReport();
    const sent = answersTo(frameOf(report));
    const event = { method: 'POST', url: '/reports/u1/events/pageChanged', headers: { id: 'w' }, body: {} };
    post(event, frameOf(report));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const printed = { ...event, params: { uniqueId: 'u1', eventName: 'pageChanged' }, queryParams: {} };
    expect(sent[0]).toEqual({
      warning: `Handler for message: ${JSON.stringify(printed, null, '  ')} did not return a response message. The default response message will be returned instead.`,
      headers: { id: 'w' },
    });
  });

  it('routes hooks by the uid the report was created with, and only while it exists', async () => {
    const report = embedReport({ eventHooks: { applicationContextProvider: () => ({ a: 1 }) } });
    const sent = answersTo(frameOf(report));
    const routes = service.router.routeCount;
    const ask = (uid: string, id: string) =>
      post({ method: 'POST', url: `/reports/${uid}/eventHooks/preQuery`, headers: { id } }, frameOf(report));
    ask('someone-else', 'h0');
    ask('u1', 'h1');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ statusCode: 200, body: { a: 1 }, headers: { id: 'h1' } });
    service.reset(container);
    expect(service.router.routeCount).toBe(routes - 1);
  });

  it('sends bookmarks requests with the uid of the config the report was created with, or none', () => {
    const report = embedReport({ uniqueId: undefined });
    const sent = answersTo(frameOf(report));
    void report.bookmarksManager.getBookmarks().catch(() => undefined);
    void report.getPages().catch(() => undefined);
    return vi.waitFor(() => {
      expect(sent).toHaveLength(2);
      const headers = sent.map((message) => (message as { headers: object }).headers);
      expect(headers[0]).toHaveProperty('uid', undefined);
      expect(headers[1]).toHaveProperty('uid', report.config.uniqueId);
      expect(report.config.uniqueId).toMatch(/^[0-9a-z]{3,6}$/);
    });
  });

  it('refuses a create config without a dataset id before making a frame', () => {
    expect(() =>
      service.createReport(container, { accessToken: 't', embedUrl: REPORT_URL } as never),
    ).toThrow(/^Dataset id is required/);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('stays silent about a load aborted by reset (a failed load would surface as an unhandled rejection)', async () => {
    const report = embedReport();
    const sent = answersTo(frameOf(report));
    report.iframe.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(sent).toContainEqual(expect.objectContaining({ url: '/report/load' })));
    service.reset(container);
    // An unhandled rejection here would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 20));
  });

  it('refuses untrusted embed URLs unless the host is trusted, and auto-auth URLs always', () => {
    expect(() => embedReport({ embedUrl: 'https://evil.example/reportEmbed?reportId=R' })).toThrow(
      /Invalid embed URL detected/,
    );
    expect(() => embedReport({ embedUrl: `${ORIGIN}/reportEmbed?reportId=R&autoAuth=true` })).toThrow(
      /Embed URL is invalid for this scenario/,
    );
    service.trustHost('http://localhost:4300');
    expect(() => embedReport({ embedUrl: 'http://localhost:4300/reportEmbed?reportId=R' })).not.toThrow();
    expect(() => service.trustHost('http://analytics.example')).toThrow(/must use https/);
  });

  it('reset removes the frame, the listeners and aborts pending requests; the service stops listening', async () => {
    const report = embedReport();
    const loaded = vi.fn();
    report.on('loaded', loaded);
    const pending = report.getZoom();
    expect(service.wpmp.isListening).toBe(true);
    service.reset(container);
    await expect(pending).rejects.toMatchObject({ message: 'requestAborted' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(service.wpmp.isListening).toBe(false);
    expect(service.wpmp.pendingCount).toBe(0);
    container.dispatchEvent(new CustomEvent('loaded'));
    expect(loaded).not.toHaveBeenCalled();
  });

  it('registers custom components, refusing reserved or repeated names and bad routes without side effects', () => {
    const routes = service.router.routeCount;
    expect(() => service.register('REPORT', () => undefined as never, [])).toThrow(/reserved/);
    expect(() => service.register('widget', () => undefined as never, ['/widget/:uniqueId/events'])).toThrow(
      'Invalid router event URL',
    );
    expect(service.router.routeCount).toBe(routes);
    service.register('widget', () => undefined as never, ['/widget/:uniqueId/events/:eventName']);
    expect(service.router.routeCount).toBe(routes + 1);
    expect(() => service.register('Widget', () => undefined as never, [])).toThrow(/already registered/);
  });

  it('turns a create embed into a report in the same frame, and refuses other type changes', () => {
    const create = service.createReport(container, {
      datasetId: 'D1',
      accessToken: 't',
      embedUrl: REPORT_URL,
    });
    const report = service.embed(container, { type: 'report', accessToken: 't', embedUrl: REPORT_URL });
    expect(report.constructor.name).toBe('Report');
    expect(report.iframe).toBe(create.iframe);
    expect(service.getNumberOfComponents()).toBe(1);
    expect(() =>
      service.embed(container, { type: 'dashboard', accessToken: 't', embedUrl: REPORT_URL }),
    ).toThrow(/different type than the previous embed/);
  });

  it('sends the front-load config on the first ready event only', async () => {
    const report = embedReport();
    const sent = answersTo(frameOf(report));
    container.dispatchEvent(new CustomEvent('ready'));
    container.dispatchEvent(new CustomEvent('ready'));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/frontload/config', headers: { uid: 'u1' } });
  });

  it('times a request out after the requestTimeout option, and lets an embed abort its own requests', async () => {
    const quick = new Service(hpmFactory, wpmpFactory, routerFactory, { requestTimeout: 30 });
    const element = document.createElement('div');
    document.body.append(element);
    const report = quick.embed(element, { type: 'report', accessToken: 't', embedUrl: REPORT_URL }) as Report;
    await expect(report.getZoom()).rejects.toMatchObject({ message: 'requestTimeout' });
    const pages = report.getPages();
    report.abortRequests('the user left');
    await expect(pages).rejects.toMatchObject({
      message: 'requestAborted',
      detailedMessage: expect.stringContaining('the user left'),
    });
    quick.reset(element);
  });
});
