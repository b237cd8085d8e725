// `Authorization: Bearer nvm_pat_…` (issue 31, developer studio): the token's owner answers the request, with
// the owner's features and environments as they are now (every route reads them per request; an owner who
// lost the developer feature, or an inactive account, makes the token fail at once), narrowed to the
// token's scopes (the route table in api-contract developer-scopes.ts) and its project's environments.
// Unknown tokens are counted per client address like failed sign-ins: past the limit, 429. A use is written
// at most once a minute per token (remembered here; the UPDATE's condition covers the other instances).
import { developerFeature, scopesOpen } from '@nuvem/api-contract';
import type { RateLimit } from '../../config';
import type { Database } from '../../db/database';
import { RateCounts, secondsUntil } from '../../auth/rate-counts';
import { ApiError, environmentNotFound } from '../../errors';
import type { Principal } from '../session/session-service';
import { hashApiTokenSecret, looksLikeApiToken } from './api-token-secret';
import { findTokenCredential, recordApiTokenUse } from './developer-repository';

const kind = 'api-token failures of an address';
const useWriteEveryMs = 60_000;
/** Tokens whose last write is remembered, at most (past it the oldest is forgotten and written again). */
const rememberedUses = 10_000;

export const apiTokenInvalid = () => new ApiError(401, 'api_token_invalid', 'This API token is not valid.');
const apiTokenExpired = () => new ApiError(401, 'api_token_expired', 'This API token has expired.');
const apiTokenRevoked = () => new ApiError(401, 'api_token_revoked', 'This API token was revoked.');
const tooManyFailures = (seconds: number) =>
  new ApiError(429, 'too_many_requests', `Too many invalid API tokens. Try again in ${seconds} s.`, [
    String(seconds),
  ]);

/** 403 token_scope: the route is outside the token's scopes, or no token may call it. */
export const tokenScope = (method: string, route: string) =>
  new ApiError(403, 'token_scope', `This API token may not call ${method} ${route}.`, [method, route]);

/** What a token principal carries beyond its owner: what narrows them. */
export interface ApiTokenGrant {
  tokenId: string;
  scopes: readonly string[];
  /** The project's environments; empty: every environment the owner may see. */
  cloudIds: readonly string[];
}

export class ApiTokenAuthenticator {
  private readonly counts: RateCounts;
  private readonly lastWrites = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly failureLimit: RateLimit,
  ) {
    this.counts = new RateCounts(db);
  }

  /** Whether this Bearer credential is an API token (rather than a session's access token). */
  static handles(authorization: string | undefined): boolean {
    const credential = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    return credential !== undefined && looksLikeApiToken(credential);
  }

  /** The token's principal (its owner, narrowed by `apiToken`), or 401 / 429. */
  async authenticate(authorization: string, ip: string): Promise<Principal> {
    const wait = await this.counts.peek(kind, ip, this.failureLimit);
    if (wait.count >= this.failureLimit.max) throw tooManyFailures(secondsUntil(wait.resetInMs));
    const secret = authorization.slice('Bearer '.length);
    const row = await findTokenCredential(this.db, hashApiTokenSecret(secret), developerFeature);
    if (!row || !row.owner_may_develop) {
      await this.counts.hit(kind, ip, this.failureLimit);
      throw apiTokenInvalid();
    }
    if (row.revoked_at) throw apiTokenRevoked();
    if (row.expires_at.getTime() <= Date.now()) throw apiTokenExpired();
    await this.used(row.id, ip);
    return {
      userId: row.owner_user_id,
      // No sign-in: the token's id, which no session has (anything bound to a sign-in refuses it).
      sessionId: row.id,
      apiToken: { tokenId: row.id, scopes: row.scopes, cloudIds: row.cloud_ids },
    };
  }

  private async used(tokenId: string, ip: string): Promise<void> {
    const now = Date.now();
    const last = this.lastWrites.get(tokenId);
    if (last !== undefined && now - last < useWriteEveryMs) return;
    this.lastWrites.delete(tokenId);
    this.lastWrites.set(tokenId, now);
    if (this.lastWrites.size > rememberedUses) this.lastWrites.delete(this.lastWrites.keys().next().value!);
    await recordApiTokenUse(this.db, tokenId, ip);
  }
}

/**
 * Refuses what the token may not reach: a route outside its scopes (403 token_scope), or an environment
 * (the route's :cloudId) outside its project's (the same 404 as an environment the owner may not see).
 */
export function checkTokenReach(grant: ApiTokenGrant, method: string, route: string, params: unknown): void {
  if (!scopesOpen(grant.scopes, method, route)) throw tokenScope(method, route);
  const cloudId = (params as Record<string, unknown> | undefined)?.['cloudId'];
  if (grant.cloudIds.length && typeof cloudId === 'string' && !grant.cloudIds.includes(cloudId))
    throw environmentNotFound(cloudId);
}
