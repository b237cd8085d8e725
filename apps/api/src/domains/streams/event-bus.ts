// The real-time channel's bus. publish() stores an event and notifies (PostgreSQL NOTIFY) every API instance;
// each instance LISTENs once and, per channel its clients subscribe to, reads the new rows and hands them to
// its local subscribers. A subscriber that gives the last id it saw first gets the rows it missed.
//
// Publishes of one channel commit in id order (see insertStreamEvent), so reading `id > last seen` never skips
// one. Per channel, the live reads and the joins run one after the other (ChannelHub.run); `cursor` is the
// last id read live. A join first replays the stored backlog at the pace the subscriber takes it, outside that
// queue, then in the queue catches up to the cursor and joins: an event published during the replay arrives
// exactly once, and a slow subscriber never holds up the others.
import type { FastifyBaseLogger } from 'fastify';
import type { StreamEventMap, StreamEventName } from '@nuvem/api-contract';
import type { StreamsConfig } from '../../config';
import type { Database, Queryable, Unlisten } from '../../db/database';
import {
  deleteStreamEventsOlderThan,
  insertStreamEvent,
  latestStreamEventId,
  listStreamEvents,
  streamNotifyChannel,
  type StreamEventRow,
} from './stream-events-repository';

export type StreamEvent = StreamEventRow;

const pageSize = 500;

/** Where a subscription's events go (an SSE response). Its methods must not throw. */
export interface StreamSink {
  /** Takes an event; false when its buffer is full: the replay then waits for ready(). */
  send(event: StreamEvent): boolean;
  /** Resolves when there is room again, or the sink has closed. */
  ready(): Promise<void>;
  readonly closed: boolean;
  /** The replay is done and live events follow; `position` is the last id the subscriber has. */
  live(position: number): void;
}

interface Subscriber {
  sink: StreamSink;
  /** The last id handed to this subscriber. */
  after: number;
}

class ChannelHub {
  /** The last id read for live delivery; known once `ready`. */
  cursor = 0;
  ready = false;
  readonly subscribers = new Set<Subscriber>();
  /** Subscribers still replaying, not yet in `subscribers`. */
  joining = 0;
  /** A read is queued and has not started: another notification needs no other read. */
  readQueued = false;
  private tail: Promise<unknown> = Promise.resolve();

  /** Runs task after every task queued before it. */
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }

  get unused(): boolean {
    return this.subscribers.size === 0 && this.joining === 0;
  }
}

export class EventBus {
  private readonly hubs = new Map<string, ChannelHub>();
  private listening: Promise<Unlisten> | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<StreamsConfig, 'retentionSeconds' | 'pruneIntervalMs'>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  /**
   * Stores the event for the channel's subscribers on every instance and returns its id. Given `tx`, the
   * event is part of that transaction: sent only if it commits.
   */
  publish<E extends StreamEventName>(
    channel: string,
    event: E,
    data: StreamEventMap[E],
    tx?: Queryable,
  ): Promise<number> {
    if (tx) return insertStreamEvent(tx, channel, event, data);
    return this.db.transaction((own) => insertStreamEvent(own, channel, event, data));
  }

  /**
   * Sends the channel's events to the sink, in id order, from now on; with lastEventId, first every stored
   * event after it. Resolves once live, with the function that ends the subscription.
   */
  async subscribe(channel: string, lastEventId: number | undefined, sink: StreamSink): Promise<() => void> {
    if (this.closed) throw new Error('The event bus is closed.');
    await this.listen();
    let hub = this.hubs.get(channel);
    if (!hub) this.hubs.set(channel, (hub = new ChannelHub()));
    const joined = hub;
    joined.joining++;
    try {
      const subscriber: Subscriber = { sink, after: lastEventId ?? 0 };
      if (lastEventId !== undefined) await this.replay(channel, subscriber);
      await joined.run(async () => {
        if (!joined.ready) {
          joined.cursor = await latestStreamEventId(this.db, channel);
          joined.ready = true;
        }
        if (lastEventId === undefined) subscriber.after = joined.cursor;
        else await this.read(channel, subscriber.after, [subscriber], joined.cursor);
        subscriber.after = Math.max(subscriber.after, joined.cursor);
        joined.subscribers.add(subscriber);
        sink.live(subscriber.after);
      });
      return () => {
        joined.subscribers.delete(subscriber);
        this.dropIfUnused(channel, joined);
      };
    } finally {
      joined.joining--;
      this.dropIfUnused(channel, joined);
    }
  }

  /** Subscribers on this instance, of one channel or of all. */
  subscriberCount(channel?: string): number {
    if (channel !== undefined) return this.hubs.get(channel)?.subscribers.size ?? 0;
    let count = 0;
    for (const hub of this.hubs.values()) count += hub.subscribers.size;
    return count;
  }

  /** Deletes the events past the retention time; returns how many. */
  prune(): Promise<number> {
    return deleteStreamEventsOlderThan(this.db, this.config.retentionSeconds);
  }

  /** Prunes now and then every pruneIntervalMs until close(); never when that is 0. */
  startPruning(): void {
    const run = () =>
      this.prune().catch((error: unknown) => this.log.error({ err: error }, 'pruning stream events failed'));
    if (this.config.pruneIntervalMs <= 0) return;
    void run();
    this.pruneTimer = setInterval(run, this.config.pruneIntervalMs);
    this.pruneTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.pruneTimer);
    this.hubs.clear();
    const unlisten = await this.listening?.catch(() => undefined);
    await unlisten?.().catch(() => undefined);
  }

  /** LISTEN once, on the first subscribe; a failure is thrown to that subscriber and retried by the next. */
  private async listen(): Promise<void> {
    this.listening ??= this.db
      .listen(
        streamNotifyChannel,
        (payload) => this.notified(payload),
        () => this.resumed(),
      )
      .catch((error: unknown) => {
        this.listening = undefined;
        throw error;
      });
    await this.listening;
  }

  private notified(payload: string): void {
    let note: { id?: unknown; channel?: unknown };
    try {
      note = JSON.parse(payload) as typeof note;
    } catch {
      return;
    }
    if (typeof note.channel !== 'string') return;
    const hub = this.hubs.get(note.channel);
    if (hub && !(hub.ready && Number(note.id) <= hub.cursor)) this.queueRead(note.channel, hub);
  }

  /** The connection was lost and is back: what was notified meanwhile is unknown, so read every channel. */
  private resumed(): void {
    for (const [channel, hub] of this.hubs) this.queueRead(channel, hub);
  }

  private queueRead(channel: string, hub: ChannelHub): void {
    if (hub.readQueued) return;
    hub.readQueued = true;
    hub
      .run(async () => {
        hub.readQueued = false;
        if (!hub.ready || hub.unused) return;
        hub.cursor = await this.read(channel, hub.cursor, hub.subscribers);
      })
      .catch((error: unknown) => this.log.error({ err: error, channel }, 'reading stream events failed'));
  }

  /** Sends the subscriber every stored event after the last it has, waiting whenever its sink is full. */
  private async replay(channel: string, subscriber: Subscriber): Promise<void> {
    for (;;) {
      const rows = await listStreamEvents(this.db, channel, subscriber.after, null, pageSize);
      for (const row of rows) {
        if (subscriber.sink.closed) return;
        subscriber.after = row.id;
        if (!subscriber.sink.send(row)) await subscriber.sink.ready();
      }
      if (rows.length < pageSize) return;
    }
  }

  /**
   * Hands the channel's events after `from` to each subscriber that has not had them: up to `upTo`, or all
   * when it is undefined. Returns the last id read.
   */
  private async read(
    channel: string,
    from: number,
    subscribers: Iterable<Subscriber>,
    upTo?: number,
  ): Promise<number> {
    let last = from;
    for (;;) {
      const rows = await listStreamEvents(this.db, channel, last, upTo ?? null, pageSize);
      for (const row of rows) {
        last = row.id;
        for (const subscriber of subscribers)
          if (row.id > subscriber.after) {
            subscriber.after = row.id;
            subscriber.sink.send(row);
          }
      }
      if (rows.length < pageSize) return last;
    }
  }

  private dropIfUnused(channel: string, hub: ChannelHub): void {
    if (hub.unused && this.hubs.get(channel) === hub) this.hubs.delete(channel);
  }
}
