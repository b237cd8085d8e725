/**
 * The recording frame's script: a stand-in for the analytics provider's page inside the embed iframe,
 * written from the protocol facts (powerbi-client-facts.md §3), not from any SDK source.
 *
 * - Host → frame requests arrive as `message` events whose data is `{method, url, headers: {id, ...}, body}`.
 *   Each is recorded and answered to `event.source` with `{statusCode, headers: {id}, body}`.
 * - The frame sends its own requests in the same envelope with a fresh `headers.id`: `POST /ready/{uid}`
 *   once it has loaded (or as the host's first request arrives, if sooner), and `loaded` / `rendered` events
 *   after a load-type request. The host's answers to them
 *   are recorded as replies.
 * - Its uid comes from its own URL (`uid=`). Behaviour switches on the uid prefix: `fail-` answers every
 *   non-load request with an error, `loadfail-` refuses every load-type request (and the front-load) with
 *   an error and sends no events, `hooks-` asks the host's event hooks after load, `events-` sends extra
 *   events after load, `odd-` sends malformed events and hook requests after load (ones the host's handlers
 *   cannot process).
 * - Entries go to `window.__wireRecord` (a Playwright binding) unless the URL has `wireQuiet=1`, and are
 *   also kept in `window.__wireLog` (capped) for `frame.evaluate`.
 */
import { encode, type Encoded } from './encode';
import type { FrameEntry, WireSink } from './types';

declare global {
  interface Window {
    __wireRecord?: WireSink;
    __wireLog?: FrameEntry[];
    __wireStats?: { requests: number; unanswered: number };
  }
}

const query = new URLSearchParams(location.search);
const uid = query.get('uid') ?? '';
const quiet = query.get('wireQuiet') === '1';
const frame = Math.random().toString(36).slice(2, 10);
const log: FrameEntry[] = (window.__wireLog = []);
/** unanswered: frame → host requests with no reply yet (the harness waits for 0 before tearing down). */
const stats = (window.__wireStats = { requests: 0, unanswered: 0 });
let seq = 0;

type Payload<K extends FrameEntry['kind']> = Omit<Extract<FrameEntry, { kind: K }>, 'frame' | 'seq' | 'kind'>;

function record<K extends FrameEntry['kind']>(kind: K, payload: Payload<K>): number {
  const entry = { kind, frame, seq: seq++, ...payload } as unknown as FrameEntry;
  if (quiet) return entry.seq;
  if (log.length < 5000) log.push(entry);
  window.__wireRecord?.(entry).catch(() => undefined);
  return entry.seq;
}

// ---- canned data ---------------------------------------------------------------------------------------

const basicFilter = {
  $schema: 'http://powerbi.com/product/schema#basic',
  target: { table: 'Sales', column: 'Region' },
  filterType: 1,
  operator: 'In',
  values: ['North'],
  requireSingleSelection: false,
};
const pages = [
  {
    name: 'ReportSection1',
    displayName: 'Overview',
    isActive: true,
    visibility: 0,
    defaultSize: { type: 0, width: 1280, height: 720 },
    defaultDisplayOption: 0,
  },
  {
    name: 'ReportSection2',
    displayName: 'Details',
    isActive: false,
    visibility: 1,
    defaultSize: { type: 0, width: 1280, height: 720 },
    mobileSize: { type: 0, width: 320, height: 640 },
    defaultDisplayOption: 1,
  },
];
const layout = (x: number, y: number) => ({ x, y, z: 0, width: 400, height: 300, displayState: { mode: 0 } });
const visuals = [
  { name: 'VisualContainer1', title: 'Sales by region', type: 'clusteredBarChart', layout: layout(10, 20) },
  { name: 'VisualContainer2', title: 'Region', type: 'slicer', layout: layout(420, 20) },
  { name: 'VisualContainer3', title: 'Summary', type: 'smartNarrative', layout: layout(10, 330) },
];
const narratives = { summary: 'Sales grew 10% in North.', narratives: [{ text: 'North leads.' }] };

/** 200 answers to GET requests, by url pattern. */
const getRoutes: [RegExp, unknown][] = [
  [/^\/report\/pages$/, pages],
  [/^\/report\/pages\/[^/]+\/visuals$/, visuals],
  [/^\/report\/pages\/[^/]+\/visuals\/[^/]+\/filters$/, [basicFilter]],
  [
    /^\/report\/pages\/[^/]+\/visuals\/[^/]+\/slicer$/,
    { filters: [basicFilter], targets: [basicFilter.target] },
  ],
  [/^\/report\/pages\/[^/]+\/visuals\/[^/]+\/smartNarrativeInsights$/, narratives],
  [/^\/report\/pages\/[^/]+\/filters$/, [basicFilter]],
  [/^\/report\/pages\/[^/]+\/layoutTypes\/[^/]+$/, true],
  [/^\/report\/pages\/[^/]+\/smartNarrativeInsights$/, narratives],
  [/^\/report\/filters$/, [basicFilter]],
  [
    /^\/report\/bookmarks$/,
    [
      { name: 'Bookmark1', displayName: 'First quarter', state: 'state-1' },
      {
        name: 'Group1',
        displayName: 'Group',
        children: [{ name: 'Bookmark2', displayName: 'Second quarter' }],
      },
    ],
  ],
  [/^\/report\/theme$/, { themeJson: { name: 'Nuvem', dataColors: ['#0B5394', '#E69138'] } }],
  [/^\/report\/zoom$/, 1],
  [/^\/getCorrelationId$/, 'c0ffee00-0000-4000-8000-000000000001'],
  [/^\/report\/hasUnsavedChanges$/, true],
  [/^\/report\/isUserStateApplied$/, true],
];

/** Non-GET requests whose answer carries a body (status, body). */
const postRoutes: [RegExp, number, unknown][] = [
  [
    /^\/report\/addPage$/,
    202,
    { name: 'ReportSection3', displayName: 'Added', isActive: false, visibility: 0 },
  ],
  [/^\/report\/pages\/[^/]+\/visuals\/[^/]+\/exportData$/, 200, { data: 'Region,Sales\r\nNorth,10\r\n' }],
  [/^\/report\/pages\/[^/]+\/visuals\/[^/]+\/clone$/, 200, { visualName: 'VisualContainer9' }],
  [/^\/report\/bookmarks\/capture$/, 200, { name: 'Captured1', displayName: 'Captured', state: 'state-9' }],
];

/** Load-type requests, and the events the frame sends after answering them. */
const loadRoutes: [RegExp, string[]][] = [
  [/^\/(report|dashboard|tile|qna)\/load$/, ['loaded', 'rendered']],
  [/^\/(report|dashboard|qna)\/prepare$/, ['loaded']],
  [/^\/report\/render$/, ['rendered']],
  [/^\/report\/create$/, ['loaded', 'rendered']],
  [/^\/quickcreate$/, ['loaded', 'rendered']],
];

function eventsBase(url: string): string {
  if (url.startsWith('/dashboard/')) return `/dashboards/${uid}`;
  if (url.startsWith('/tile/')) return `/tile/${uid}`;
  if (url.startsWith('/qna/')) return `/qna/${uid}`;
  return `/reports/${uid}`;
}

// ---- frame → host requests -----------------------------------------------------------------------------

const pending = new Map<string, { to: string; toSeq: number; answered: boolean }>();
let nextId = 0;

function emit(url: string, body: unknown): void {
  const id = `frame-${frame}-${nextId++}`;
  const toSeq = record('emit', { method: 'POST', url, body: encode(body) });
  // A frame without a uid (a preload) has nobody to answer its ready: do not wait for that one.
  const answered = uid === '';
  pending.set(id, { to: `POST ${url}`, toSeq, answered });
  if (!answered) stats.unanswered++;
  window.parent.postMessage({ method: 'POST', url, headers: { id }, body }, '*');
}

let readySent = false;
function sendReady(): void {
  if (readySent || window.parent === window) return;
  readySent = true;
  emit(`/ready/${uid}`, null);
}

/** Extra traffic after a load, by uid prefix (see the file comment). */
function afterLoad(url: string): void {
  const base = eventsBase(url);
  if (uid.startsWith('hooks-')) {
    // Asked whatever the load said (tokenProviderSupplied header, registerQueryCallback=true in the URL), so
    // that hooks without a provider are exercised too.
    emit(`/reports/${uid}/eventHooks/newAccessToken`, null);
    emit(`/reports/${uid}/eventHooks/preQuery`, { visualName: 'VisualContainer1', query: 'q1' });
    emit(`/reports/${uid}/eventHooks/noSuchHook`, null);
  }
  if (uid.startsWith('events-')) {
    if (base.startsWith('/reports/')) {
      emit(`${base}/events/pageChanged`, { newPage: pages[1], oldPage: pages[0] });
      emit(`${base}/pages/ReportSection1/events/visualClicked`, { visual: visuals[0] });
      emit(`${base}/pages/ReportSection1/visuals/VisualContainer1/events/dataSelected`, {
        visual: visuals[0],
        dataPoints: [],
      });
      emit(`${base}/events/commandTriggered`, { command: 'cmd1', visual: visuals[0] });
      emit(`${base}/events/buttonClicked`, { id: 'button1', title: 'Go' });
      emit(`${base}/events/notAnAllowedEvent`, { x: 1 });
    } else {
      emit(`${base}/events/tileClicked`, { tileId: 'tile1', navigationUrl: 'https://app.powerbi.com/x' });
      emit(`${base}/events/visualRendered`, { question: 'q' });
    }
    emit(`/reports/nobody-${uid}/events/loaded`, null);
  }
  if (uid.startsWith('odd-')) {
    // pageChanged must carry `newPage`; a hook's body is normally an object.
    emit(`${base}/events/pageChanged`, { oldPage: pages[0] });
    emit(`${base}/events/pageChanged`, null);
    emit(`${base}/pages/ReportSection1/events/pageChanged`, 'not a page');
    emit(`/reports/${uid}/eventHooks/preQuery`, 'not an object');
    emit(`/reports/${uid}/eventHooks/newAccessToken`, 7);
    emit(`${base}/events/dataSelected`, undefined);
    emit(`/reports/nobody-${uid}/eventHooks/newAccessToken`, null);
  }
}

// ---- host → frame requests -----------------------------------------------------------------------------

function answer(source: MessageEventSource | null, id: unknown, statusCode: number, body: unknown): void {
  (source as Window | null)?.postMessage({ statusCode, headers: { id }, body }, '*');
}

function route(method: string, url: string): { status: number; body: unknown; events: string[] } {
  const load = loadRoutes.find(([pattern]) => method === 'POST' && pattern.test(url));
  if (uid.startsWith('loadfail-') && (load || url === '/frontload/config')) {
    return { status: 400, body: [{ message: `Simulated rejection of ${method} ${url}` }], events: [] };
  }
  if (load) return { status: 202, body: null, events: load[1] };
  if (uid.startsWith('fail-')) {
    return method === 'GET'
      ? { status: 500, body: { message: 'Simulated server error', detailedMessage: url }, events: [] }
      : { status: 400, body: [{ message: `Simulated rejection of ${method} ${url}` }], events: [] };
  }
  if (method === 'GET') {
    const hit = getRoutes.find(([pattern]) => pattern.test(url));
    if (hit) return { status: 200, body: hit[1], events: [] };
    return { status: 404, body: { message: `Not Found. Url: ${url} was not found.` }, events: [] };
  }
  const post = postRoutes.find(([pattern]) => pattern.test(url));
  if (post) return { status: post[1], body: post[2], events: [] };
  const events = uid.startsWith('events-') && url === '/report/pages/active' ? ['pageChanged'] : [];
  return { status: 202, body: null, events };
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (typeof data !== 'object' || data === null) {
    record('stray', { data: encode(data) });
    return;
  }
  const envelope = data as { method?: unknown; url?: unknown; headers?: unknown; body?: unknown };
  const headers = (
    typeof envelope.headers === 'object' && envelope.headers !== null ? envelope.headers : {}
  ) as Record<string, unknown>;
  const id = headers['id'];
  const mine = typeof id === 'string' ? pending.get(id) : undefined;
  if (mine) {
    const { statusCode, statusText, headers: _headers, body, ...extra } = data as Record<string, unknown>;
    if (!mine.answered) stats.unanswered--;
    mine.answered = true;
    record('reply', {
      to: mine.to,
      toSeq: mine.toSeq,
      statusCode: encode(statusCode),
      statusText: encode(statusText),
      headers: encode(headers),
      body: encode(body),
      // Anything else the host put in its answer (the anchor's proxy answers a failed handler with a warning).
      ...(Object.keys(extra).length > 0 && { extra: encode(extra) }),
    });
    return;
  }
  if (typeof envelope.method !== 'string' || typeof envelope.url !== 'string') {
    record('stray', { data: encode(data) });
    return;
  }
  stats.requests++;
  sendReady();
  const { method, url } = envelope;
  const { status, body, events } = route(method, url);
  record('request', {
    method,
    url,
    headers: encode(envelope.headers),
    body: encode(envelope.body),
    hasBody: 'body' in envelope,
    status,
  });
  answer(event.source, id, status, body);
  for (const name of events) {
    const eventBody: Encoded | object | null =
      name === 'pageChanged' ? { newPage: pages[1], oldPage: pages[0] } : null;
    emit(`${eventsBase(url)}/events/${name}`, eventBody);
  }
  if (events.includes('loaded')) afterLoad(url);
});

record('open', { href: location.pathname + location.search });
// Ready once this document has loaded (a task later), or as the first host request arrives if that is sooner
// (before it is answered). Sent from the frame's script as it starts, ready raced the host's iframe `load` on
// a busy machine, and what an SDK sends on ready (the front-load, which a visual's load changes) depended on
// which came first; now `load` always does, and the host hears ready before any answer.
if (window.parent !== window) {
  const later = () => setTimeout(sendReady, 0);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
