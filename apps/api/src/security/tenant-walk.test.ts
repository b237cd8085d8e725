// Walks every route of the API as every kind of demo user against every environment (and every dashboard,
// BI item, mail and stream channel): nothing that is not theirs is answered with a 2xx, no answer carries
// another tenant's data, and nothing answers 5xx. See walk-*.ts for what "theirs" means.
import { demoUsers } from '../demo/demo-data';
import type { SignedIn } from '../testing/sign-in';
import { signInAs } from '../testing/sign-in';
import { call } from '../testing/http-calls';
import { inParallel } from '../testing/in-parallel';
import { startTestApp, type TestApp } from '../testing/test-app';
import { walkDatabaseKinds } from '../testing/test-database';
import { leaksIn, markersFor } from './walk-leaks';
import { operationsOf } from './walk-operations';
import { embedTokensOf } from './walk-embedded';
import { expand, notWalked, type Operation, type WalkRequest } from './walk-requests';
import { loadWorld, type WalkUser, type World } from './walk-world';

async function walk(t: TestApp, who: SignedIn, requests: WalkRequest[], world: World, email: string) {
  const user = world.users.find((u) => u.email === email)!;
  const markers = markersFor(world, user);
  const failures: string[] = [];
  await inParallel(requests, 6, async (r) => {
    const res = await call(
      t,
      r.method,
      r.url,
      r.headers
        ? { ...who, headers: r.headers as SignedIn['headers'] }
        : { ...who, headers: { ...who.headers, ...r.extraHeaders } },
      r.body,
    );
    const text = await res.text();
    const body = r.body ? ' ' + JSON.stringify(r.body).slice(0, 200) : '';
    const where = `${r.method} ${r.url}${r.headers ? ' (embed token)' : ''}${body}`;
    if (res.status >= 500) failures.push(`${where} → ${res.status}`);
    if (!r.allowed && res.ok) failures.push(`${where} → ${res.status} for something not theirs`);
    if (res.ok) for (const leak of leaksIn(text, markers)) failures.push(`${where} leaks ${leak}`);
    if (res.ok && r.entriesAllowed) {
      // A query batch answers 200: each query on a dataset the token does not reach must fail on its own.
      const { results } = JSON.parse(text) as { results: { ok: boolean }[] };
      r.entriesAllowed.forEach((allowed, i) => {
        if (results[i]?.ok !== allowed) failures.push(`${where}: query ${i} answered ok=${results[i]?.ok}`);
      });
    }
  });
  return failures;
}

describe.each(walkDatabaseKinds)('tenant walk on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let operations: Operation[];
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await loadWorld(t.db);
    await t.app.ready();
    operations = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]).filter(
      (op) => !notWalked[`${op.method} ${op.path}`],
    );
  });
  afterAll(() => t.close());

  it('walks every documented route (a route the walk cannot expand fails here)', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const user of world.users)
      for (const op of operations) expect(expand(world, op, user).length).toBeGreaterThan(0);
  });

  it('answers 401 to every authenticated route called without a token', async () => {
    const someone = world.users[0]!;
    const failures: string[] = [];
    for (const op of operations.filter((o) => o.authenticated)) {
      const r = expand(world, op, someone)[0]!;
      const res = await call(t, r.method, r.url, undefined, r.body);
      if (res.status !== 401) failures.push(`${r.method} ${r.url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(demoUsers.map((u) => [u.email, u.note]))(
    'as %s (%s): nothing of another tenant, no 5xx',
    async (email) => {
      const user = world.users.find((u) => u.email === email)!;
      const who = await signInAs(t, email);
      const tokens = await embedTokensOf(t, who, world, user);
      const requests = operations.flatMap((op) => expand(world, op, user, tokens));
      const failures = await walk(t, who, requests, world, email);
      expect(failures).toEqual([]);
      // The walk really did refuse things: most environments are not this user's.
      if (!user.seesAll) expect(requests.filter((r) => !r.allowed).length).toBeGreaterThan(100);
      // Every token reached its own content, and no other.
      const embedded = requests.filter((r) => r.headers);
      expect(embedded.filter((r) => r.allowed).length).toBeGreaterThanOrEqual(tokens.length);
      expect(embedded.filter((r) => !r.allowed).length).toBeGreaterThan(
        embedded.filter((r) => r.allowed).length,
      );
    },
    300_000,
  );

  it('gets embed tokens for the demo users who hold dashboards or BI items', async () => {
    const counts = Object.fromEntries(
      await Promise.all(
        world.users.map(async (user) => [
          user.email,
          (await embedTokensOf(t, await signInAs(t, user.email), world, user)).length,
        ]),
      ),
    );
    expect(counts).toEqual({
      'ana@acme.example': 4,
      'bruno@globex.example': 3,
      'carla@parceira.example': 0,
      // 16 for items and dashboards, 2 create tokens (the datasets of the workspace he edits) and a quick
      // create token for it.
      'diego@nuvem.example': 19,
      'elisa@acme.example': 0,
      'fabio@initech.example': 0,
    });
  });

  it("opens a stream only for its own hash: no user reaches another user's or tenant's channel", async () => {
    const failures: string[] = [];
    const channels = [
      ...world.users.map((u) => ({ channel: u.streamChannel, allowed: (w: WalkUser) => w === u })),
      ...world.environments.map((env) => ({
        channel: `${env.cloud_id}-generic-message`,
        allowed: (w: WalkUser) => w.visible.has(env.cloud_id),
      })),
    ];
    for (const user of world.users) {
      const me = (await (await call(t, 'GET', '/api/v1/me', await signInAs(t, user.email))).json()) as {
        stream_hash: string;
      };
      for (const { channel, allowed } of channels) {
        if (allowed(user) && channel === user.streamChannel) continue; // its own: stream-routes.test.ts
        // The user's own valid hash, presented for a channel that is not theirs (or one they reach by ticket).
        const aborter = new AbortController();
        const res = await fetch(
          t.url(`/api/v1/streams/${channel}?user=${user.streamChannel}&hash=${me.stream_hash}`),
          { signal: aborter.signal },
        );
        aborter.abort();
        if (res.ok) failures.push(`${user.email} opened ${channel} with their own stream hash`);
      }
    }
    expect(failures).toEqual([]);
  });
});
