import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  assistTokenEndpoints,
  AssistTokenSchema,
  AssistTokenVerificationSchema,
  assistTokenTtlMinutes,
  EnvironmentParamsSchema,
  routeOf,
  VerifyAssistTokenBodySchema,
} from '@nuvem/api-contract';
import type { RateLimit } from '../../config';
import type { Database } from '../../db/database';
import { generateAssistToken, verifyAssistToken } from './assist-token-service';
import { perIpLimit } from '../../http/rate-limits';
import { bearerAuth, errorResponsesWith404, featureErrorResponsesWith404 } from '../../http/schemas';

interface Options {
  db: Database;
  rateLimit: RateLimit;
}

export const assistTokenRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { db, rateLimit }) => {
  const tags = ['support'];

  app.post(
    routeOf(assistTokenEndpoints.generate),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Generate a support assist token for an environment',
        description:
          `The token works for ${assistTokenTtlMinutes} minutes and is answered only here: the server keeps a ` +
          "hash. Generating another revokes the user's previous token. Audited.",
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 201: AssistTokenSchema, ...errorResponsesWith404 },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await generateAssistToken(db, request.principal(), request.params.cloudId)),
  );

  app.post(
    routeOf(assistTokenEndpoints.verify),
    {
      onRequest: app.authenticate,
      // Rate-limited like sign-in, so tokens cannot be guessed by trying.
      config: { rateLimit: perIpLimit(rateLimit) },
      schema: {
        summary: 'Verify an assist token (support staff)',
        description:
          'Staff holding verify_assist_token (403 otherwise). Answers whom and which environment a live token ' +
          'is for; 404 assist_token_not_found when it is unknown, expired or replaced. Audited.',
        tags,
        security: bearerAuth,
        body: VerifyAssistTokenBodySchema,
        response: { 200: AssistTokenVerificationSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => verifyAssistToken(db, request.principal(), request.body.token),
  );
};
