// `onRequest: app.authenticate` on a route requires a valid Bearer token of a live sign-in, or an API token
// (developer studio: `Bearer nvm_pat_…`, which a session's JWT never looks like) whose scopes open the route;
// the handler then reads `request.principal()`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowedWhileImpersonating } from '../auth/impersonation-guard';
import { environmentNotFound, unauthorized } from '../errors';
import { ApiTokenAuthenticator, checkTokenReach } from '../domains/developer/api-token-authentication';
import { impersonationReadOnly } from '../domains/impersonation/impersonation-service';
import type { Principal, SessionService } from '../domains/session/session-service';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    principal(): Principal;
  }
}

export function installAuthentication(
  app: FastifyInstance,
  sessions: SessionService,
  apiTokens: ApiTokenAuthenticator,
): void {
  const principals = new WeakMap<FastifyRequest, Principal>();
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const { authorization } = request.headers;
    if (authorization !== undefined && ApiTokenAuthenticator.handles(authorization)) {
      const principal = await apiTokens.authenticate(authorization, request.ip);
      checkTokenReach(principal.apiToken!, request.method, request.routeOptions.url ?? '', request.params);
      principals.set(request, principal);
      return;
    }
    const principal = await sessions.authenticate(authorization);
    if (principal.impersonation && !allowedWhileImpersonating(request)) throw impersonationReadOnly();
    principals.set(request, principal);
  });
  // A body that names an environment (POST /tickets' cloud_id) is held to the token's project environments too;
  // bodies are parsed after onRequest, hence here.
  app.addHook('preHandler', async (request) => {
    const grant = principals.get(request)?.apiToken;
    if (!grant?.cloudIds.length || typeof request.body !== 'object' || request.body === null) return;
    const cloudId = (request.body as Record<string, unknown>)['cloud_id'];
    if (typeof cloudId === 'string' && !grant.cloudIds.includes(cloudId)) throw environmentNotFound(cloudId);
  });
  app.decorateRequest('principal', function (this: FastifyRequest) {
    const principal = principals.get(this);
    if (!principal) throw unauthorized();
    return principal;
  });
}
