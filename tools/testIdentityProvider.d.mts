export interface TestAccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestIdentityProvider {
  issuer: string;
  /** The accounts by subject (the login name typed on the provider's login page). */
  accounts: Map<string, TestAccountClaims>;
  close(): Promise<void>;
}

export interface TestIdentityProviderOptions {
  /** The API's callback, registered for both clients. */
  redirectUri: string;
  /** true: email claims in the ID token; false: only at the UserInfo endpoint (oidc-provider's default). */
  emailInIdToken?: boolean;
}

/** A public client: no secret, PKCE required. */
export const publicClientId: string;
/** A confidential client, authenticated with HTTP Basic at the token endpoint (and PKCE). */
export const confidentialClient: { id: string; secret: string };

export function startTestIdentityProvider(
  options: TestIdentityProviderOptions,
): Promise<TestIdentityProvider>;
