// Who may open which real-time stream, the ticket that opens one, and the fake alarm (spec §7 "Push
// channel", "Post fake alarm stream"). A user may subscribe to their own stream_channel and to
// `<cloudId>-generic-message` of each environment they may see, while the sign-in the hash was given to lives
// and answers as them (auth/stream-hash.ts). All of it is checked at every connect, so a hash stops working as
// soon as that access or that sign-in ends; and again for the open streams of a sign-in that changes, so
// signing out closes them.
import {
  cloudIdOfGenericMessageChannel,
  fillPath,
  streamEndpoints,
  type MonitorMessage,
  type MonitorSeverity,
  type StreamTicket,
} from '@nuvem/api-contract';
import { environmentOf } from '../../auth/access';
import { sessionOfStreamHash, streamHash, streamHashMatches } from '../../auth/stream-hash';
import type { Database } from '../../db/database';
import { ApiError, unauthorized } from '../../errors';
import { findUserById, findUserByStreamChannel, type UserRow } from '../me/users-repository';
import { isSessionActive } from '../session/session-state-repository';
import type { EventBus } from './event-bus';
import type { Principal } from '../session/session-service';
import type { SessionStates } from '../session/session-states';

export const invalidStreamHash = () =>
  new ApiError(
    401,
    'invalid_stream_hash',
    'The stream needs a valid user and hash: take them from /me (stream_hash) or from the stream ticket.',
  );

export const streamNotFound = (channel: string) =>
  new ApiError(404, 'stream_not_found', `No stream ${channel} for this user.`, [channel]);

/** Who a stream URL opens a stream for, and the sign-in its hash was given to. */
export interface StreamSubscriber {
  user: UserRow;
  sessionId: string;
}

export class StreamService {
  constructor(
    private readonly db: Database,
    private readonly bus: EventBus,
    private readonly tokenSecret: string,
    private readonly sessions: SessionStates,
  ) {}

  /**
   * The user named by a stream URL (`user` is their stream_channel) when `hash` was given for this channel to
   * a sign-in that still lives and still answers as them (401 otherwise), and they may still subscribe to it
   * (404 otherwise).
   */
  async authorize(
    channel: string,
    user: string | undefined,
    hash: string | undefined,
  ): Promise<StreamSubscriber> {
    const sessionId = hash === undefined ? undefined : sessionOfStreamHash(hash);
    const row = user === undefined || !sessionId ? undefined : await findUserByStreamChannel(this.db, user);
    if (!row || !streamHashMatches(streamHash(this.tokenSecret, row.id, channel, sessionId!), hash!))
      throw invalidStreamHash();
    const state = await this.sessions.get(sessionId!);
    const live = state.impersonation && state.impersonation.expires_at.getTime() > Date.now();
    const answersAs = live ? state.impersonation!.target_user_id : state.userId;
    if (!isSessionActive(state) || answersAs !== row.id) throw invalidStreamHash();
    await this.assertMaySubscribe(row, channel);
    return { user: row, sessionId: sessionId! };
  }

  /** Calls listener when a sign-in changes (undefined: any may have); returns what stops it. */
  onSessionChange(listener: (sessionId: string | undefined) => void): () => void {
    return this.sessions.onChange(listener);
  }

  /** What opens `channel` for the signed-in user; 404 when they may not subscribe to it. */
  async ticket(principal: Principal, channel: string): Promise<StreamTicket> {
    const user = await this.userOf(principal);
    await this.assertMaySubscribe(user, channel);
    const hash = streamHash(this.tokenSecret, user.id, channel, principal.sessionId);
    const query = new URLSearchParams({ user: user.stream_channel, hash });
    const path = `${fillPath(streamEndpoints.subscribe.path, { channel })}?${query.toString()}`;
    return { channel, user: user.stream_channel, hash, path };
  }

  /** Publishes a monitor alert on the caller's own stream; returns its event id. */
  async fakeAlarm(principal: Principal, severity: MonitorSeverity = 'critical'): Promise<number> {
    const user = await this.userOf(principal);
    const alarm: MonitorMessage = {
      type: 'monitor',
      data: {
        hostname: 'srv-monitoramento-teste',
        type: 'teste',
        message: 'Alarme de teste disparado pelo portal.',
        currentSeverity: severity,
        startedAt: new Date().toISOString(),
        endedAt: null,
      },
    };
    return this.bus.publish(user.stream_channel, 'monitor', alarm);
  }

  private async assertMaySubscribe(user: UserRow, channel: string): Promise<void> {
    if (channel === user.stream_channel) return;
    const cloudId = cloudIdOfGenericMessageChannel(channel);
    if (cloudId === undefined) throw streamNotFound(channel);
    await environmentOf(this.db, { userId: user.id }, cloudId);
  }

  private async userOf(principal: Principal): Promise<UserRow> {
    const user = await findUserById(this.db, principal.userId);
    if (!user) throw unauthorized();
    return user;
  }
}
