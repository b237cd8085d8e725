// Two real API processes (src/main.ts) on one PostgreSQL database: an event published through one reaches
// the SSE clients of the other (LISTEN/NOTIFY), and a client that reconnects to the other with Last-Event-ID
// misses nothing and gets nothing twice.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenPair, UserInfo } from '@nuvem/api-contract';
import pg from 'pg';
import {
  apiStartTimeoutMs as startTimeoutMs,
  startApi as startInstance,
  stopApi as stop,
  type ApiProcess as Instance,
} from '../../testing/api-process';
import { SseClient } from '../../testing/sse-client';
import { postJson } from '../../testing/test-app';
import { createPostgresTestDatabase } from '../../testing/test-database';

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });

describe('two API processes on one PostgreSQL database', () => {
  let databaseUrl: string;
  let dataDir: string;
  let a: Instance;
  let b: Instance;
  let token: string;
  let me: UserInfo;
  const clients: SseClient[] = [];

  const fakeAlarm = async (instance: Instance): Promise<string> => {
    const res = await postJson(
      instance.url('/api/v1/streams/fake-alarm'),
      {},
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(202);
    return ((await res.json()) as { id: string }).id;
  };
  const subscribe = async (instance: Instance, headers: Record<string, string> = {}) => {
    const query = new URLSearchParams({ user: me.stream_channel, hash: me.stream_hash });
    const client = await SseClient.open(
      instance.url(`/api/v1/streams/${me.stream_channel}?${query}`),
      headers,
    );
    clients.push(client);
    expect(client.status).toBe(200);
    return client;
  };
  /** The ids stored for the user's stream after `after`, in order, read straight from the database. */
  const storedIds = async (after: string): Promise<string[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>(
        'SELECT e.id::text AS id FROM stream_events e WHERE e.channel = $1 AND e.id > $2 ORDER BY e.id',
        [me.stream_channel, after],
      );
      return rows.map((row) => row.id);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    databaseUrl = await createPostgresTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'nuvem-api-instances-'));
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // The test fires a dozen fake alarms a minute, and both instances count them together (in the database).
      FAKE_ALARM_RATE_LIMIT_MAX: '1000',
    };
    [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);

    const signIn = await postJson(a.url('/api/v1/session'), {
      email: 'ana@acme.example',
      password: 'nuvem-demo-2024',
    });
    expect(signIn.status).toBe(200);
    token = ((await signIn.json()) as TokenPair).access_token;
    me = (await (
      await fetch(a.url('/api/v1/me'), { headers: { authorization: `Bearer ${token}` } })
    ).json()) as UserInfo;
  }, 2 * startTimeoutMs);

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([a, b].filter(Boolean).map(stop));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('delivers the fake alarm fired through A to an SSE client of B', async () => {
    const onB = await subscribe(b);
    const id = await fakeAlarm(a);
    await eventually(() => expect(onB.ids).toEqual([id]));
    expect(onB.events[0]!.event).toBe('monitor');
    expect(JSON.parse(onB.events[0]!.data)).toMatchObject({
      type: 'monitor',
      data: { currentSeverity: 'critical' },
    });
  });

  it('a client that reconnects to A with Last-Event-ID gets what B published meanwhile, once each', async () => {
    const first = await subscribe(b);
    const seen = await fakeAlarm(a);
    await eventually(() => expect(first.ids).toEqual([seen]));
    first.close();

    const missed = [await fakeAlarm(b), await fakeAlarm(b), await fakeAlarm(b)];
    // More through B while the client reconnects to A: the replay and live delivery overlap.
    const reconnecting = subscribe(a, { 'last-event-id': seen });
    const during = await Promise.all(Array.from({ length: 5 }, () => fakeAlarm(b)));
    const again = await reconnecting;
    const live = await fakeAlarm(b);

    await eventually(() => expect(again.ids.at(-1)).toBe(live));
    expect(again.ids).toEqual(await storedIds(seen));
    expect(again.ids).toEqual(expect.arrayContaining([...missed, ...during, live]));
    expect(again.ids).toHaveLength(missed.length + during.length + 1);
  });

  it('ends its open streams and exits cleanly on SIGTERM', async () => {
    const open = await subscribe(b);
    expect(await stop(b)).toBe(0);
    await eventually(() => expect(open.ended).toBe(true));
    expect(b.output.join('')).not.toMatch(/"level":(50|60)/); // nothing logged as an error
    // A goes on serving the stream.
    const onA = await subscribe(a);
    const id = await fakeAlarm(a);
    await eventually(() => expect(onA.ids).toEqual([id]));
  });
});
