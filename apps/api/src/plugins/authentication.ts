// `onRequest: app.authenticate` on a route requires a valid Bearer token of a live sign-in; the handler then
// reads `request.principal()`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allowedWhileImpersonating } from '../auth/impersonation-guard';
import { unauthorized } from '../errors';
import { impersonationReadOnly } from '../services/impersonation-service';
import type { Principal, SessionService } from '../services/session-service';
import type { SessionStates } from '../services/session-states';

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
  states: SessionStates,
): void {
  // Live sessions are cached while the app runs (session-states.ts); onReady: main.ts migrates between
  // buildApp and listen, so the triggers that announce changes exist by then.
  app.addHook('onReady', async () => states.start());
  app.addHook('onClose', async () => states.close());
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
