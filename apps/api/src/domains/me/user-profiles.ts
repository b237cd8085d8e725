// Users' profiles as GET /me answers them (findUserProfile: record, features, flags, alert messages and
// environments), kept in memory until a change notice (migration 0020, change-notices.ts) says one of the
// tables they come from changed. /me, asked every 10 s by every open portal, then needs no database round
// trip, and answers at once even while the database is busy with analytics.
import type { Database } from '../../db/database';
import { findUserProfile, type UserProfileRow } from './users-repository';
import type { ChangeNotices } from './change-notices';
import { NoticedCache } from '../../caching/noticed-cache';
import { reliableNoticeTtlMs, sessionStateTtlMs } from '../session/session-states';

export class UserProfiles {
  private readonly cache: NoticedCache<UserProfileRow | undefined>;

  constructor(db: Database, notices: ChangeNotices) {
    this.cache = new NoticedCache((userId) => findUserProfile(db, userId), {
      ttlMs: db.noticesMayBeMissed ? sessionStateTtlMs : reliableNoticeTtlMs,
      keep: (profile) => profile !== undefined,
      keysOf: (note) => (note['profiles'] === '*' ? '*' : undefined),
    });
    notices.subscribe(this.cache);
  }

  get(userId: string): Promise<UserProfileRow | undefined> {
    return this.cache.get(userId);
  }
}
