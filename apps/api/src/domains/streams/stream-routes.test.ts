import { randomBytes } from 'node:crypto';
import { EventSource } from 'eventsource';
import type { MonitorMessage, StreamTicket, TokenPair, UserInfo } from '@nuvem/api-contract';
import { streamHash } from '../../auth/stream-hash';
import { withSignatureRespelled } from '../../testing/base64url-variants';
import { SseClient } from '../../testing/sse-client';
import { errorShape, postJson, startAppOn, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

const password = 'nuvem-demo-2024';
const tokenSecret = randomBytes(32).toString('hex');
const maxConnectionsPerUser = 3;
const streams = { heartbeatMs: 50, maxConnectionsPerUser, retentionSeconds: 3600, pruneIntervalMs: 600_000 };

interface Person {
  token: string;
  me: UserInfo;
  userId: string;
  /** The sign-in (the access token's sid): stream hashes are given to it. */
  sessionId: string;
}

const sessionOf = (accessToken: string) =>
  (JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: Person;
let bruno: Person;

async function signIn(email: string): Promise<Person> {
  const pair = (await (await postJson(t.url('/api/v1/session'), { email, password })).json()) as TokenPair;
  const auth = { authorization: `Bearer ${pair.access_token}` };
  const me = (await (await fetch(t.url('/api/v1/me'), { headers: auth })).json()) as UserInfo;
  const [row] = await t.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return { token: pair.access_token, me, userId: row!.id, sessionId: sessionOf(pair.access_token) };
}

/** vi.waitFor with room for a loaded machine (its default gives up after 1 s). */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

const bearer = (person: Person) => ({ authorization: `Bearer ${person.token}` });

function streamUrl(channel: string, query: Record<string, string>): string {
  return t.url(`/api/v1/streams/${encodeURIComponent(channel)}?${new URLSearchParams(query).toString()}`);
}

/** The URL that opens the person's own stream, as the portal builds it from /me. */
const ownStream = (person: Person, extra: Record<string, string> = {}) =>
  streamUrl(person.me.stream_channel, {
    user: person.me.stream_channel,
    hash: person.me.stream_hash,
    ...extra,
  });

async function fakeAlarm(person: Person, body?: unknown): Promise<string> {
  const res =
    body === undefined
      ? await fetch(t.url('/api/v1/streams/fake-alarm'), { method: 'POST', headers: bearer(person) })
      : await postJson(t.url('/api/v1/streams/fake-alarm'), body, bearer(person));
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  expect(id).toMatch(/^\d+$/);
  return id;
}

async function ticket(person: Person, channel: string): Promise<Response> {
  return fetch(t.url(`/api/v1/streams/${encodeURIComponent(channel)}/ticket`), { headers: bearer(person) });
}

async function eventCount(): Promise<number> {
  const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stream_events');
  return row!.n;
}

describe.each(databaseKinds)('on %s', (kind) => {
  const clients: SseClient[] = [];
  const open = async (url: string, headers: Record<string, string> = {}) => {
    const client = await SseClient.open(url, headers);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { tokenSecret, streams });
    ana = await signIn('ana@acme.example');
    bruno = await signIn('bruno@globex.example');
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(() => t.close());

  it("/me carries the stream_hash that opens the user's stream; an EventSource gets the fake alarm", async () => {
    expect(ana.me.stream_hash).toBe(
      streamHash(tokenSecret, ana.userId, ana.me.stream_channel, ana.sessionId),
    );
    const source = new EventSource(ownStream(ana));
    try {
      await new Promise<void>((resolve, reject) => {
        source.onopen = () => resolve();
        source.onerror = (error) => reject(new Error(`stream failed: ${error.message ?? ''}`));
      });
      // The answer starts before the subscription is live (a replay may follow): wait for it.
      await eventually(() => expect(t.app.eventBus.subscriberCount(ana.me.stream_channel)).toBe(1));
      const received = new Promise<MessageEvent>((resolve) =>
        source.addEventListener('monitor', (event) => resolve(event)),
      );
      const id = await fakeAlarm(ana, { severity: 'warning' });
      const event = await received;
      expect(event.lastEventId).toBe(id);
      expect(JSON.parse(event.data)).toEqual({
        type: 'monitor',
        data: {
          hostname: expect.any(String),
          type: expect.any(String),
          message: expect.any(String),
          currentSeverity: 'warning',
          startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          endedAt: null,
        },
      } satisfies MonitorMessage);
    } finally {
      source.close();
    }
  });

  it('streams with the SSE headers, retry 3000 and heartbeats, keeping the security headers', async () => {
    const client = await open(ownStream(ana));
    expect(client.status).toBe(200);
    expect(client.headers).toMatchObject({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      'content-security-policy': expect.any(String),
    });
    expect(client.headers['content-encoding']).toBeUndefined();
    await eventually(() => expect(client.comments).toContain('heartbeat'));
    expect(client.retry).toBe(3000);
    expect(client.events).toEqual([]);
  });

  it('replays exactly the events missed after Last-Event-ID (header or query), then live ones', async () => {
    const [a, b, c, d] = [
      await fakeAlarm(ana),
      await fakeAlarm(ana),
      await fakeAlarm(ana),
      await fakeAlarm(ana),
    ];
    const byHeader = await open(ownStream(ana), { 'last-event-id': b! });
    const byQuery = await open(ownStream(ana, { lastEventId: c! }));
    const fresh = await open(ownStream(ana));
    // open() resolves at the live marker, so the replay has arrived; each marker names the last id held.
    expect(byHeader.ids).toEqual([c, d]);
    expect(byQuery.ids).toEqual([d]);
    expect(fresh.ids).toEqual([]);
    expect([byHeader.liveAt, byQuery.liveAt, fresh.liveAt]).toEqual([d, d, d]);
    const e = await fakeAlarm(ana);
    await eventually(() => expect(byHeader.ids).toEqual([c, d, e]));
    await eventually(() => expect(byQuery.ids).toEqual([d, e]));
    await eventually(() => expect(fresh.ids).toEqual([e]));
    expect(byHeader.events.every((event) => event.event === 'monitor')).toBe(true);
    expect(a).not.toBe(b);
  });

  it('misses nothing and repeats nothing when events are published during the replay', async () => {
    const channel = ana.me.stream_channel;
    const publish = () => t.app.eventBus.publish(channel, 'monitor', fakeMonitor());
    const before: number[] = [];
    for (let i = 0; i < 30; i++) before.push(await publish());
    const opening = open(ownStream(ana), { 'last-event-id': String(before[4]) });
    const during = await Promise.all(Array.from({ length: 30 }, publish));
    const client = await opening;
    const last = await publish();
    await eventually(() => expect(client.ids.at(-1)).toBe(String(last)));
    const expected = await t.db.query<{ id: string }>(
      'SELECT e.id::text AS id FROM stream_events e WHERE e.channel = $1 AND e.id > $2 ORDER BY e.id',
      [channel, before[4]!],
    );
    expect(client.ids).toEqual(expected.map((row) => row.id));
    expect(client.ids).toEqual(expect.arrayContaining(during.map(String)));
  });

  it('refuses a missing or wrong hash with 401, and a channel the user may not see with 404', async () => {
    const channel = ana.me.stream_channel;
    const hash = ana.me.stream_hash;
    const refusals: [string, string][] = [
      [streamUrl(channel, { user: channel }), 'invalid_stream_hash'],
      [streamUrl(channel, { hash }), 'invalid_stream_hash'],
      [streamUrl(channel, {}), 'invalid_stream_hash'],
      [
        streamUrl(channel, { user: channel, hash: hash.slice(0, -1) + (hash.endsWith('A') ? 'B' : 'A') }),
        'invalid_stream_hash',
      ],
      // Another spelling of the same HMAC (compared as written).
      ...withSignatureRespelled(hash).map((other): [string, string] => [
        streamUrl(channel, { user: channel, hash: other }),
        'invalid_stream_hash',
      ]),
      [streamUrl(channel, { user: bruno.me.stream_channel, hash }), 'invalid_stream_hash'],
      [streamUrl(channel, { user: 'user-unknown', hash }), 'invalid_stream_hash'],
      // Ana's own hash does not open Bruno's stream, whoever it claims to be for.
      [streamUrl(bruno.me.stream_channel, { user: channel, hash }), 'invalid_stream_hash'],
      [streamUrl(bruno.me.stream_channel, { user: bruno.me.stream_channel, hash }), 'invalid_stream_hash'],
      // A hash for Ana made with the server's secret still opens only what Ana may see right now.
      [
        streamUrl('GLX01-generic-message', {
          user: channel,
          hash: streamHash(tokenSecret, ana.userId, 'GLX01-generic-message', ana.sessionId),
        }),
        'environment_not_found',
      ],
      [
        streamUrl(bruno.me.stream_channel, {
          user: channel,
          hash: streamHash(tokenSecret, ana.userId, bruno.me.stream_channel, ana.sessionId),
        }),
        'stream_not_found',
      ],
    ];
    for (const [url, code] of refusals) {
      const res = await fetch(url);
      expect({ url, status: res.status }).toEqual({
        url,
        status: code === 'invalid_stream_hash' ? 401 : 404,
      });
      expect(await res.json()).toEqual({ ...errorShape, error_code: code });
    }
    expect(t.app.eventBus.subscriberCount()).toBe(0);
  });

  it('answers 400 to a malformed channel or Last-Event-ID', async () => {
    const bad = [
      [t.url('/api/v1/streams/-bad?user=x&hash=y'), {}],
      [ownStream(ana, { lastEventId: 'abc' }), {}],
      [ownStream(ana), { 'last-event-id': '-1' }],
      [ownStream(ana), { 'last-event-id': '1'.repeat(16) }],
    ] as const;
    for (const [url, headers] of bad) {
      const res = await fetch(url, { headers });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ...errorShape, error_code: 'validation_failed' });
    }
  });

  it("stops honouring a hash once the user's access to the environment ends", async () => {
    const res = await ticket(ana, 'ACM1-generic-message');
    const { path } = (await res.json()) as StreamTicket;
    const first = await open(t.url(path));
    expect(first.status).toBe(200);
    first.close();
    const unlink = `DELETE FROM user_environments WHERE user_id = $1
                    AND environment_id = (SELECT id FROM customer_environments WHERE cloud_id = 'ACM1')`;
    await t.db.query(unlink, [ana.userId]);
    try {
      const again = await fetch(t.url(path));
      expect(again.status).toBe(404);
      expect(await again.json()).toMatchObject({ error_code: 'environment_not_found' });
    } finally {
      await t.db.query(
        `INSERT INTO user_environments (user_id, environment_id)
         SELECT $1, id FROM customer_environments WHERE cloud_id = 'ACM1'`,
        [ana.userId],
      );
    }
  });

  describe('streams end with the sign-in (issue 14: a hash used to work until TOKEN_SECRET was rotated)', () => {
    it("signing out closes the user's open streams, and their URLs are refused from then on", async () => {
      const carla = await signIn('carla@parceira.example');
      const own = await open(ownStream(carla));
      const ticketPath = ((await (await ticket(carla, 'ACM1-generic-message')).json()) as StreamTicket).path;
      const generic = await open(t.url(ticketPath));
      expect([own.status, generic.status]).toEqual([200, 200]);

      const out = await fetch(t.url('/api/v1/session'), { method: 'DELETE', headers: bearer(carla) });
      expect(out.status).toBe(204);
      await eventually(() => expect([own.ended, generic.ended]).toEqual([true, true]));
      for (const url of [ownStream(carla), t.url(ticketPath)]) {
        const again = await fetch(url);
        expect(again.status).toBe(401);
        expect(await again.json()).toMatchObject({ error_code: 'invalid_stream_hash' });
      }
      // Signing in again gives a new hash, which opens the stream.
      const back = await signIn('carla@parceira.example');
      expect(back.me.stream_hash).not.toBe(carla.me.stream_hash);
      expect((await open(ownStream(back))).status).toBe(200);
    });

    it("another sign-in's hash is its own: signing out one leaves the other's streams open", async () => {
      const [here, there] = [await signIn('elisa@acme.example'), await signIn('elisa@acme.example')];
      const stays = await open(ownStream(there));
      const goes = await open(ownStream(here));
      await fetch(t.url('/api/v1/session'), { method: 'DELETE', headers: bearer(here) });
      await eventually(() => expect(goes.ended).toBe(true));
      expect(stays.ended).toBe(false);
      const id = await fakeAlarm(there);
      await eventually(() => expect(stays.ids).toContain(id));
    });

    it("ending an impersonation closes the impersonated user's stream that it opened", async () => {
      const diego = await signIn('diego@nuvem.example');
      const start = await postJson(t.url('/api/v1/impersonation'), { user_id: ana.userId }, bearer(diego));
      expect(start.status).toBe(201);
      const asAna = (await (await fetch(t.url('/api/v1/me'), { headers: bearer(diego) })).json()) as UserInfo;
      expect(asAna.stream_channel).toBe(ana.me.stream_channel);
      const url = streamUrl(asAna.stream_channel, { user: asAna.stream_channel, hash: asAna.stream_hash });
      const client = await open(url);
      expect(client.status).toBe(200);

      const stop = await fetch(t.url('/api/v1/impersonation'), { method: 'DELETE', headers: bearer(diego) });
      expect(stop.status).toBe(204);
      await eventually(() => expect(client.ended).toBe(true));
      expect((await fetch(url)).status).toBe(401);
    });
  });

  describe('GET /api/v1/streams/:channel/ticket', () => {
    it("opens the user's own stream and the generic messages of their environments", async () => {
      const own = await ticket(ana, ana.me.stream_channel);
      expect(own.status).toBe(200);
      expect(await own.json()).toEqual({
        channel: ana.me.stream_channel,
        user: ana.me.stream_channel,
        hash: ana.me.stream_hash,
        path: `/api/v1/streams/${ana.me.stream_channel}?user=${ana.me.stream_channel}&hash=${ana.me.stream_hash}`,
      });

      const res = await ticket(ana, 'ACM2-generic-message');
      expect(res.status).toBe(200);
      const acm2 = (await res.json()) as StreamTicket;
      expect(acm2).toMatchObject({ channel: 'ACM2-generic-message', user: ana.me.stream_channel });
      const client = await open(t.url(acm2.path));
      expect(client.status).toBe(200);
      await eventually(() => expect(t.app.eventBus.subscriberCount('ACM2-generic-message')).toBe(1));
      const message = {
        notification_type: 'alert',
        top_type: null,
        content: 'Manutenção programada hoje às 22h.',
      };
      const id = await t.app.eventBus.publish('ACM2-generic-message', 'generic-message', message);
      await eventually(() => expect(client.events).toHaveLength(1));
      expect(client.events[0]).toMatchObject({ id: String(id), event: 'generic-message' });
      expect(JSON.parse(client.events[0]!.data)).toEqual(message);
    });

    it("refuses another user's stream and another tenant's environment; staff with all resources may", async () => {
      const refusals: [Person, string, number, string][] = [
        [ana, bruno.me.stream_channel, 404, 'stream_not_found'],
        [ana, 'GLX01-generic-message', 404, 'environment_not_found'],
        [bruno, 'ACM1-generic-message', 404, 'environment_not_found'],
        [ana, 'NOPE-generic-message', 404, 'environment_not_found'],
        [ana, '-generic-message', 400, 'validation_failed'],
        [ana, 'anything-else', 404, 'stream_not_found'],
        [ana, 'a b', 400, 'validation_failed'],
      ];
      for (const [person, channel, status, code] of refusals) {
        const res = await ticket(person, channel);
        expect({ channel, status: res.status }).toEqual({ channel, status });
        expect(await res.json()).toEqual({ ...errorShape, error_code: code });
      }
      const anonymous = await fetch(t.url('/api/v1/streams/ACM1-generic-message/ticket'));
      expect(anonymous.status).toBe(401);

      const diego = await signIn('diego@nuvem.example');
      expect((await ticket(diego, 'GLX01-generic-message')).status).toBe(200);
    });
  });

  describe('POST /api/v1/streams/fake-alarm', () => {
    it('publishes a critical monitor alert by default, on the caller’s stream only', async () => {
      const id = await fakeAlarm(ana);
      const [row] = await t.db.query<{ channel: string; event: string; severity: string }>(
        `SELECT channel, event, data->'data'->>'currentSeverity' AS severity FROM stream_events WHERE id = $1`,
        [id],
      );
      expect(row).toEqual({ channel: ana.me.stream_channel, event: 'monitor', severity: 'critical' });
    });

    it('answers 401 without a token and 400 to a bad body, publishing nothing', async () => {
      const before = await eventCount();
      const anonymous = await postJson(t.url('/api/v1/streams/fake-alarm'), {});
      expect(anonymous.status).toBe(401);
      for (const body of [{ severity: 'panic' }, { severity: 3 }, { severity: null }, [], 'x']) {
        const res = await postJson(t.url('/api/v1/streams/fake-alarm'), body, bearer(ana));
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject(errorShape);
      }
      expect(await eventCount()).toBe(before);
    });
  });

  it('limits fake alarms per user, whatever the IP: past the limit 429 too_many_requests, publishing nothing', async () => {
    const limited = await startAppOn(t.db, {
      tokenSecret,
      streams,
      fakeAlarmRateLimit: { max: 2, windowMs: 60_000 },
    });
    try {
      const fire = (person: Person) =>
        postJson(limited.url('/api/v1/streams/fake-alarm'), {}, bearer(person)).then((res) => res.status);
      expect([await fire(ana), await fire(ana)]).toEqual([202, 202]);
      const before = await eventCount();
      const refused = await postJson(limited.url('/api/v1/streams/fake-alarm'), {}, bearer(ana));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        error_code: 'too_many_requests',
        error_vars: [expect.any(String)],
      });
      expect(await eventCount()).toBe(before);
      // Another user on the same IP has a count of their own.
      expect(await fire(bruno)).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it('removes the subscriber on disconnect and holds at most the configured streams per user', async () => {
    const channel = ana.me.stream_channel;
    const held = [];
    for (let i = 0; i < maxConnectionsPerUser; i++) held.push(await open(ownStream(ana)));
    expect(held.map((client) => client.status)).toEqual([200, 200, 200]);
    await eventually(() => expect(t.app.eventBus.subscriberCount(channel)).toBe(maxConnectionsPerUser));

    const over = await fetch(ownStream(ana));
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ ...errorShape, error_code: 'too_many_streams', error_vars: ['3'] });
    // Another user is not held back by Ana's streams.
    expect((await open(ownStream(bruno))).status).toBe(200);

    held[0]!.close();
    await eventually(() => expect(t.app.eventBus.subscriberCount(channel)).toBe(maxConnectionsPerUser - 1));
    expect((await open(ownStream(ana))).status).toBe(200);

    for (const client of clients) client.close();
    await eventually(() => expect(t.app.eventBus.subscriberCount()).toBe(0));
  });

  it('prunes only the events older than the retention time', async () => {
    const [old] = await t.db.query<{ id: string }>(
      `INSERT INTO stream_events (channel, event, data, created_at)
       VALUES ('prune-check', 'monitor', '{}', now() - interval '2 hours') RETURNING id::text AS id`,
    );
    const recent = await fakeAlarm(ana);
    expect(await t.app.eventBus.prune()).toBeGreaterThanOrEqual(1);
    const left = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM stream_events WHERE id = ANY($1::bigint[])',
      [[old!.id, recent]],
    );
    expect(left.map((row) => row.id)).toEqual([recent]);
  });

  it('ends its open streams when the app closes', async () => {
    const second = await startAppOn(t.db, { tokenSecret, streams });
    const client = await SseClient.open(
      second.url(
        `/api/v1/streams/${ana.me.stream_channel}?user=${ana.me.stream_channel}&hash=${ana.me.stream_hash}`,
      ),
    );
    expect(client.status).toBe(200);
    await second.close();
    await eventually(() => expect(client.ended).toBe(true));
  });
});

function fakeMonitor(): MonitorMessage {
  const now = new Date().toISOString();
  return {
    type: 'monitor',
    data: { hostname: 'h', type: 'cpu', message: 'm', currentSeverity: 'ok', startedAt: now, endedAt: null },
  };
}
