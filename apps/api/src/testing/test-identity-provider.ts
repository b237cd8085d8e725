// A real OpenID Connect issuer (oidc-provider) on a random loopback port, for the single sign-on tests.
// Its development interactions serve the login and consent pages: any login name signs in as the account of
// that id in `accounts`, whose claims the test may change between sign-ins.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Provider } from 'oidc-provider';

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

/** A public client: no secret, PKCE required. */
export const publicClientId = 'nuvem-portal';
/** A confidential client, authenticated with HTTP Basic at the token endpoint (and PKCE). */
export const confidentialClient = { id: 'nuvem-confidential', secret: randomBytes(24).toString('hex') };

export interface TestIdentityProviderOptions {
  /** The API's callback, registered for both clients. */
  redirectUri: string;
  /** true: email claims in the ID token; false: only at the UserInfo endpoint (oidc-provider's default). */
  emailInIdToken?: boolean;
}

export async function startTestIdentityProvider({
  redirectUri,
  emailInIdToken = true,
}: TestIdentityProviderOptions): Promise<TestIdentityProvider> {
  // The issuer URL holds the port, so the server listens before the provider exists.
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const accounts = new Map<string, TestAccountClaims>();
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: publicClientId,
        token_endpoint_auth_method: 'none',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
      {
        client_id: confidentialClient.id,
        client_secret: confidentialClient.secret,
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: [redirectUri],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: !emailInIdToken,
    findAccount: async (_ctx, id) => {
      const claims = accounts.get(id);
      return claims && { accountId: id, claims: async () => ({ sub: id, ...claims }) };
    },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Explicit lifetimes (seconds) keep oidc-provider from printing a notice for each default it uses.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return { issuer, accounts, close: () => closeServer(server) };
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections(); // fetch keeps connections alive
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
