/**
 * The host page's side of the analytics end-to-end suite, bundled as a classic script (window.__host). It uses
 * only the public API that powerbi-client and @nuvem/embed share, through whichever of them the page loaded
 * (`sdkGlobal`), so one scenario runs unchanged with both. Results are made plain (JSON) before they cross
 * into the test: live Page or VisualDescriptor objects become their descriptive fields.
 */
type Sdk = {
  service: { Service: new (...factories: unknown[]) => Service };
  factories: { hpmFactory: unknown; wpmpFactory: unknown; routerFactory: unknown };
  models: Record<string, unknown>;
};
interface Service {
  embed(element: HTMLElement, config: object): Embed;
  createReport(element: HTMLElement, config: object): Embed;
  quickCreate(element: HTMLElement, config: object): Embed;
  load(element: HTMLElement, config: object): Embed;
  reset(element: HTMLElement): void;
}
interface Embed {
  on(event: string, handler: (event: CustomEvent) => void): void;
  off(event: string): void;
  [method: string]: unknown;
}

export interface HostEvent {
  name: string;
  detail: unknown;
  /** performance.now() when the host received it. */
  at: number;
}

/** What a call gave: its resolved value, or what it rejected or threw with, made plain. */
export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const listened = [
  'loaded',
  'rendered',
  'error',
  'pageChanged',
  'filtersApplied',
  'dataSelected',
  'selectionChanged',
  'visualClicked',
  'buttonClicked',
  'commandTriggered',
  'bookmarkApplied',
  'saved',
  'saveAsTriggered',
  'visualRendered',
  'dataHyperlinkClicked',
  'tileClicked',
  'tileLoaded',
  'info',
];

let service: Service | undefined;
let embed: Embed | undefined;
const events: HostEvent[] = [];

function sdkOf(global: string): Sdk {
  const sdk = (window as unknown as Record<string, Sdk | undefined>)[global];
  if (!sdk) throw new Error(`no SDK at window['${global}']`);
  return sdk;
}

/** Plain data: functions dropped, SDK objects reduced to their descriptive fields, cycles cut. */
function plain(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (depth > 8) return '[deep]';
  if (Array.isArray(value)) return value.map((item) => plain(item, depth + 1));
  if (value instanceof Error) return { message: value.message };
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    // The live back-references an SDK object carries (report, page, service, iframe, element).
    if (['report', 'page', 'service', 'iframe', 'element', 'config', 'bookmarksManager'].includes(key))
      continue;
    const converted = plain(field, depth + 1);
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

async function outcome(run: () => unknown): Promise<Outcome> {
  try {
    return { ok: true, value: plain(await run()) };
  } catch (error) {
    return { ok: false, error: plain(error) };
  }
}

function element(): HTMLElement {
  return document.getElementById('embed')!;
}

const host = {
  /**
   * Embeds (or, with phased, loads; with create, createReport; with quickCreate, quickCreate) into #embed with a fresh Service, recording every event it sends; returns
   * performance.now() at the start. `serviceConfig` is the Service's own (e.g. @nuvem/embed's trustedHosts).
   */
  embed(
    global: string,
    config: Record<string, unknown>,
    {
      phased = false,
      create = false,
      quickCreate = false,
      serviceConfig,
    }: { phased?: boolean; create?: boolean; quickCreate?: boolean; serviceConfig?: object } = {},
  ): number {
    const sdk = sdkOf(global);
    if (service) service.reset(element());
    const { hpmFactory, wpmpFactory, routerFactory } = sdk.factories;
    events.length = 0;
    const startedAt = performance.now();
    service = new sdk.service.Service(hpmFactory, wpmpFactory, routerFactory, serviceConfig);
    embed = quickCreate
      ? service.quickCreate(element(), config)
      : create
        ? service.createReport(element(), config)
        : phased
          ? service.load(element(), config)
          : service.embed(element(), config);
    for (const name of listened) {
      try {
        embed.on(name, (event) => events.push({ name, detail: plain(event.detail), at: performance.now() }));
      } catch {
        // Not an event of this embed type.
      }
    }
    return startedAt;
  },

  /**
   * Embeds on the same element with the same Service, without resetting it: the SDK decides what becomes of
   * the embed already there (a create embed becomes a report in its frame). Events keep being recorded.
   */
  embedAgain(config: Record<string, unknown>): number {
    if (!service) throw new Error('nothing embedded yet');
    embed = service.embed(element(), config);
    for (const name of listened) {
      try {
        embed.on(name, (event) => events.push({ name, detail: plain(event.detail), at: performance.now() }));
      } catch {
        // Not an event of this embed type.
      }
    }
    return events.length;
  },

  /**
   * As embed, with an accessTokenProvider hook (powerbi-client allows it with tokenType Aad) that asks the
   * test for a fresh token through the `__freshToken` binding.
   */
  embedWithTokenProvider(global: string, config: Record<string, unknown>): void {
    const fresh = (window as unknown as { __freshToken: () => Promise<string> }).__freshToken;
    host.embed(global, { ...config, eventHooks: { accessTokenProvider: () => fresh() } });
  },

  /** Resolves with the first event of `name` at index `from` or later (rejects after `timeoutMs`). */
  waitForEvent(name: string, from = 0, timeoutMs = 30_000): Promise<HostEvent> {
    return new Promise((resolve, reject) => {
      const deadline = performance.now() + timeoutMs;
      const poll = () => {
        const found = events.slice(from).find((event) => event.name === name);
        if (found) return resolve(found);
        if (performance.now() > deadline)
          return reject(new Error(`no ${name} event in ${timeoutMs} ms; got ${events.map((e) => e.name)}`));
        setTimeout(poll, 10);
      };
      poll();
    });
  },

  events(): HostEvent[] {
    return events;
  },

  /** Calls a method of the embed (a path such as 'bookmarksManager.getBookmarks' reaches into it). */
  call(path: string, ...args: unknown[]): Promise<Outcome> {
    return outcome(() => {
      if (!embed) throw new Error('nothing embedded');
      const parts = path.split('.');
      let target: Record<string, unknown> = embed as Record<string, unknown>;
      for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
      const method = target[parts.at(-1)!] as (...a: unknown[]) => unknown;
      return method.apply(target, args);
    });
  },

  /** Calls a method of one page of the report ('getVisuals', 'setActive', …). */
  callOnPage(pageName: string, method: string, ...args: unknown[]): Promise<Outcome> {
    return outcome(async () => {
      const pages = (await (embed!.getPages as () => Promise<Record<string, unknown>[]>)()) ?? [];
      const page = pages.find((candidate) => candidate.name === pageName);
      if (!page) throw new Error(`no page ${pageName}`);
      return (page[method] as (...a: unknown[]) => unknown).apply(page, args);
    });
  },

  /** Calls a method of one visual of one page ('exportData', 'getSlicerState', 'sortBy', …). */
  callOnVisual(pageName: string, visualName: string, method: string, ...args: unknown[]): Promise<Outcome> {
    return outcome(async () => {
      const pages = (await (embed!.getPages as () => Promise<Record<string, unknown>[]>)()) ?? [];
      const page = pages.find((candidate) => candidate.name === pageName);
      if (!page) throw new Error(`no page ${pageName}`);
      const visuals = await (page.getVisuals as () => Promise<Record<string, unknown>[]>).call(page);
      const visual = visuals.find((candidate) => candidate.name === visualName);
      if (!visual) throw new Error(`no visual ${visualName} on ${pageName}`);
      return (visual[method] as (...a: unknown[]) => unknown).apply(visual, args);
    });
  },

  /** The SDK's models namespace, for enums a scenario needs (e.g. models.FiltersOperations.Add). */
  model(global: string, path: string): unknown {
    let value: unknown = sdkOf(global).models;
    for (const part of path.split('.')) value = (value as Record<string, unknown>)[part];
    return value;
  },

  reset(): void {
    if (service) service.reset(element());
    service = undefined;
    embed = undefined;
  },
};

export type Host = typeof host;
declare global {
  interface Window {
    __host: Host;
  }
}
window.__host = host;
