// The input fuzz (issue 14): every route of the OpenAPI document, as a signed-in user (with an embed token
// on the analytics routes) and as nobody, gets strings PostgreSQL cannot store (NUL, unpaired surrogates),
// overlong values, right-to-left and control characters and bytes that are not UTF-8, one slot at a time in
// an otherwise valid request; and JSON nested 10,000 deep, as the whole body and in place of each string.
// Nothing answers 5xx and nothing is logged as an error, on PGlite and on a PostgreSQL server. Seen to fail
// before the fixes: notes with NUL or \ud800 and the stream's ?user=%00 answered 500 with a stack trace in
// the log (issue 14); every nested body answered 500, RangeError: Maximum call stack size exceeded (issue 29).
import { signInAs, type SignedIn } from '../testing/sign-in';
import { inParallel } from '../testing/in-parallel';
import { startTestApp, type TestApp } from '../testing/test-app';
import { walkDatabaseKinds } from '../testing/test-database';
import { maxBodyDepth } from '../plugins/json-body';
import {
  fuzzRequests,
  nestingRequests,
  templateOf,
  type FuzzRequest,
  type FuzzTemplate,
  type OpenApiDocument,
} from './fuzz-requests';
import { deeplyNestedJson, hostileStrings } from './fuzz-strings';
import { schemaDepth } from './schema-sample';
import { routeSamples } from './route-samples';
import { embedTokensOf } from './walk-embedded';
import { loadWorld } from './walk-world';

interface Outcome {
  request: FuzzRequest;
  status: number;
  /** The error_code of an error answer. */
  code?: string;
}

const errorCodeOf = (text: string): string | undefined => {
  try {
    return (JSON.parse(text) as { error_code?: string }).error_code;
  } catch {
    return undefined;
  }
};

async function send(t: TestApp, request: FuzzRequest, who: SignedIn | undefined): Promise<Outcome> {
  const headers: Record<string, string> = {
    ...(who ? { ...request.headers, ...(request.headers.authorization ? {} : who.headers) } : {}),
    ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  try {
    const res = await fetch(t.url(request.url), {
      method: request.method,
      headers,
      body: request.body,
      signal: AbortSignal.timeout(20_000),
    });
    // A stream that opened would never end: its status is all the fuzz needs.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return { request, status: res.status };
    }
    return { request, status: res.status, code: errorCodeOf(await res.text()) };
  } catch (error) {
    return { request, status: 599, ...{ error } };
  }
}

describe.each(walkDatabaseKinds)('input fuzz on %s', (kind) => {
  const log: string[] = [];
  let t: TestApp;
  let templates: FuzzTemplate[];
  let who: SignedIn;
  /** The requests, and whether each carried a string PostgreSQL cannot store, or JSON nested too deep. */
  let requests: { request: FuzzRequest; unstorable: boolean; nested: boolean }[];

  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'warn' }, { logStream: { write: (line) => log.push(line) } });
    await t.app.ready();
    const world = await loadWorld(t.db);
    const user = world.users.find((u) => u.email === 'diego@nuvem.example')!;
    who = await signInAs(t, user.email);
    const tokens = await embedTokensOf(t, who, world, user);
    const me = (await (await fetch(t.url('/api/v1/me'), { headers: who.headers })).json()) as {
      stream_hash: string;
    };
    templates = routeSamples(
      t.app.swagger() as unknown as OpenApiDocument,
      world,
      user,
      tokens,
      me.stream_hash,
    ).map(({ method, path, operation, request }) => templateOf(method, path, operation, request));
    requests = [
      ...hostileStrings.flatMap((hostile) =>
        templates.flatMap((template) =>
          fuzzRequests(template, hostile).map((request) => ({
            request,
            unstorable: hostile.value.includes('\u0000') || !hostile.value.isWellFormed(),
            nested: false,
          })),
        ),
      ),
      ...templates.flatMap((template) =>
        nestingRequests(template).map((request) => ({ request, unstorable: false, nested: true })),
      ),
    ];
  });
  afterAll(() => t?.close());

  const errorsLogged = () =>
    log
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level >= 50);

  it('covers every documented route, each of its string slots with every hostile string', () => {
    const routes = Object.values((t.app.swagger() as unknown as OpenApiDocument).paths).flatMap(Object.keys);
    expect(templates.length).toBe(routes.length - 1); // all but DELETE /session, which takes no input
    expect(requests.length).toBeGreaterThan(2_000);
    // Every route that takes a body by method gets a nested one.
    const withBody = templates.filter((template) => template.method !== 'GET').length;
    expect(requests.filter((r) => r.nested && r.request.label.includes(' the body =')).length).toBe(withBody);
    expect(withBody).toBeGreaterThan(30);
  });

  it('the deepest body a route documents nests far less than the limit', () => {
    const operations = Object.entries((t.app.swagger() as unknown as OpenApiDocument).paths).flatMap(
      ([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ route: `${method} ${path}`, op })),
    );
    const depths = operations.map(({ route, op }) => ({
      route,
      ...schemaDepth(op.requestBody?.content?.['application/json']?.schema),
    }));
    // 17 today: a report, down to its hierarchy filters' nodes. The open parts (a report's theme, where Power
    // BI's theme JSON may add its visual styles, about 8 levels more) start 2 levels down.
    const deepest = Math.max(...depths.map((d) => d.depth));
    expect(deepest).toBeLessThanOrEqual(maxBodyDepth / 3);
    expect(depths.filter((d) => d.open).map((d) => d.route)).toEqual([
      'put /api/v1/analytics/reports/{reportId}',
      'post /api/v1/analytics/reports/{reportId}/copies',
      'post /api/v1/analytics/datasets/{datasetId}/reports',
    ]);
  });

  it('the probe: a sign-in nesting 10,000 arrays is refused with 400 body_too_deep, naming the limit', async () => {
    for (const body of [deeplyNestedJson, `{"email":${deeplyNestedJson},"password":"x"}`]) {
      const res = await fetch(t.url('/api/v1/session'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error_code: 'body_too_deep',
        error_vars: [String(maxBodyDepth)],
      });
    }
    // The same brackets inside a string are only text: the sign-in fails as any wrong e-mail would.
    const asText = await fetch(t.url('/api/v1/session'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: deeplyNestedJson, password: 'x' }),
    });
    expect(asText.status).toBe(400);
    expect(await asText.json()).toMatchObject({ error_code: 'validation_failed', error_vars: ['email'] });
    expect(errorsLogged()).toEqual([]);
  });

  it('the probe: a note with NUL or a lone surrogate, and a stream for ?user=%00, are refused with 400', async () => {
    for (const text of ['a\u0000b', '\ud800']) {
      const res = await fetch(t.url('/api/v1/preferences/notes'), {
        method: 'PUT',
        headers: { ...who.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ data: [{ id: 'n1', text, checked: false }] }),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error_code: 'validation_failed',
        error_vars: ['data.0.text'],
      });
    }
    const stream = await fetch(t.url('/api/v1/streams/some-channel?user=%00&hash=x'));
    expect(stream.status).toBe(400);
    expect(await stream.json()).toMatchObject({ error_code: 'validation_failed', error_vars: ['user'] });
    expect(errorsLogged()).toEqual([]);
  });

  it.each([
    ['as the signed-in user', true],
    ['as nobody', false],
  ])(
    '%s: no 5xx and no error logged',
    async (_who, signedIn) => {
      const outcomes: Outcome[] = [];
      await inParallel(requests, 8, async ({ request }) => {
        outcomes.push(await send(t, request, signedIn ? who : undefined));
      });
      const failures = outcomes.filter((o) => o.status >= 500).map((o) => `${o.request.label} → ${o.status}`);
      expect(failures).toEqual([]);
      expect(errorsLogged().map((entry) => entry.msg)).toEqual([]);
      // The fuzz reached the validation: unstorable strings were refused as such, not by chance elsewhere.
      if (signedIn) {
        const unstorable = new Set(requests.filter((r) => r.unstorable).map((r) => r.request));
        const refused = outcomes.filter((o) => o.status === 400 && unstorable.has(o.request));
        expect(refused.length).toBeGreaterThan(500);
        // And every nested body reached the parser, which refused it as too deep.
        const nested = new Set(requests.filter((r) => r.nested).map((r) => r.request));
        const notRefused = outcomes.filter((o) => nested.has(o.request) && o.code !== 'body_too_deep');
        expect(notRefused.map((o) => `${o.request.label} → ${o.status} ${o.code}`)).toEqual([]);
      }
    },
    600_000,
  );
});
