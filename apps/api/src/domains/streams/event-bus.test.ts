import type { PushAlert } from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { openPostgres } from '../../db/pg-database';
import {
  createPostgresTestDatabase,
  databaseKinds,
  openTestDatabase,
  type DatabaseKind,
} from '../../testing/test-database';
import { EventBus, type StreamEvent, type StreamSink } from './event-bus';

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 15_000, interval: 20 });
const config = { retentionSeconds: 3600, pruneIntervalMs: 600_000 };
const alert = (msg: string): PushAlert => ({
  error_code: '10002',
  error_vars: ['pipeline', 'deploy'],
  msg,
  pipeline_status: 'USER_FAILED',
});

/**
 * Two API instances' worth of bus on one database. PGlite is in-process, so both share the one instance and
 * a NOTIFY reaches its own process; on PostgreSQL each has its own pool and listening connection.
 */
async function openTwo(kind: DatabaseKind): Promise<[Database, Database]> {
  if (kind === 'pglite') {
    const db = await openTestDatabase('pglite');
    return [db, db];
  }
  const url = await createPostgresTestDatabase();
  return [await openPostgres(url), await openPostgres(url)];
}

/** A sink that takes everything at once and remembers where live events started. */
class Collector implements StreamSink {
  readonly events: StreamEvent[] = [];
  position: number | undefined;
  closed = false;

  ids(): number[] {
    return this.events.map((event) => event.id);
  }

  send(event: StreamEvent): boolean {
    this.events.push(event);
    return true;
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  live(position: number): void {
    this.position = position;
  }
}

/** A sink whose buffer is always full: it takes one more event each time letThrough() is called. */
class SlowCollector extends Collector {
  private waiting: (() => void) | undefined;

  override send(event: StreamEvent): boolean {
    super.send(event);
    return false;
  }

  override ready(): Promise<void> {
    return new Promise((resolve) => (this.waiting = resolve));
  }

  letThrough(): void {
    this.waiting?.();
  }
}

async function storedIds(db: Database, channel: string, after = 0): Promise<number[]> {
  const rows = await db.query<{ id: string }>(
    'SELECT e.id::text AS id FROM stream_events e WHERE e.channel = $1 AND e.id > $2 ORDER BY e.id',
    [channel, after],
  );
  return rows.map((row) => Number(row.id));
}

describe.each(databaseKinds)('EventBus on %s', (kind) => {
  let dbA: Database;
  let dbB: Database;
  let a: EventBus;
  let b: EventBus;
  const log = { error: vi.fn() };

  beforeAll(async () => {
    [dbA, dbB] = await openTwo(kind);
    a = new EventBus(dbA, config, log);
    b = new EventBus(dbB, config, log);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await dbA.close();
    if (dbB !== dbA) await dbB.close();
  });
  afterEach(() => expect(log.error).not.toHaveBeenCalled());

  it('hands every event to the subscribers of both instances once, in id order, whoever publishes', async () => {
    const channel = `user-order-${kind}`;
    const onA = new Collector();
    const onB = new Collector();
    const stopA = await a.subscribe(channel, undefined, onA);
    const stopB = await b.subscribe(channel, undefined, onB);
    const published = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).publish(channel, 'alert', alert(`n${i}`))),
    );
    const stored = await storedIds(dbA, channel);
    expect([...published].sort((x, y) => x - y)).toEqual(stored);
    await eventually(() => expect(onA.ids()).toEqual(stored));
    await eventually(() => expect(onB.ids()).toEqual(stored));
    expect(JSON.parse(onB.events[0]!.data)).toMatchObject({ pipeline_status: 'USER_FAILED' });
    expect(onB.events[0]!.event).toBe('alert');
    stopA();
    stopB();
  });

  it('replays what came after lastEventId on the other instance, then goes on live', async () => {
    const channel = `user-replay-${kind}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await a.publish(channel, 'alert', alert(`r${i}`)));
    const got = new Collector();
    const stop = await b.subscribe(channel, ids[1], got);
    // The replay is delivered before subscribe resolves, and live events follow the last one.
    expect(got.ids()).toEqual(ids.slice(2));
    expect(got.position).toBe(ids[4]);
    const live = await a.publish(channel, 'alert', alert('live'));
    await eventually(() => expect(got.ids()).toEqual([...ids.slice(2), live]));
    stop();
  });

  it('replays a long backlog page by page, in id order', async () => {
    const channel = `user-backlog-${kind}`;
    await dbA.query(
      `INSERT INTO stream_events (channel, event, data)
       SELECT $1, 'alert', jsonb_build_object('msg', n) FROM generate_series(1, 1234) AS n`,
      [channel],
    );
    const stored = await storedIds(dbA, channel);
    expect(stored).toHaveLength(1234);
    const got = new Collector();
    const stop = await b.subscribe(channel, 0, got);
    expect(got.ids()).toEqual(stored);
    expect(got.events.map((event) => (JSON.parse(event.data) as { msg: number }).msg)).toEqual(
      Array.from({ length: 1234 }, (_, i) => i + 1),
    );
    stop();
  });

  it('replays at the pace of a slow subscriber without holding up the others', async () => {
    const channel = `user-slow-${kind}`;
    const backlog: number[] = [];
    for (let i = 0; i < 5; i++) backlog.push(await a.publish(channel, 'alert', alert(`s${i}`)));
    const fast = new Collector();
    const stopFast = await b.subscribe(channel, undefined, fast);
    expect(fast.position).toBe(backlog[4]);

    const slow = new SlowCollector();
    let joined = false;
    const subscribing = b.subscribe(channel, backlog[0], slow).then((stop) => {
      joined = true;
      return stop;
    });
    await eventually(() => expect(slow.ids()).toEqual([backlog[1]]));
    const live = await a.publish(channel, 'alert', alert('live'));
    await eventually(() => expect(fast.ids()).toEqual([live]));
    expect(slow.ids()).toEqual([backlog[1]]);

    for (let taken = 1; !joined; taken++) {
      slow.letThrough();
      await eventually(() => expect(joined || slow.ids().length > taken).toBe(true));
    }
    expect(slow.ids()).toEqual([...backlog.slice(1), live]);
    expect(slow.position).toBe(live);
    (await subscribing)();
    stopFast();
  });

  it('sends an event published in a transaction only if it commits', async () => {
    const channel = `user-tx-${kind}`;
    const got = new Collector();
    const stop = await b.subscribe(channel, undefined, got);
    await expect(
      dbA.transaction(async (tx) => {
        await a.publish(channel, 'alert', alert('rolled back'), tx);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const kept = await dbA.transaction((tx) => a.publish(channel, 'alert', alert('kept'), tx));
    await eventually(() => expect(got.ids()).toEqual([kept]));
    expect(await storedIds(dbA, channel)).toEqual([kept]);
    stop();
  });

  it('stops delivering after unsubscribe and forgets the channel', async () => {
    const channel = `user-unsubscribe-${kind}`;
    const first = new Collector();
    const second = new Collector();
    const stopFirst = await b.subscribe(channel, undefined, first);
    const stopSecond = await b.subscribe(channel, undefined, second);
    expect(b.subscriberCount(channel)).toBe(2);
    stopFirst();
    expect(b.subscriberCount(channel)).toBe(1);
    const id = await a.publish(channel, 'alert', alert('only second'));
    await eventually(() => expect(second.ids()).toEqual([id]));
    expect(first.ids()).toEqual([]);
    stopSecond();
    expect(b.subscriberCount(channel)).toBe(0);
    expect(b.subscriberCount()).toBe(0);
  });

  it('refuses new subscriptions once closed', async () => {
    const bus = new EventBus(dbA, config, log);
    await bus.close();
    await expect(bus.subscribe('user-closed', undefined, new Collector())).rejects.toThrow(/closed/);
  });
});

describe('EventBus on postgres, when the listening connection is lost', () => {
  it('catches up on what was published while it reconnected', async () => {
    const url = await createPostgresTestDatabase();
    const dbA = await openPostgres(url);
    const dbB = await openPostgres(url);
    const log = { error: vi.fn() };
    const a = new EventBus(dbA, config, log);
    const b = new EventBus(dbB, config, log);
    try {
      const channel = 'user-resume';
      const got = new Collector();
      await b.subscribe(channel, undefined, got);
      const before = await a.publish(channel, 'alert', alert('before'));
      await eventually(() => expect(got.ids()).toEqual([before]));

      const [dropped] = await dbA.query<{ count: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
      );
      expect(dropped?.count).toBe(1);
      // Published at once, while b's listening connection is gone: only the catch-up can bring it.
      const during = await a.publish(channel, 'alert', alert('during'));
      await eventually(() => expect(got.ids()).toEqual([before, during]));
      const after = await a.publish(channel, 'alert', alert('after'));
      await eventually(() => expect(got.ids()).toEqual([before, during, after]));
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await a.close();
      await b.close();
      await dbA.close();
      await dbB.close();
    }
  });
});
