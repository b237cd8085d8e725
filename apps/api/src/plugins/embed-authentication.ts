// `onRequest: app.authenticateEmbed` on an analytics route requires `Authorization: EmbedToken <token>`,
// verified with the API's own JWKS as the analytics side would; the handler then reads `request.embedClaims()`.
import { embedTokenScheme, type EmbedTokenClaims } from '@nuvem/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { embedTokenFailure, verifyEmbedToken } from '../auth/embed-token';
import { embedTokenExpired, embedTokenInvalid } from '../errors';
import type { EmbedTokenService } from '../services/embed-token-service';

declare module 'fastify' {
  interface FastifyInstance {
    authenticateEmbed(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    embedClaims(): EmbedTokenClaims;
  }
}

const header = new RegExp(`^${embedTokenScheme} +([A-Za-z0-9_.-]+)$`);

export function installEmbedAuthentication(app: FastifyInstance, embedTokens: EmbedTokenService): void {
  const claimsOf = new WeakMap<FastifyRequest, EmbedTokenClaims>();
  app.decorate('authenticateEmbed', async (request: FastifyRequest) => {
    const token = header.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw embedTokenInvalid();
    const jwks = embedTokens.jwks();
    const claims = verifyEmbedToken(token, jwks);
    if (!claims)
      throw embedTokenFailure(token, jwks) === 'expired' ? embedTokenExpired() : embedTokenInvalid();
    claimsOf.set(request, claims);
  });
  app.decorateRequest('embedClaims', function (this: FastifyRequest) {
    const claims = claimsOf.get(this);
    if (!claims) throw embedTokenInvalid();
    return claims;
  });
}
