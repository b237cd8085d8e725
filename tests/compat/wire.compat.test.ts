import type { Browser } from 'playwright-core';
import { launchChromium } from '@nuvem/devtools/chromium';
import {
  anchorSdk,
  buildBundles,
  bundleInline,
  oursProblem,
  readAnchorLog,
  runAll,
  windowAfter,
  writeAnchorLog,
  type AnchorLog,
  type Bundles,
} from './wire/harness.mjs';
import {
  FACTS_ENDPOINTS,
  FACTS_HOST_ROUTES,
  diffLines,
  normalizeRecord,
  requestLines,
  uncovered,
  type NormalizedRecord,
  type NormalizedRequest,
} from './wire/normalize.mjs';
import { withDeliberateDifferencesRemoved, type Part } from './wire/deliberateDifferences.mjs';

/**
 * The differential wire test. In Chromium, every scenario of wire/scenarios.ts (and the groups beside it)
 * runs once with powerbi-client 2.23.9 (the anchor) and once with @nuvem/embed, each in a fresh page,
 * against the recording frame (wire/recordingFrame.ts) served at https://app.powerbi.com/. What the frame
 * received (iframe src, then every request: method, url, headers but the tracking id, body) must be
 * identical per scenario; the host's answers to the frame's events and hooks, what each call resolved to,
 * rejected with or threw, and the host page's uncaught errors are compared too.
 *
 * The deliberate differences (each narrow, each with its reason) are listed and taken out in
 * wire/deliberateDifferences.mjs.
 *
 * The anchor's normalised log is kept in wire/anchor-log.json: this test checks that a fresh run still
 * gives it (the harness is deterministic, powerbi-client unchanged), and writes it when it is missing or
 * with UPDATE_WIRE_ANCHOR=1. While developing, `node tests/compat/wire/diff.mjs [scenario...]` diffs ours
 * against that file without running powerbi-client.
 */
let browser: Browser;
let bundles: Bundles;
let anchor: NormalizedRecord[];
let recorded: AnchorLog | null;
let oursUnusable: string | null;
let ours: NormalizedRecord[] | null = null;

beforeAll(async () => {
  [bundles, browser] = await Promise.all([buildBundles(), launchChromium()]);
  anchor = (await runAll(browser, bundles, 'anchor', { concurrency: 3 })).map(normalizeRecord);
  recorded = await readAnchorLog();
  if (!recorded || process.env.UPDATE_WIRE_ANCHOR) {
    await writeAnchorLog(anchor);
    if (process.env.UPDATE_WIRE_ANCHOR) recorded = await readAnchorLog();
  }
  oursUnusable = await oursProblem(browser, bundles);
  if (!oursUnusable) ours = (await runAll(browser, bundles, 'ours', { concurrency: 3 })).map(normalizeRecord);
}, 600_000);

afterAll(() => browser?.close());

const requests = (record: NormalizedRecord) => record.wire.flatMap((f) => f.requests);
const scenario = (name: string) => {
  const record = anchor.find((r) => r.name === name);
  if (!record) throw new Error(`no scenario ${name}`);
  return record;
};
const result = (record: NormalizedRecord, label: string) => record.results.find((r) => r.label === label);
const answeredRoutes = (records: NormalizedRecord[]) =>
  records.flatMap((r) =>
    r.replies.flatMap((f) =>
      f.replies.filter((x) => x.answers.some((a) => a.statusCode === 200)).map((x) => x.to),
    ),
  );

/** A report re-embedded with another uniqueId in its frame (src uid `rpt-first`; wire/uidScenarios.ts). */
const REEMBED_WITH_NEW_UID = 'uid: re-embed with another uniqueId';
/** Scenarios whose reports were created from a config without a uniqueId (wire/uidScenarios.ts). */
const BOOKMARKS_WITHOUT_UID = [
  'uid: report without a uniqueId',
  'uid: report named by the powerbi-name attribute',
  'uid: visual, dashboard, tile and Q&A without a uniqueId',
  'rdl: paginated report from element attributes',
];

/** Per-scenario mismatches of one part of the normalised records, as readable diffs. */
function mismatches(part: Part) {
  if (!ours) throw new Error(`@nuvem/embed cannot be run in the wire harness: ${oursUnusable}`);
  const byName = new Map(ours.map((r) => [r.name, r]));
  return anchor.flatMap((anchorRecord) => {
    const oursRecord = byName.get(anchorRecord.name);
    if (!oursRecord) return [`## ${anchorRecord.name}: not run with ours`];
    const a = { ...anchorRecord, [part]: withDeliberateDifferencesRemoved(anchorRecord, part) };
    const b = { ...oursRecord, [part]: withDeliberateDifferencesRemoved(oursRecord, part) };
    if (JSON.stringify(a[part]) === JSON.stringify(b[part])) return [];
    const crash = b.crash ? `\n(ours crashed: ${b.crash.split('\n')[0]})` : '';
    return [`## ${a.name} (- powerbi-client, + ours)${crash}\n${diffLines(a[part], b[part])}`];
  });
}

function expectNoMismatch(part: Part) {
  const found = mismatches(part);
  if (found.length) expect.fail(`${found.length} scenario(s) differ in ${part}:\n\n${found.join('\n\n')}`);
}

describe('the harness, with powerbi-client 2.23.9', () => {
  test('every scenario runs to its end and the frame records at least one request', () => {
    expect(anchor.length).toBeGreaterThan(30);
    for (const record of anchor) {
      expect.soft(record.crash, record.name).toBeUndefined();
      expect.soft(requests(record).length, record.name).toBeGreaterThan(0);
    }
  });

  test('a fresh run gives the recorded anchor-log.json (deterministic harness, same powerbi-client)', () => {
    expect(recorded, 'anchor-log.json was missing; it has been written, run again').not.toBeNull();
    const before = new Map(recorded?.scenarios.map((r) => [r.name, r]));
    const drift = anchor.flatMap((now) => {
      const then = before.get(now.name);
      if (!then) return [`## ${now.name}: not in anchor-log.json`];
      return JSON.stringify(then) === JSON.stringify(now)
        ? []
        : [`## ${now.name} (- anchor-log.json, + this run)\n${diffLines(then, now)}`];
    });
    if (drift.length)
      expect.fail(`UPDATE_WIRE_ANCHOR=1 rewrites the file if intended.\n\n${drift.join('\n\n')}`);
  });

  test('the requests cover every endpoint of the facts sheet', () => {
    expect(uncovered(FACTS_ENDPOINTS, requestLines(anchor))).toEqual([]);
  });

  test('the host answers 200 on every frame → host route of the facts sheet', () => {
    expect(uncovered(FACTS_HOST_ROUTES, answeredRoutes(anchor))).toEqual([]);
  });

  test('every request carries the default headers, its uid and a tracking id (facts §3)', () => {
    for (const record of anchor) {
      for (const frame of record.wire) {
        const uid = new URLSearchParams(frame.href.split('?')[1]).get('uid');
        for (const r of frame.requests) {
          // Bookmarks carry the uid the report was created with (checked below); a re-embed changes the rest.
          const bookmarks = r.url.startsWith('/report/bookmarks');
          if (record.name === REEMBED_WITH_NEW_UID && !bookmarks) continue;
          const noUid = BOOKMARKS_WITHOUT_UID.includes(record.name) && bookmarks;
          expect.soft(r.headers, `${record.name}: ${r.method} ${r.url}`).toMatchObject({
            id: '<id>',
            uid: noUid ? { $undefined: true } : uid,
            'x-sdk-type': 'js',
            'x-sdk-version': '2.23.9',
            'x-sdk-wrapper-version': { $undefined: true },
          });
        }
      }
    }
  });

  test('bookmarks requests carry the uniqueId of the config the report was created with, or none', () => {
    const bookmarkUids = (name: string) =>
      requests(scenario(name))
        .filter((r) => r.url.startsWith('/report/bookmarks'))
        .map((r) => (r.headers as { uid: unknown }).uid);
    for (const name of BOOKMARKS_WITHOUT_UID) {
      expect.soft(bookmarkUids(name).length, name).toBeGreaterThan(0);
      expect
        .soft(new Set(bookmarkUids(name).map((uid) => JSON.stringify(uid))), name)
        .toEqual(new Set([JSON.stringify({ $undefined: true })]));
    }
    expect(new Set(bookmarkUids(REEMBED_WITH_NEW_UID))).toEqual(new Set(['rpt-first']));
    // From the re-embed's load on, the rest carry the new uniqueId.
    const reembedded = requests(scenario(REEMBED_WITH_NEW_UID));
    const afterReembed = reembedded.slice(reembedded.map((r) => r.url).lastIndexOf('/report/load'));
    expect(afterReembed.length).toBeGreaterThan(10);
    for (const r of afterReembed) {
      const expected = r.url.startsWith('/report/bookmarks') ? 'rpt-first' : 'rpt-second';
      expect.soft((r.headers as { uid: unknown }).uid, `${r.method} ${r.url}`).toBe(expected);
    }
    // That config, not the completed one, also decides whether the report is paginated.
    const rdl = scenario('rdl: paginated report from element attributes');
    expect(result(rdl, 'rdl bookmarks.getBookmarks')?.ok).toBe(true);
    expect(result(rdl, 'rdl report.getPages')?.value).toBe(
      'This API is currently not supported for RDL reports',
    );
  });

  test('promise-typed methods reject; only create(), and a Visual’s getPages, setPage and load, throw', () => {
    const probe = scenario('api: every promise-typed method fails by rejecting, never by throwing');
    const tables = probe.results.filter((entry) => entry.label.endsWith(' methods'));
    expect(tables.length).toBe(12);
    const throwing = tables.flatMap((entry) =>
      Object.entries(entry.value as Record<string, string>)
        .filter(([, shape]) => shape !== 'promise')
        .map(([method, shape]) => `${entry.label.replace(/ methods$/, '')}.${method}: ${shape}`),
    );
    const create = ['Embed', 'Report', 'Visual', 'Dashboard', 'Tile', 'Qna'].map(
      (c) => `${c}.create: throws`,
    );
    const visual = ['getPages', 'load', 'setPage'].map((method) => `Visual.${method}: throws`);
    expect(throwing.sort()).toEqual([...create, ...visual].sort());
    const refusals = scenario('visual: refused calls reject, so .catch() catches them');
    expect(result(refusals, 'visual.render().catch')).toEqual({
      label: 'visual.render().catch',
      ok: true,
      value: { caught: 'render is not supported while embedding a visual.' },
    });
    expect(result(refusals, 'visual.getPages().catch')).toMatchObject({ ok: false, threw: true });
  });

  test('errors during load reach the host page uncaught (window error, unhandled rejection)', () => {
    const uncaught = (name: string) => scenario(name).uncaught;
    expect(uncaught('load errors: visual without visualName')).toEqual([
      {
        kind: 'error',
        value: {
          $error:
            'Visual name is required, but it was not found. You must provide a visual name as part of embed configuration.',
        },
      },
    ]);
    expect(uncaught('load errors: quickCreate with an invalid datasetCreateConfig')).toEqual([
      { kind: 'unhandledrejection', value: [{ message: 'locale is required' }] },
      {
        kind: 'unhandledrejection',
        value: [{ message: 'tableSchemaList cannot be empty when data is provided' }],
      },
    ]);
    expect(uncaught('load errors: the frame refuses the load and the front-load')).toEqual(
      ['/frontload/config', '/report/load'].map((url) => ({
        kind: 'unhandledrejection',
        value: [{ message: `Simulated rejection of POST ${url}` }],
      })),
    );
    expect(uncaught('report: pages')).toBeUndefined();
  });

  test('a frame event whose host handler fails is answered with the proxy’s warning', () => {
    const [frame] = scenario('frame events: malformed events and hooks to a report').replies;
    const pageChanged = frame?.replies.filter((r) => r.to === 'POST /reports/odd-report/events/pageChanged');
    expect(pageChanged?.length).toBe(2);
    for (const reply of pageChanged ?? []) {
      const warning = reply.answers.find((a) => a.extra)?.extra as { warning?: string } | undefined;
      expect(warning?.warning).toMatch(
        /^Handler for message: \{\n {2}"method": "POST",[\s\S]*"queryParams": \{\}\n\} did not return a response message\. The default response message will be returned instead\.$/,
      );
    }
  });

  test('loads: iframe src is embedUrl&uid=, front-load config then load with session headers', () => {
    const [frame] = scenario('report: pages').wire;
    expect(frame?.href).toBe('/reportEmbed?reportId=r-001&groupId=g-001&uid=rpt-pages');
    const [frontload, load] = frame?.requests ?? [];
    expect(frontload).toMatchObject({ method: 'POST', url: '/frontload/config' });
    expect(load).toMatchObject({
      method: 'POST',
      url: '/report/load',
      headers: {
        sdkSessionId: '<sdkSessionId: 20 hex>',
        sdkVersion: '2.23.9',
        bootstrapped: { $undefined: true },
      },
      body: { type: 'report', id: 'r-001', accessToken: expect.any(String), uniqueId: 'rpt-pages' },
    });
    // Front-load goes only to embeds created while the Service held at most two.
    const fourth = scenario('service: four embeds and front-load').wire.find((f) =>
      f.href.endsWith('uid=rpt-multi-4'),
    );
    expect(fourth?.requests.map((r) => r.url)).toEqual(['/report/load', '/report/zoom']);
    // Phased: prepare, then render.
    expect(requests(scenario('report: phased load then render')).map((r) => r.url)).toEqual([
      '/frontload/config',
      '/report/prepare',
      '/report/render',
      '/report/zoom',
    ]);
  });

  test('method bodies match the facts table (pages, filters, tokens)', () => {
    const find = (name: string, line: string) =>
      requests(scenario(name)).filter((r) => `${r.method} ${r.url}` === line);
    expect(find('report: pages', 'PUT /report/pages/active')[0]?.body).toEqual({
      name: 'ReportSection2',
      displayName: null,
      isActive: true,
    });
    const updates = find('report: filters', 'POST /report/filters');
    expect(updates.map((r) => (r.body as { filtersOperation: number }).filtersOperation)).toEqual([
      2, 3, 1, 0, 0, 0,
    ]);
    expect(updates[3]?.body).toEqual({ filtersOperation: 0 });
    const tokenUrl = (name: string) => requests(scenario(name)).find((r) => r.url.endsWith('/token'));
    for (const [name, url] of [
      ['report: commands', '/report/token'],
      ['qna: load and setQuestion', '/report/token'],
      ['visual: load and methods', '/report/token'],
      ['create: createReport', '/report/token'],
      ['quickCreate: service.quickCreate', '/report/token'],
      ['dashboard: load', '/dashboard/token'],
      ['tile: load', '/tile/token'],
    ] as const) {
      const token: NormalizedRequest | undefined = tokenUrl(name);
      expect.soft(token?.url, name).toBe(url);
      expect.soft(typeof token?.body, name).toBe('string');
    }
  });

  test('19 methods resolve with the whole envelope; clearSelectedVisuals rejects with it (facts §2)', () => {
    const envelope = { statusCode: 202, headers: { id: '<id>' }, body: null };
    const labels: [string, string][] = [
      ['report: pages', 'report.setPage'],
      ['report: filters', 'report.setFilters'],
      ['report: filters', 'report.updateFilters Add'],
      ['report: filters', 'report.removeFilters'],
      ['page: methods', 'page.setFilters'],
      ['page: methods', 'page.removeFilters'],
      ['page: methods', 'page.setActive'],
      ['page: methods', 'page.setDisplayName'],
      ['visualDescriptor: methods', 'visual.setFilters'],
      ['visualDescriptor: methods', 'visual.removeFilters'],
      ['visualDescriptor: methods', 'slicer.setSlicerState'],
      ['visualDescriptor: methods', 'visual.sortBy'],
      ['visual: load and methods', 'visual.setFilters Visual'],
      ['report: bookmarks', 'bookmarks.apply'],
      ['report: bookmarks', 'bookmarks.play Off'],
      ['report: bookmarks', 'bookmarks.applyState'],
      ['report: commands', 'report.savePersistentFilters'],
      ['report: commands', 'report.resetPersistentFilters'],
      ['qna: load and setQuestion', 'qna.setQuestion'],
    ];
    for (const [name, label] of labels)
      expect
        .soft(result(scenario(name), label), `${name}: ${label}`)
        .toEqual({ label, ok: true, value: envelope });
    const failing = scenario('report: errors from the frame');
    expect(result(failing, 'report.clearSelectedVisuals')?.value).toMatchObject({
      statusCode: 400,
      body: [{}],
    });
    expect(result(failing, 'report.print')?.value).toEqual([
      { message: 'Simulated rejection of POST /report/print' },
    ]);
  });

  test('hooks answer 200 with the provider’s value, 404 without a provider, 400 when it throws', () => {
    const answers = (name: string) =>
      Object.fromEntries(
        scenario(name).replies.flatMap((f) =>
          f.replies
            .filter((r) => r.to.includes('/eventHooks/'))
            .map((r) => [r.to, r.answers.map((a) => [a.statusCode, a.body])]),
        ),
      );
    expect(answers('report: event hooks')).toEqual({
      'POST /reports/hooks-report/eventHooks/newAccessToken': [[200, 'token-from-provider']],
      'POST /reports/hooks-report/eventHooks/preQuery': [[200, { tenant: 't-1' }]],
      'POST /reports/hooks-report/eventHooks/noSuchHook': [[200, null]],
    });
    expect(answers('report: event hooks without providers, and throwing ones')).toEqual({
      'POST /reports/hooks-none/eventHooks/newAccessToken': [[404, null]],
      'POST /reports/hooks-none/eventHooks/preQuery': [[404, null]],
      'POST /reports/hooks-none/eventHooks/noSuchHook': [[200, null]],
      'POST /reports/hooks-throw/eventHooks/newAccessToken': [[400, null]],
      'POST /reports/hooks-throw/eventHooks/preQuery': [[400, null]],
      'POST /reports/hooks-throw/eventHooks/noSuchHook': [[200, null]],
    });
  });

  test('an /rdlEmbed? report refuses the guarded calls without posting them', () => {
    const rdl = scenario('rdl: paginated report');
    const refused = rdl.results.filter(
      (r) => r.value === 'This API is currently not supported for RDL reports',
    );
    expect(refused.map((r) => r.label)).toContain('rdl report.getPages');
    expect(refused.length).toBeGreaterThanOrEqual(25);
    const lines = requests(rdl).map((r) => `${r.method} ${r.url}`);
    for (const line of [
      'GET /report/pages',
      'GET /report/bookmarks',
      'POST /report/print',
      'GET /report/theme',
    ])
      expect(lines).not.toContain(line);
  });

  test('a visual embed posts a load whose custom layout shows only its visual', () => {
    const load = requests(scenario('visual: load and methods')).find((r) => r.url === '/report/load');
    expect(load?.body).toMatchObject({
      type: 'visual',
      visualName: 'VisualContainer1',
      settings: {
        filterPaneEnabled: false,
        navContentPaneEnabled: false,
        layoutType: 1,
        customLayout: {
          displayOption: 0,
          pagesLayout: {
            ReportSection1: {
              defaultLayout: { displayState: { mode: 1 } },
              visualsLayout: { VisualContainer1: { x: 1, y: 1, z: 1, displayState: { mode: 0 } } },
            },
          },
        },
      },
    });
  });
});

describe('@nuvem/embed against powerbi-client, scenario by scenario', () => {
  test('ours bundles (libs/embed/src/index.ts) and exposes service, factories and models', () => {
    expect(oursUnusable).toBeNull();
  });

  test('the frame receives the same iframe src and the same requests (method, url, headers, body)', () => {
    expectNoMismatch('wire');
  });

  test('the host gives the same answers to the frame’s ready, events and hooks', () => {
    expectNoMismatch('replies');
  });

  test('every call resolves, rejects or throws with the same value', () => {
    expectNoMismatch('results');
  });

  test('the host page sees the same uncaught errors (nothing swallowed, nothing added)', () => {
    expectNoMismatch('uncaught');
  });

  test('ours covers every endpoint of the facts sheet', () => {
    if (!ours) throw new Error(`@nuvem/embed cannot be run in the wire harness: ${oursUnusable}`);
    expect(uncovered(FACTS_ENDPOINTS, requestLines(ours))).toEqual([]);
    expect(uncovered(FACTS_HOST_ROUTES, answeredRoutes(ours))).toEqual([]);
  });
});

describe('window.powerbi for bundled host pages: `import @nuvem/embed/global`, in Chromium', () => {
  /** A host's one-file app, bundled the way its bundler would (honouring libs/embed's `sideEffects`). */
  const app = (code: string) => bundleInline(code);
  const globalEntry = "import './libs/embed/src/global/index.ts';";
  /** In the page: whether window[name] is a Service of the SDK on the page's `powerbi-client` global. */
  const holdsService = (name: string) => {
    const globals = window as unknown as Record<string, unknown>;
    const sdk = globals['powerbi-client'] as { service?: { Service: new () => unknown } } | undefined;
    return Boolean(sdk?.service && globals[name] instanceof sdk.service.Service);
  };

  test('importing the SDK sets no global (the module still evaluates)', async () => {
    const code = await app(
      "import * as sdk from './libs/embed/src/index.ts';\ndocument.title = String(Object.keys(sdk).length);",
    );
    const page = await windowAfter(browser, [code], () => Number(document.title));
    expect(page.errors).toEqual([]);
    expect(page.added).toEqual([]);
    expect(page.probed).toBeGreaterThan(10);
  });

  test('importing @nuvem/embed/global sets the globals powerbi-client sets, window.powerbi a Service', async () => {
    const [global, anchorScript] = await Promise.all([app(globalEntry), anchorSdk()]);
    const ours = await windowAfter(browser, [global], holdsService, 'powerbi');
    const theirs = await windowAfter(browser, [anchorScript.code ?? ''], holdsService, 'powerbi');
    expect(ours.errors).toEqual([]);
    expect(ours.added).toEqual(['powerbi', 'powerbi-client']);
    expect(ours.added).toEqual(theirs.added);
    expect([ours.probed, theirs.probed]).toEqual([true, true]);
  });

  test('with window.powerbi taken, the Service goes to powerBISDKGlobalServiceInstanceName', async () => {
    const taken = "window.powerbi = 'taken'; window.powerBISDKGlobalServiceInstanceName = 'nuvemPowerbi';";
    const page = await windowAfter(browser, [taken, await app(globalEntry)], holdsService, 'nuvemPowerbi');
    expect(page.probed).toBe(true);
    expect(page.added).toEqual([
      'nuvemPowerbi',
      'powerBISDKGlobalServiceInstanceName',
      'powerbi',
      'powerbi-client',
    ]);
  });
});
