// Pure functions over ScenarioRecords (no browser): normalisation, comparison, a line diff, and the facts
// sheet's list of endpoints. Shared by wire.compat.test.ts and diff.mjs.

const UNDEFINED = '$undefined';
const isUndefined = (v) =>
  typeof v === 'object' && v !== null && v[UNDEFINED] === true && Object.keys(v).length === 1;
const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stand-in for a session id that keeps its format checked: 20 lowercase hex chars or not. */
function sessionMarker(value) {
  return typeof value === 'string' && /^[0-9a-f]{20}$/.test(value)
    ? '<sdkSessionId: 20 hex>'
    : `<sdkSessionId: unexpected ${JSON.stringify(value)}>`;
}

/** Deep copy with sorted keys; `dropUndefined` removes keys whose value is the encoded undefined. */
export function canonical(value, { dropUndefined = false } = {}) {
  if (Array.isArray(value)) return value.map((v) => canonical(v, { dropUndefined }));
  if (!isObject(value)) return value;
  const out = {};
  for (const key of Object.keys(value).sort()) {
    const v = value[key];
    if (dropUndefined && isUndefined(v)) continue;
    out[key] = key === 'sdkSessionId' ? sessionMarker(v) : canonical(v, { dropUndefined });
  }
  return out;
}

/** Request headers: the tracking id becomes '<id>' (its presence is checked, not its value). */
function normHeaders(headers) {
  const out = canonical(headers);
  if (isObject(out) && 'id' in out) out.id = typeof out.id === 'string' && out.id ? '<id>' : out.id;
  return out;
}

/** Values resolved or rejected by calls: envelopes' headers.id become '<id>'. */
function normResult(value) {
  if (Array.isArray(value)) return value.map(normResult);
  if (!isObject(value)) return value;
  const out = {};
  for (const key of Object.keys(value).sort()) {
    let v = normResult(value[key]);
    if (key === 'headers' && isObject(v) && typeof v.id === 'string') v = { ...v, id: '<id>' };
    if (key === 'sdkSessionId') v = sessionMarker(value[key]);
    out[key] = v;
  }
  return out;
}

/**
 * Distinct values, in first-seen order. Every Service on the host page answers the frame's events (the
 * anchor's global `window.powerbi` too), so the number of identical answers says how many exist, not what
 * the protocol is.
 */
function unique(values) {
  const seen = new Set();
  return values.filter((v) => {
    const key = JSON.stringify(v);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/**
 * A ScenarioRecord → what is compared:
 *  - wire: per frame (sorted by its src), the src and the requests it received, in order. Bodies lose keys
 *    whose value is undefined; headers keep them (so `x-sdk-wrapper-version: undefined` must match).
 *  - replies: per frame, each frame → host request and the distinct answers the host gave it.
 *  - results: what each call resolved to, rejected with, or threw (`threw: true`).
 *  - uncaught: the host page's uncaught errors (window `error`, `unhandledrejection`), when there are any.
 * Random uids (embeds without a uniqueId) are masked: see maskRandomUids.
 */
export function normalizeRecord(record) {
  const byFrame = new Map();
  for (const entry of record.frames) {
    if (!byFrame.has(entry.frame)) byFrame.set(entry.frame, []);
    byFrame.get(entry.frame).push(entry);
  }
  const frames = [...byFrame.values()].map((entries) => {
    entries.sort((a, b) => a.seq - b.seq);
    const href = entries.find((e) => e.kind === 'open')?.href ?? '(open not recorded)';
    const requests = entries
      .filter((e) => e.kind === 'request')
      .map((e) => {
        const request = { method: e.method, url: e.url, headers: normHeaders(e.headers) };
        if (e.hasBody && !isUndefined(e.body)) request.body = canonical(e.body, { dropUndefined: true });
        return request;
      });
    canonicalHandshakeOrder(requests);
    const strays = entries.filter((e) => e.kind === 'stray').map((e) => canonical(e.data));
    const replies = entries
      .filter((e) => e.kind === 'emit')
      .map((emit) => ({
        to: `${emit.method} ${emit.url}`,
        answers: unique(
          entries
            .filter((e) => e.kind === 'reply' && e.toSeq === emit.seq)
            .map((e) => {
              const headers = canonical(e.headers);
              if (isObject(headers)) delete headers.id;
              const answer = {
                statusCode: canonical(e.statusCode),
                statusText: canonical(e.statusText),
                headers,
                body: canonical(e.body),
              };
              if (e.extra === undefined) return answer;
              // The anchor's warning prints the request, tracking id included: that id is random.
              const id = isObject(e.headers) ? e.headers.id : undefined;
              const extra = canonical(e.extra);
              return { ...answer, extra: typeof id === 'string' ? replaceToken(extra, id, '<id>') : extra };
            }),
        ),
      }));
    return { href, requests, strays, replies };
  });
  const mask = maskRandomUids(frames.map((f) => f.href));
  const masked = frames.map((f) => mask(f));
  masked.sort((a, b) => (a.href < b.href ? -1 : a.href > b.href ? 1 : 0));
  const out = {
    name: record.name,
    wire: masked.map(({ href, requests, strays }) =>
      strays.length ? { href, requests, strays } : { href, requests },
    ),
    replies: masked.map(({ href, replies }) => ({ href, replies })),
    results: record.results.map((r) =>
      mask({ label: r.label, ok: r.ok, value: normResult(r.value), ...(r.threw && { threw: true }) }),
    ),
  };
  if (record.uncaught?.length) out.uncaught = record.uncaught.map((e) => mask(normResult(e)));
  if (record.crash) out.crash = record.crash;
  return out;
}

/**
 * An embed without a uniqueId (config, or `powerbi-name` attribute) gets a random one: 3 to 6 base-36
 * characters, where every uniqueId the scenarios set holds a hyphen. Each random uid found in a frame's
 * src becomes `<uid of {path}>` wherever it stands as a whole token (src, urls, headers, bodies, results),
 * so that those scenarios compare and stay deterministic, and a uid sent to the wrong frame still shows.
 */
export function maskRandomUids(hrefs) {
  const marks = [];
  for (const href of hrefs) {
    const [path, query = ''] = href.split('?');
    const uid = new URLSearchParams(query).get('uid');
    if (uid && /^[0-9a-z]{3,6}$/.test(uid)) marks.push([uid, `<uid of ${path}>`]);
  }
  return (value) => marks.reduce((masked, [uid, mark]) => replaceToken(masked, uid, mark), value);
}

/** `value` with every whole-token occurrence of `token` (in keys and strings, deeply) replaced by `mark`. */
function replaceToken(value, token, mark) {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`, 'g');
  const inString = (text) => text.replace(pattern, mark);
  const walk = (v) => {
    if (typeof v === 'string') return inString(v);
    if (Array.isArray(v)) return v.map(walk);
    if (!isObject(v)) return v;
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [inString(k), walk(item)]));
  };
  return walk(value);
}

/**
 * The front-load config goes out on the frame's `ready` message and the load on the iframe's `load` event:
 * two tasks whose order the protocol does not fix (under CPU load either may come first, for either SDK).
 * The canonical order puts the front-load first.
 */
function canonicalHandshakeOrder(requests) {
  const frontLoad = requests.findIndex((r) => r.url === '/frontload/config');
  const before = requests[frontLoad - 1];
  if (frontLoad > 0 && /\/(load|prepare)$/.test(before.url)) {
    [requests[frontLoad - 1], requests[frontLoad]] = [requests[frontLoad], before];
  }
}

/** "METHOD url" of every request in normalised records. */
export function requestLines(normalized) {
  return normalized.flatMap((n) => n.wire.flatMap((f) => f.requests.map((r) => `${r.method} ${r.url}`)));
}

/** Line diff of two values' pretty JSON ('-' only in expected, '+' only in actual), with context. */
export function diffLines(expected, actual, { context = 3 } = {}) {
  const a = JSON.stringify(expected, null, 2).split('\n');
  const b = JSON.stringify(actual, null, 2).split('\n');
  const n = a.length;
  const m = b.length;
  const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const ops = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) ops.push([' ', a[i++], j++]);
    else if (j < m && (i === n || lcs[i][j + 1] >= lcs[i + 1][j])) ops.push(['+', b[j++]]);
    else ops.push(['-', a[i++]]);
  }
  const keep = ops.map(
    (op, k) =>
      op[0] !== ' ' || ops.slice(Math.max(0, k - context), k + context + 1).some((o) => o[0] !== ' '),
  );
  const lines = [];
  let skipped = false;
  ops.forEach((op, k) => {
    if (keep[k]) {
      if (skipped) lines.push('  ...');
      skipped = false;
      lines.push(`${op[0]} ${op[1]}`);
    } else skipped = true;
  });
  return lines.join('\n');
}

/**
 * The facts sheet's endpoints (powerbi-client-facts.md §2–3, spec §7): every one must be posted by some
 * scenario. Patterns match "METHOD url".
 */
export const FACTS_ENDPOINTS = [
  'POST /report/load',
  'POST /dashboard/load',
  'POST /tile/load',
  'POST /qna/load',
  'POST /report/prepare',
  'POST /report/create',
  'POST /quickcreate',
  'POST /frontload/config',
  'POST /report/render',
  'POST /report/save',
  'POST /report/saveAs',
  'GET /getCorrelationId',
  'POST /report/token',
  'POST /dashboard/token',
  'POST /tile/token',
  'POST /report/print',
  'PATCH /report/settings',
  'POST /report/switchMode/edit',
  'POST /report/switchMode/view',
  'POST /report/refresh',
  'GET /report/hasUnsavedChanges',
  'GET /report/theme',
  'PUT /report/theme',
  'POST /report/userState',
  'DELETE /report/userState',
  'GET /report/isUserStateApplied',
  'GET /report/zoom',
  'POST /report/closeAllOverlays',
  'POST /report/clearSelectedVisuals/true',
  'POST /report/clearSelectedVisuals/false',
  'POST /qna/interpret',
  'GET /report/filters',
  'POST /report/filters',
  'PUT /report/filters',
  'GET /report/bookmarks',
  'POST /report/bookmarks/applyByName',
  'POST /report/bookmarks/play',
  'POST /report/bookmarks/capture',
  'POST /report/bookmarks/applyState',
  'GET /report/pages',
  'POST /report/addPage',
  'PUT /report/pages/active',
  'DELETE /report/pages/{p}',
  'PUT /report/pages/{p}/name',
  'GET /report/pages/{p}/filters',
  'POST /report/pages/{p}/filters',
  'PUT /report/pages/{p}/filters',
  'GET /report/pages/{p}/visuals',
  'GET /report/pages/{p}/layoutTypes/{t}',
  'GET /report/pages/{p}/smartNarrativeInsights',
  'GET /report/pages/{p}/visuals/{v}/filters',
  'POST /report/pages/{p}/visuals/{v}/filters',
  'PUT /report/pages/{p}/visuals/{v}/filters',
  'POST /report/pages/{p}/visuals/{v}/exportData',
  'GET /report/pages/{p}/visuals/{v}/slicer',
  'PUT /report/pages/{p}/visuals/{v}/slicer',
  'POST /report/pages/{p}/visuals/{v}/clone',
  'PUT /report/pages/{p}/visuals/{v}/sortBy',
  'GET /report/pages/{p}/visuals/{v}/smartNarrativeInsights',
];

/** The frame → host routes of facts §3 that the frame exercises (answered by the host). */
export const FACTS_HOST_ROUTES = [
  'POST /ready/{uid}',
  'POST /reports/{uid}/events/{e}',
  'POST /reports/{uid}/pages/{p}/events/{e}',
  'POST /reports/{uid}/pages/{p}/visuals/{v}/events/{e}',
  'POST /dashboards/{uid}/events/{e}',
  'POST /tile/{uid}/events/{e}',
  'POST /qna/{uid}/events/{e}',
  'POST /reports/{uid}/eventHooks/{e}',
];

export function patternToRegExp(pattern) {
  const escaped = pattern.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-z]+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/** Patterns of `patterns` that none of `lines` matches. */
export function uncovered(patterns, lines) {
  return patterns.filter((p) => !lines.some((line) => patternToRegExp(p).test(line)));
}
