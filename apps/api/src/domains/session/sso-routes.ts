import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  routeOf,
  ssoEndpoints,
  SsoAuthorizeQuerySchema,
  SsoCallbackQuerySchema,
  SsoExchangeBodySchema,
  SsoStatusSchema,
  TokenPairSchema,
} from '@nuvem/api-contract';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { RateLimit } from '../../config';
import type { SsoService } from './sso-service';
import { noStore } from '../../http/no-store';
import { perIpLimit } from '../../http/rate-limits';
import { errorResponses, errorResponsesWith404 } from '../../http/schemas';

interface Options {
  sso: SsoService;
  rateLimit: RateLimit;
}

const redirect = (description: string) =>
  Type.Null({ description: `Redirect (Location header) ${description}` });

/** Each redirect carries a one-time secret in its URL: no cache may keep it. */
const redirectTo = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').redirect(location, 302);

export const ssoRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { sso, rateLimit }) => {
  const limited = { rateLimit: perIpLimit(rateLimit) };

  app.get(
    routeOf(ssoEndpoints.status),
    {
      schema: {
        summary: 'Whether single sign-on is offered, and the text of its button',
        tags: ['session'],
        response: { 200: SsoStatusSchema },
      },
    },
    async () => sso.status(),
  );

  app.get(
    routeOf(ssoEndpoints.authorize),
    {
      config: limited,
      schema: {
        summary: 'Start single sign-on: redirects the browser to the OpenID Connect issuer',
        description:
          'Navigate the browser here (not fetch). return_to is a path on the portal (default /). Answers 404 ' +
          'sso_not_configured when single sign-on is off, 503 sso_unavailable when the issuer cannot be reached.',
        tags: ['session'],
        querystring: SsoAuthorizeQuerySchema,
        response: {
          302: redirect("to the issuer's authorization endpoint."),
          ...errorResponsesWith404,
          503: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => redirectTo(reply, await sso.authorize(request.query.return_to)),
  );

  app.get(
    routeOf(ssoEndpoints.callback),
    {
      schema: {
        summary: 'The OpenID Connect redirect URI: finishes single sign-on and redirects to the portal',
        description:
          'Called by the browser coming back from the issuer. Redirects to the portal: /authorize?code=…&return_to=… ' +
          'on success, /login?sso_error=… otherwise.',
        tags: ['session'],
        querystring: SsoCallbackQuerySchema,
        response: { 302: redirect('to the portal.'), ...errorResponsesWith404 },
      },
    },
    async (request, reply) => {
      // openid-client checks the parameters exactly as the issuer sent them (iss, state, code…).
      const params = new URL(request.url, 'http://callback').searchParams;
      return redirectTo(reply, await sso.callback(params, request.log));
    },
  );

  app.post(
    routeOf(ssoEndpoints.exchange),
    {
      onRequest: noStore,
      config: limited,
      schema: {
        summary: 'Exchange the one-time code of a single sign-on for a token pair',
        description: 'The code works once, within 60 seconds; otherwise 400 invalid_grant.',
        tags: ['session'],
        body: SsoExchangeBodySchema,
        response: { 200: TokenPairSchema, ...errorResponses },
      },
    },
    async (request) => sso.exchange(request.body.code),
  );
};
