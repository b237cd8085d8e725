// Sign-in, refresh-token rotation with reuse detection, logout, and access-token checks.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { refreshRetryWindowSeconds, type TokenPair } from '@nuvem/api-contract';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { signAccessToken, verifyAccessToken } from '../../auth/access-token';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { RateCounts } from '../../auth/rate-counts';
import { hashRefreshToken, newRefreshToken } from '../../auth/refresh-token';
import { RefreshThrottle } from '../../auth/refresh-throttle';
import { SignInThrottle } from '../../auth/sign-in-throttle';
import { ApiError, invalidCredentials, invalidGrant, unauthorized } from '../../errors';
import { findUserCredentials } from '../me/users-repository';
import type { ImpersonationRow } from '../impersonation/impersonations-repository';
import { isSessionActive } from './session-state-repository';
import {
  findRefreshTokenForUpdate,
  insertRefreshToken,
  revokeFamily,
  revokeRefreshToken,
  revokeUnusedSuccessor,
  type RefreshTokenRow,
  type SignInClient,
} from './refresh-tokens-repository';
import { endImpersonation } from '../impersonation/impersonation-service';
import type { SessionStates } from './session-states';
import type { ApiTokenGrant } from '../developer/api-token-authentication';

export type { TokenPair } from '@nuvem/api-contract';

export interface Principal {
  /** Whom the request answers for: the signed-in user, or the user they impersonate. */
  userId: string;
  sessionId: string;
  /** Set while this sign-in impersonates (impersonation-service.ts): userId is then the impersonated user. */
  impersonation?: { staffUserId: string; row: ImpersonationRow };
  /**
   * Set when an API token (developer studio) authenticated the request: userId is its owner, sessionId the
   * token's id (no sign-in has it), and this narrows what the owner may reach (api-token-authentication.ts).
   */
  apiToken?: ApiTokenGrant;
}

type SessionConfig = Pick<
  Config,
  | 'tokenSecret'
  | 'accessTokenTtlSeconds'
  | 'refreshTokenTtlSeconds'
  | 'passwordHashing'
  | 'accountSignInLimit'
  | 'refreshRateLimit'
  | 'refreshFailureRateLimit'
>;

/** 429 too_many_requests, its variable the whole seconds to wait (also said as Retry-After). */
const tooMany = (what: string, seconds: number) =>
  new ApiError(429, 'too_many_requests', `Too many ${what}. Try again in ${seconds} s.`, [String(seconds)]);

export const tooManySignIns = (seconds: number) => tooMany('failed sign-ins for this account', seconds);
const tooManyRefreshes = (seconds: number) => tooMany('refreshes of this sign-in', seconds);
const tooManyFailedRefreshes = (seconds: number) => tooMany('failed refreshes from this address', seconds);

export class SessionService {
  private dummyHash: Promise<string> | undefined;
  private readonly throttle: SignInThrottle;
  private readonly refreshes: RefreshThrottle;

  constructor(
    private readonly db: Database,
    private readonly config: SessionConfig,
    private readonly states: SessionStates,
  ) {
    const counts = new RateCounts(db);
    this.throttle = new SignInThrottle(counts, config.accountSignInLimit);
    this.refreshes = new RefreshThrottle(counts, {
      perSignIn: config.refreshRateLimit,
      failuresPerIp: config.refreshFailureRateLimit,
    });
  }

  async signIn(email: string, password: string, client?: SignInClient): Promise<TokenPair> {
    const wait = await this.throttle.retryAfterSeconds(email);
    if (wait > 0) throw tooManySignIns(wait);
    const user = await findUserCredentials(this.db, email);
    // Verify against a throwaway hash when the email is unknown, so the answer takes as long either way.
    this.dummyHash ??= hashPassword(randomUUID(), this.config.passwordHashing);
    const ok = await verifyPassword(user?.password_hash ?? (await this.dummyHash), password);
    if (!user || !ok) {
      await this.throttle.failed(email);
      throw invalidCredentials();
    }
    await this.throttle.succeeded(email);
    return this.signInUser(user.id, client);
  }

  /** Starts a sign-in (a new refresh-token family) for a user already authenticated, e.g. by single sign-on. */
  async signInUser(userId: string, client?: SignInClient): Promise<TokenPair> {
    return this.issue(this.db, userId, randomUUID(), null, client);
  }

  /**
   * Rotates a refresh token (RFC 6749 §6 + OAuth 2.0 Security BCP §4.14): the presented token is revoked and a
   * new one of the same family is returned. A token that is unknown or expired is refused; one that was already
   * revoked means it leaked or was replayed, so the whole family (the newest token included) is revoked.
   * Limited per sign-in (RefreshThrottle), and the refreshes that fail per client address `ip`.
   */
  async refresh(
    refreshToken: string,
    ip: string,
    idempotencyKey?: string,
    userAgent?: string,
  ): Promise<TokenPair> {
    const client: SignInClient = { ip, userAgent: userAgent ?? null };
    const blocked = await this.refreshes.failuresWait(ip);
    if (blocked > 0) throw tooManyFailedRefreshes(blocked);
    const keyHash = idempotencyKey === undefined ? null : hashRefreshToken(idempotencyKey);
    let reused: string | undefined;
    let wait = 0;
    const outcome = await this.db.transaction(async (tx) => {
      const row = await findRefreshTokenForUpdate(tx, hashRefreshToken(refreshToken));
      if (!row) return null;
      if (row.revoked_at) {
        // The same refresh sent again (its answer lost on the way): a new pair in place of the unused one,
        // counted as a refresh.
        if (isRetryOf(row, keyHash)) {
          wait = await this.refreshes.refreshing(row.family_id, tx);
          if (wait > 0) return null;
          if (await revokeUnusedSuccessor(tx, row.id))
            return this.issue(tx, row.user_id, row.family_id, row.id, client);
        }
        await revokeFamily(tx, row.family_id);
        reused = row.family_id;
        return null;
      }
      if (row.expires_at.getTime() <= Date.now()) return null;
      // Counted before the token is spent: past the limit it stays good, to be presented again later.
      wait = await this.refreshes.refreshing(row.family_id, tx);
      if (wait > 0) return null;
      await revokeRefreshToken(tx, row.id, keyHash);
      return this.issue(tx, row.user_id, row.family_id, row.id, client);
    });
    // Thrown after the transaction, so a family revocation is committed rather than rolled back.
    if (!outcome) {
      if (wait > 0) throw tooManyRefreshes(wait);
      if (reused) this.states.forget(reused);
      await this.refreshes.failed(ip);
      throw invalidGrant();
    }
    return outcome;
  }

  /**
   * Ends the sign-in: every refresh token of the family, and with it every access token of the session, and
   * its impersonation if it has one.
   */
  async logout(principal: Principal): Promise<void> {
    await revokeFamily(this.db, principal.sessionId);
    await endImpersonation(this.db, principal.sessionId, 'logout');
    this.changed(principal.sessionId);
  }

  /**
   * The sign-in's state was changed by this instance (e.g. an impersonation started): its next request reads it
   * afresh. (The other instances hear of it from the database.)
   */
  changed(sessionId: string): void {
    this.states.forget(sessionId);
  }

  /** The principal behind a Bearer token, or 401 when the token is bad, expired, or its session ended. */
  async authenticate(authorization: string | undefined): Promise<Principal> {
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(authorization ?? '');
    const claims = match?.[1] ? verifyAccessToken(match[1], this.config.tokenSecret) : null;
    if (!claims) throw unauthorized();
    const state = await this.states.get(claims.sid);
    if (!isSessionActive(state)) throw unauthorized();
    const { impersonation } = state;
    const own: Principal = { userId: claims.sub, sessionId: claims.sid };
    if (!impersonation || impersonation.staff_user_id !== claims.sub) return own;
    if (impersonation.expires_at.getTime() <= Date.now()) {
      // Past its maximum duration: ended (and audited) by the first request that notices.
      await endImpersonation(this.db, claims.sid, 'expired');
      this.changed(claims.sid);
      return own;
    }
    return {
      userId: impersonation.target_user_id,
      sessionId: claims.sid,
      impersonation: { staffUserId: claims.sub, row: impersonation },
    };
  }

  private async issue(
    db: Queryable,
    userId: string,
    familyId: string,
    parentId: string | null,
    client?: SignInClient,
  ): Promise<TokenPair> {
    const refresh = newRefreshToken();
    await insertRefreshToken(db, {
      userId,
      tokenHash: hashRefreshToken(refresh),
      familyId,
      parentId,
      client,
      expiresAt: new Date(Date.now() + this.config.refreshTokenTtlSeconds * 1000),
    });
    const ttl = this.config.accessTokenTtlSeconds;
    return {
      access_token: signAccessToken({ userId, sessionId: familyId }, this.config.tokenSecret, ttl),
      token_type: 'Bearer',
      expires_in: ttl,
      refresh_token: refresh,
    };
  }
}

/**
 * Whether a spent token comes again from the refresh that spent it: the same Idempotency-Key, within the retry
 * window. Anyone else presenting it is taken for a thief (the key is the client's secret, sent only with it).
 */
function isRetryOf(row: RefreshTokenRow, keyHash: string | null): boolean {
  if (keyHash === null || row.rotation_key_hash === null || row.revoked_at === null) return false;
  const retried = timingSafeEqual(Buffer.from(keyHash), Buffer.from(row.rotation_key_hash));
  return retried && Date.now() - row.revoked_at.getTime() < refreshRetryWindowSeconds * 1000;
}
