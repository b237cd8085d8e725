// `onRequest: app.authenticateEmbed` on an analytics route requires `Authorization: EmbedToken <token>`,
// verified with the API's own JWKS as the analytics side would, and of a sign-in that still lives and answers
// for the token's user (the live sessions are kept in memory, session-states.ts: no query per request as a
// rule); the handler then reads `request.embedClaims()`.
import { embedTokenScheme, type EmbedTokenClaims } from '@nuvem/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { embedTokenFailure, verifyEmbedToken } from '../auth/embed-token';
import { embedTokenExpired, embedTokenInvalid } from '../errors';
import { signInAnswersFor } from '../domains/session/session-state-repository';
import type { EmbedTokenService } from '../domains/analytics/embed-token-service';
import type { SessionStates } from '../domains/session/session-states';

declare module 'fastify' {
  interface FastifyInstance {
    authenticateEmbed(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    embedClaims(): EmbedTokenClaims;
  }
}

const header = new RegExp(`^${embedTokenScheme} +([A-Za-z0-9_.-]+)$`);

export function installEmbedAuthentication(
  app: FastifyInstance,
  embedTokens: EmbedTokenService,
  states: SessionStates,
): void {
  const claimsOf = new WeakMap<FastifyRequest, EmbedTokenClaims>();
  app.decorate('authenticateEmbed', async (request: FastifyRequest) => {
    const token = header.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw embedTokenInvalid();
    const jwks = embedTokens.jwks();
    const claims = verifyEmbedToken(token, jwks);
    if (!claims)
      throw embedTokenFailure(token, jwks) === 'expired' ? embedTokenExpired() : embedTokenInvalid();
    // Its sign-in ended (or stopped impersonating its user): answered as expired, so the frame asks its host
    // for a new token, which a signed-out host cannot give.
    if (!signInAnswersFor(await states.get(claims.sid), claims.sub)) throw embedTokenExpired();
    claimsOf.set(request, claims);
  });
  app.decorateRequest('embedClaims', function (this: FastifyRequest) {
    const claims = claimsOf.get(this);
    if (!claims) throw embedTokenInvalid();
    return claims;
  });
}
