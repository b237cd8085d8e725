// The OpenAPI document is generated from the route schemas: /api/docs (Swagger UI) and /api/docs/json, and
// /api/v1/openapi.json (docsEndpoints.openApi), the contract's path the developer studio reads (/develop/docs).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { docsEndpoints, profileLanguages } from '@nuvem/api-contract';
import type { FastifyInstance } from 'fastify';
import { gzipSync } from 'node:zlib';
import { maxBodyDepth } from './json-body';
import { docsLanguageOf } from './openapi-i18n/docs-language';
import type { DocsLanguage } from './openapi-i18n/openapi-text-types';
import { openApiTexts } from './openapi-i18n/texts';
import { translatedOpenApi } from './openapi-i18n/translate-openapi';

export async function installDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    // Shared schemas keep their $id as their name in components.schemas (e.g. #/components/schemas/Error).
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json['$id'] ?? `def-${i}`) },
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Nuvem API',
        version: '0.1.0',
        description:
          'Backend of the Nuvem self-service portal. A JSON body nests arrays and objects at most ' +
          `${maxBodyDepth} levels deep: a deeper one is answered 400 body_too_deep (error_vars: the limit).`,
      },
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'Authorization: Bearer <token>: the access token of a sign-in (POST /api/v1/session), or an API ' +
              'token (nvm_pat_…) created in the portal under Estúdio do desenvolvedor › Projetos.',
          },
          // The analytics routes (the frame): `Authorization: EmbedToken <token>`, a token from the
          // dashboard embed or BI item token routes.
          embedToken: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description:
              'EmbedToken <token>. A token lives until it expires or the sign-in that asked for it ends (sign-out, ' +
              'revocation) or stops impersonating its user: then 401 embed_token_expired; any other bad token ' +
              '401 embed_token_invalid.',
          },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // The document is fixed once the app is ready: each language's copy is translated and compressed once.
  const served = new Map<DocsLanguage, { doc: object; gzipped?: Buffer }>();
  const documentIn = (language: DocsLanguage) => {
    let entry = served.get(language);
    if (!entry) {
      entry = { doc: translatedOpenApi(app.swagger(), language, openApiTexts) };
      served.set(language, entry);
    }
    return entry;
  };
  // Public like /api/docs/json (the routes' shapes, nobody's data), under the API's prefix so the portal's client
  // reaches it as any other endpoint; no X-Api-Key either, as a reference anyone may read.
  app.get<{ Querystring: { lang?: string } }>(
    docsEndpoints.openApi.path,
    {
      config: { withoutApiKey: true },
      schema: {
        summary: 'The OpenAPI document of this API',
        description:
          'The OpenAPI 3.0 document generated from the route schemas: every route, its parameters, bodies, ' +
          'answers and authentication. Public. Routes are described in the language `lang` names, else the ' +
          "first of Accept-Language's that the portal speaks (pt-BR, en, es), else English: the same document " +
          'as /api/docs/json.',
        tags: ['docs'],
        querystring: {
          type: 'object',
          properties: {
            lang: {
              type: 'string',
              maxLength: 35,
              description: `The language of the texts: ${profileLanguages.join(', ')} (others read English).`,
            },
          },
        },
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (request, reply) => {
      const language = docsLanguageOf(request.query.lang, request.headers['accept-language']);
      const entry = documentIn(language);
      // 750 KB of JSON, 45 KB gzipped: sent compressed to any client that accepts it (the web server passes
      // API answers on uncompressed).
      const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      reply
        .header('vary', 'accept-encoding, accept-language')
        .header('content-language', language)
        .header('cache-control', 'public, max-age=300');
      if (!accepts) return entry.doc;
      entry.gzipped ??= gzipSync(JSON.stringify(entry.doc));
      return reply
        .header('content-encoding', 'gzip')
        .type('application/json; charset=utf-8')
        .send(entry.gzipped);
    },
  );
}
