// Live sign-ins, kept in memory so that an authenticated request costs no extra round trip to ask whether its
// session still lives. A change to a session (sign-out, refresh token revoked or deleted, impersonation
// started or ended) is announced by database triggers (migration 0016, change-notices.ts) and drops the
// session here at once, on every instance; this instance's own changes are dropped before their request
// answers (forget). While notices do not arrive nothing is kept, and where one can go missing unnoticed
// (noticed-cache.ts) a session is read again after the TTL.
import type { Database } from '../../db/database';
import { isSessionActive, sessionStateOf, type SessionState } from './session-state-repository';
import type { ChangeNotices } from '../me/change-notices';
import { NoticedCache } from '../../caching/noticed-cache';

/** How long a live session is trusted without asking the database, should a change notice go missing. */
export const sessionStateTtlMs = 5_000;
/** Where no notice goes missing (PGlite): only to sweep sessions no longer used from memory. */
export const reliableNoticeTtlMs = 10 * 60_000;

/** Told of a changed session, or of every session (undefined) when notices may have been missed. */
export type SessionChangeListener = (sessionId: string | undefined) => void;

const sessionOf = (note: Readonly<Record<string, unknown>>) =>
  typeof note['session'] === 'string' ? note['session'] : undefined;

export class SessionStates {
  private readonly cache: NoticedCache<SessionState>;
  private readonly listeners = new Set<SessionChangeListener>();

  constructor(
    db: Database,
    notices: ChangeNotices,
    ttlMs = db.noticesMayBeMissed ? sessionStateTtlMs : reliableNoticeTtlMs,
  ) {
    this.cache = new NoticedCache((sessionId) => sessionStateOf(db, sessionId), {
      ttlMs,
      keep: isSessionActive,
      keysOf: sessionOf,
    });
    notices.subscribe({
      notified: (note) => {
        const sessionId = sessionOf(note);
        if (sessionId !== undefined) this.forget(sessionId);
      },
      lost: () => this.cache.lost(),
      resumed: () => {
        this.cache.resumed();
        this.tell(undefined);
      },
    });
  }

  /** The session's state: from memory when read less than the TTL ago and live, else from the database. */
  get(sessionId: string): Promise<SessionState> {
    return this.cache.get(sessionId);
  }

  /** The session changed: read it afresh from now on, here, and tell the listeners. */
  forget(sessionId: string): void {
    this.cache.forget(sessionId);
    this.tell(sessionId);
  }

  /** Calls listener on every change; returns what stops it. */
  onChange(listener: SessionChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private tell(sessionId: string | undefined): void {
    for (const listener of this.listeners) listener(sessionId);
  }
}
