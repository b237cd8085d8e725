// The database's change notices, heard once per API instance: triggers announce a changed sign-in (migration
// 0016, {"session": "<id>"}) or a changed user profile (migration 0020, {"profiles": "*"}) on the NOTIFY
// channel every instance already LISTENs on for the real-time streams, and the caches that depend on them
// (session-states.ts, user-profiles.ts) drop what changed at once, on every instance.
import type { Database, Unlisten } from '../../db/database';
import { streamNotifyChannel } from '../streams/stream-events-repository';

/** How a cache hears of changes: a notice, the notices stopping (lost) and starting again (resumed). */
export interface NoticeSubscriber {
  notified(note: Readonly<Record<string, unknown>>): void;
  /** Notices may be missed from now on: stop trusting what is kept. */
  lost(): void;
  /** Notices arrive again; what happened meanwhile is unknown. */
  resumed(): void;
}

export class ChangeNotices {
  private readonly subscribers = new Set<NoticeSubscriber>();
  private unlisten: Unlisten | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** Whether notices arrive now: caches keep nothing while they do not. */
  listening = false;

  constructor(
    private readonly db: Database,
    private readonly retryMs = 5_000,
  ) {}

  subscribe(subscriber: NoticeSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Starts listening; should the database not answer now, tries again every retryMs meanwhile. */
  async start(): Promise<void> {
    try {
      const unlisten = await this.db.listen(
        streamNotifyChannel,
        (payload) => this.notified(payload),
        () => this.each((subscriber) => subscriber.resumed(), true),
        () => this.each((subscriber) => subscriber.lost(), false),
      );
      if (this.closed) return void (await unlisten());
      this.unlisten = unlisten;
      this.each((subscriber) => subscriber.resumed(), true);
    } catch {
      if (this.closed) return;
      this.retryTimer = setTimeout(() => void this.start(), this.retryMs);
      this.retryTimer.unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.each((subscriber) => subscriber.lost(), false);
    await this.unlisten?.();
  }

  private each(tell: (subscriber: NoticeSubscriber) => void, listening: boolean): void {
    this.listening = listening;
    for (const subscriber of this.subscribers) tell(subscriber);
  }

  private notified(payload: string): void {
    let note: unknown;
    try {
      note = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof note !== 'object' || note === null) return;
    for (const subscriber of this.subscribers) subscriber.notified(note as Record<string, unknown>);
  }
}
