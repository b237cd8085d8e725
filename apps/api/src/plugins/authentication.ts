// `onRequest: app.authenticate` on a route requires a valid Bearer token of a live sign-in; the handler then
// reads `request.principal()`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowedWhileImpersonating } from '../auth/impersonation-guard';
import { unauthorized } from '../errors';
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

export function installAuthentication(app: FastifyInstance, sessions: SessionService): void {
  const principals = new WeakMap<FastifyRequest, Principal>();
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const principal = await sessions.authenticate(request.headers.authorization);
    if (principal.impersonation && !allowedWhileImpersonating(request)) throw impersonationReadOnly();
    principals.set(request, principal);
  });
  app.decorateRequest('principal', function (this: FastifyRequest) {
    const principal = principals.get(this);
    if (!principal) throw unauthorized();
    return principal;
  });
}
