// The API as an OpenID Connect relying party, over openid-client: the issuer's metadata (discovered lazily and
// cached), the authorization request with PKCE (S256), and the identity the issuer vouches for on the callback.
import * as client from 'openid-client';
import type { OidcConfig } from '../config';

/** The values a callback is checked against; stored server side between the redirect and the callback. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface AuthorizationRequest extends AuthorizationChecks {
  /** The issuer's authorization endpoint with the request's parameters. */
  url: URL;
}

/** Who the issuer says signed in. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
}

/** The issuer's metadata could not be fetched (issuer down or misconfigured). */
export class IssuerUnavailableError extends Error {
  constructor(issuer: string, cause: unknown) {
    super(`OpenID Connect discovery failed for ${issuer}`, { cause });
    this.name = 'IssuerUnavailableError';
  }
}

/** Seconds to wait for the issuer on each request, so a hung issuer does not hold sign-ins for long. */
const issuerTimeoutSeconds = 10;

export class OidcClient {
  private discovered: Promise<client.Configuration> | undefined;

  constructor(private readonly config: OidcConfig) {}

  /** A fresh state, nonce and PKCE verifier, and the issuer's URL carrying the state, nonce and challenge. */
  async authorizationRequest(): Promise<AuthorizationRequest> {
    const configuration = await this.configuration();
    const checks: AuthorizationChecks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.redirectUri,
      scope: this.config.scopes,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { ...checks, url };
  }

  /**
   * Redeems the code of a callback with the verifier, and returns the identity of the ID token once
   * openid-client has checked its signature, iss, aud, expiry and nonce (and the state and iss parameters).
   * Issuers that keep the email out of the ID token (OIDC Core §5.4) are asked at their UserInfo endpoint.
   */
  async identityFromCallback(params: URLSearchParams, checks: AuthorizationChecks): Promise<OidcIdentity> {
    const configuration = await this.configuration();
    const callbackUrl = new URL(this.config.redirectUri);
    callbackUrl.search = params.toString();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The token response has no ID token');
    let { email, email_verified: emailVerified } = claims;
    if (email === undefined && configuration.serverMetadata().userinfo_endpoint) {
      // fetchUserInfo refuses an answer whose sub is not the ID token's.
      const info = await client.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      ({ email, email_verified: emailVerified } = info);
    }
    return {
      issuer: claims.iss,
      subject: claims.sub,
      email: typeof email === 'string' ? email : undefined,
      emailVerified: emailVerified === true,
    };
  }

  /** Discovered on first use, so an issuer that is down does not stop the API; a failure is retried next time. */
  private configuration(): Promise<client.Configuration> {
    this.discovered ??= this.discover().catch((error: unknown) => {
      this.discovered = undefined;
      throw new IssuerUnavailableError(this.config.issuer, error);
    });
    return this.discovered;
  }

  private discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.config;
    // Without a secret this is a public client: PKCE alone binds the code to this sign-in.
    const authentication = clientSecret ? client.ClientSecretBasic(clientSecret) : client.None();
    return client.discovery(new URL(issuer), clientId, undefined, authentication, {
      timeout: issuerTimeoutSeconds,
      // loadConfig admits plain http only for an issuer on a loopback host (development and tests).
      execute: new URL(issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
    });
  }
}
