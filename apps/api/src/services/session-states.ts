// Live sign-ins, kept briefly in memory so that an authenticated request costs no extra round trip to ask
// whether its session still lives. A change to a session (sign-out, refresh token revoked or deleted,
// impersonation started or ended) is announced by database triggers (migration 0016) on the NOTIFY channel
// every instance already LISTENs on, and drops the session here at once, on every instance; this instance's
// own changes are dropped before their request answers (forget). Should the LISTEN connection be lost, nothing
// is cached until it is back (and then everything is read afresh); a notice lost unnoticed is outlived by no
// more than the TTL.
import type { Database, Unlisten } from '../db/database';
import { streamNotifyChannel } from '../repositories/stream-events-repository';
import { isSessionActive, sessionStateOf, type SessionState } from '../repositories/session-state-repository';

/** How long a live session is trusted without asking the database, should a change notice go missing. */
export const sessionStateTtlMs = 5_000;

/** Told of a changed session, or of every session (undefined) when notices may have been missed. */
export type SessionChangeListener = (sessionId: string | undefined) => void;

interface Entry {
  state: Promise<SessionState>;
  readAt: number;
}

export class SessionStates {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<SessionChangeListener>();
  private unlisten: Unlisten | undefined;
  /** Caching only while notices can arrive. */
  private listening = false;
  private sweepTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = sessionStateTtlMs,
  ) {}

  /**
   * Starts listening for change notices; until then every get() reads the database. Should the database not
   * answer now, it is tried again every TTL, and the sessions are read uncached meanwhile.
   */
  async start(): Promise<void> {
    this.sweepTimer = setInterval(() => this.sweep(), this.ttlMs);
    this.sweepTimer.unref();
    await this.listen();
  }

  private async listen(): Promise<void> {
    try {
      const unlisten = await this.db.listen(
        streamNotifyChannel,
        (payload) => this.notified(payload),
        () => this.resumed(),
        () => this.lost(),
      );
      if (this.closed) return void (await unlisten());
      this.unlisten = unlisten;
      this.listening = true;
    } catch {
      if (this.closed) return;
      this.retryTimer = setTimeout(() => void this.listen(), this.ttlMs);
      this.retryTimer.unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    clearInterval(this.sweepTimer);
    clearTimeout(this.retryTimer);
    this.entries.clear();
    await this.unlisten?.();
  }

  /** The session's state: from memory when read less than the TTL ago and live, else from the database. */
  get(sessionId: string): Promise<SessionState> {
    if (!this.listening) return sessionStateOf(this.db, sessionId);
    const cached = this.entries.get(sessionId);
    if (cached && performance.now() - cached.readAt < this.ttlMs) return cached.state;
    // One read for every request that asks meanwhile. If the session changes during it, forget() removes the
    // entry, so the read's answer, perhaps older than the change, serves only those already waiting.
    const entry: Entry = { state: sessionStateOf(this.db, sessionId), readAt: performance.now() };
    this.entries.set(sessionId, entry);
    const drop = () => {
      if (this.entries.get(sessionId) === entry) this.entries.delete(sessionId);
    };
    entry.state.then((state) => isSessionActive(state) || drop(), drop);
    return entry.state;
  }

  /** The session changed: read it afresh from now on, here, and tell the listeners. */
  forget(sessionId: string): void {
    this.entries.delete(sessionId);
    for (const listener of this.listeners) listener(sessionId);
  }

  /** Calls listener on every change; returns what stops it. */
  onChange(listener: SessionChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notified(payload: string): void {
    let note: { session?: unknown };
    try {
      note = JSON.parse(payload) as typeof note;
    } catch {
      return;
    }
    if (typeof note.session === 'string') this.forget(note.session);
  }

  private lost(): void {
    this.listening = false;
    this.entries.clear();
  }

  private resumed(): void {
    this.listening = true;
    this.entries.clear();
    for (const listener of this.listeners) listener(undefined);
  }

  private sweep(): void {
    const now = performance.now();
    for (const [sessionId, entry] of this.entries)
      if (now - entry.readAt >= this.ttlMs) this.entries.delete(sessionId);
  }
}
