// A real OpenID Connect issuer (oidc-provider) on a random loopback port, for the single sign-on tests of the
// API and the end-to-end suites. Its development interactions serve the login and consent pages: any login
// name signs in as the account of that id in `accounts`, whose claims the test may change between sign-ins.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Provider } from 'oidc-provider';

/** A public client: no secret, PKCE required. */
export const publicClientId = 'nuvem-portal';
/** A confidential client, authenticated with HTTP Basic at the token endpoint (and PKCE). */
export const confidentialClient = { id: 'nuvem-confidential', secret: randomBytes(24).toString('hex') };

export async function startTestIdentityProvider({ redirectUri, emailInIdToken = true }) {
  // The issuer URL holds the port, so the server listens before the provider exists.
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;

  const accounts = new Map();
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

async function closeServer(server) {
  server.closeAllConnections(); // fetch keeps connections alive
  await new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
