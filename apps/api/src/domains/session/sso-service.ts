// Single sign-on: the redirect to the issuer, the callback that maps the issuer's identity to a user, and the
// exchange of the one-time code the portal receives for the usual token pair.
import type { SsoError, SsoStatus, TokenPair } from '@nuvem/api-contract';
import type { FastifyBaseLogger } from 'fastify';
import { IssuerUnavailableError, OidcClient, type OidcIdentity } from '../../auth/oidc-client';
// Pending logins and login codes are opaque random secrets stored hashed, exactly like refresh tokens.
import { hashRefreshToken as hashSecret, newRefreshToken as newSecret } from '../../auth/refresh-token';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';
import { deleteExpiredLoginCodes, insertLoginCode, takeLoginCode } from './sso-login-codes-repository';
import {
  deleteExpiredPendingLogins,
  insertPendingLogin,
  takePendingLogin,
} from './sso-pending-logins-repository';
import { linkIdentity, touchIdentity } from './user-identities-repository';
import { findUserByEmail } from '../me/users-repository';
import type { SessionService } from './session-service';

/** How long the user may take at the issuer. */
const pendingLoginTtlSeconds = 10 * 60;
/** How long the portal has to exchange the code it was redirected with. */
const loginCodeTtlSeconds = 60;

/**
 * A path on the portal, such as '/dashboard?x=1'. Not '//host' nor '/\host' (browsers read both as another
 * host), and no backslash or control character anywhere (browsers drop tabs and newlines, so '/\t/host' would
 * become '//host').
 */
const portalPath = /^\/(?![/\\])[^\\\p{Cc}]*$/u;

export class SsoService {
  private readonly client: OidcClient | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: Pick<Config, 'oidc' | 'portalUrl'>,
    private readonly sessions: SessionService,
  ) {
    this.client = config.oidc && new OidcClient(config.oidc);
  }

  status(): SsoStatus {
    return { enabled: this.config.oidc !== undefined, label: this.config.oidc?.label ?? null };
  }

  /** Records a pending login and returns the issuer's URL to redirect the browser to. */
  async authorize(returnTo = '/'): Promise<string> {
    const client = this.requireClient();
    if (!portalPath.test(returnTo))
      throw new ApiError(400, 'invalid_return_to', "return_to must be a path on the portal, such as '/'.");
    let request;
    try {
      request = await client.authorizationRequest();
    } catch (error) {
      if (error instanceof IssuerUnavailableError)
        throw new ApiError(
          503,
          'sso_unavailable',
          'The single sign-on provider cannot be reached. Try again.',
        );
      throw error;
    }
    await deleteExpiredPendingLogins(this.db);
    await insertPendingLogin(
      this.db,
      hashSecret(request.state),
      { nonce: request.nonce, codeVerifier: request.codeVerifier, returnTo },
      pendingLoginTtlSeconds,
    );
    return request.url.href;
  }

  /**
   * Finishes a sign-in at the issuer's callback and returns where to send the browser: the portal's /authorize
   * page with a one-time code, or its /login page with an sso_error. It never throws past this point: the
   * browser always lands on the portal, and the reason of a failure goes to the log only.
   */
  async callback(params: URLSearchParams, log: FastifyBaseLogger): Promise<string> {
    const client = this.requireClient();
    try {
      return await this.finish(client, params, log);
    } catch (error) {
      log.error({ err: error }, 'single sign-on callback failed');
      return this.portalUrl('/login', { sso_error: 'failed' });
    }
  }

  /** The one-time code from the callback, for a new sign-in of its user; a code works once, for 60 seconds. */
  async exchange(code: string): Promise<TokenPair> {
    const userId = await takeLoginCode(this.db, hashSecret(code));
    if (!userId)
      throw new ApiError(
        400,
        'invalid_grant',
        'The sign-in code is invalid, expired or already used. Sign in again.',
      );
    return this.sessions.signInUser(userId);
  }

  private async finish(client: OidcClient, params: URLSearchParams, log: FastifyBaseLogger): Promise<string> {
    const state = params.get('state');
    // Consumed before anything else, so that whatever happens next the same state cannot be used again.
    const pending = state ? await takePendingLogin(this.db, hashSecret(state)) : undefined;
    const failed = (reason: SsoError) => this.portalUrl('/login', { sso_error: reason });

    if (params.has('error')) {
      log.info({ error: params.get('error') }, 'single sign-on refused by the issuer');
      return failed('denied');
    }
    if (!state || !pending) return failed('expired');

    let identity: OidcIdentity;
    try {
      identity = await client.identityFromCallback(params, { state, ...pending });
    } catch (error) {
      if (error instanceof IssuerUnavailableError) return failed('unavailable');
      log.warn({ err: error }, 'single sign-on: the issuer response was refused');
      return failed('failed');
    }

    const userId = await this.userOf(identity);
    if (!userId) {
      log.info({ issuer: identity.issuer, subject: identity.subject }, 'single sign-on: no such user');
      return failed('unknown_user');
    }
    const code = newSecret();
    await deleteExpiredLoginCodes(this.db);
    await insertLoginCode(this.db, hashSecret(code), userId, loginCodeTtlSeconds);
    return this.portalUrl('/authorize', { code, return_to: pending.returnTo });
  }

  /**
   * The user of an identity: the one linked to (issuer, subject); else, for a first sign-in, the user with the
   * email the issuer verified, whom the identity is then linked to. A user links one subject per issuer, so an
   * email the issuer hands to a new account later (a reused address) does not open the earlier user's account.
   */
  private async userOf({ issuer, subject, email, emailVerified }: OidcIdentity): Promise<string | undefined> {
    const linked = await touchIdentity(this.db, issuer, subject);
    if (linked) return linked;
    if (!email || !emailVerified) return undefined;
    const user = await findUserByEmail(this.db, email);
    return user && linkIdentity(this.db, issuer, subject, user.id);
  }

  private requireClient(): OidcClient {
    if (!this.client) throw new ApiError(404, 'sso_not_configured', 'Single sign-on is not configured.');
    return this.client;
  }

  private portalUrl(path: string, query: Record<string, string>): string {
    return `${this.config.portalUrl}${path}?${new URLSearchParams(query)}`;
  }
}
