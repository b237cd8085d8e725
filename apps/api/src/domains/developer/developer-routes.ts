// Developer studio (issue 31): /api/v1/develop/projects and their API tokens. The user's own projects only;
// no API token reaches these routes (developer-scopes.ts tokenClosedPrefixes).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiTokenBodySchema,
  ApiTokenCreatedSchema,
  ApiTokenListSchema,
  ApiTokenParamsSchema,
  CurrentApiTokenSchema,
  DevProjectBodySchema,
  DevProjectListSchema,
  DevProjectParamsSchema,
  DevProjectSchema,
  developerEndpoints,
  developerFeature,
  IdempotencyHeadersSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import {
  createProject,
  createToken,
  currentToken,
  deleteProject,
  getProject,
  listProjects,
  listTokens,
  revokeToken,
  updateProject,
} from './developer-service';

const refusals =
  `403 forbidden without the ${developerFeature} permission; 403 token_scope when called with an API ` +
  'token (tokens cannot manage tokens). 404 dev_project_not_found for a project that is not the user’s.';
const idempotent =
  'The Idempotency-Key header is required (the same key and request answer what the first answered; ' +
  'another request, 409 idempotency_key_reused).';
const tags = ['develop'];

export const developerRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    routeOf(developerEndpoints.projects),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `The user's developer projects (needs ${developerFeature})`,
        description: refusals,
        tags,
        security: bearerAuth,
        response: { 200: DevProjectListSchema, ...featureErrorResponses },
      },
    },
    async (request) => ({ projects: await listProjects(db, request.principal()) }),
  );

  app.post(
    routeOf(developerEndpoints.createProject),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `Create a developer project (needs ${developerFeature})`,
        description:
          '201 with the project; 200 with it for a retry. 409 dev_project_name_taken (error_fields /name); 404 ' +
          `environment_not_found for an environment in cloud_ids the user may not see. ${refusals} ${idempotent}`,
        tags,
        security: bearerAuth,
        headers: IdempotencyHeadersSchema,
        body: DevProjectBodySchema,
        response: {
          200: DevProjectSchema,
          201: DevProjectSchema,
          ...featureErrorResponsesWith404,
          409: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const { project, created } = await createProject(
        db,
        request.principal(),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(project);
    },
  );

  app.get(
    routeOf(developerEndpoints.project),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `A developer project of the user's (needs ${developerFeature})`,
        description: refusals,
        tags,
        security: bearerAuth,
        params: DevProjectParamsSchema,
        response: { 200: DevProjectSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => getProject(db, request.principal(), request.params.projectId),
  );

  app.put(
    routeOf(developerEndpoints.updateProject),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `Rename a developer project, or change its description or environments (needs ${developerFeature})`,
        description: `200 with the project. 409 dev_project_name_taken (error_fields /name). ${refusals} ${idempotent}`,
        tags,
        security: bearerAuth,
        params: DevProjectParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: DevProjectBodySchema,
        response: { 200: DevProjectSchema, ...featureErrorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request) =>
      updateProject(
        db,
        request.principal(),
        request.params.projectId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.delete(
    routeOf(developerEndpoints.deleteProject),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `Delete a developer project and its tokens (needs ${developerFeature})`,
        description: `204; its tokens stop working at once. ${refusals} ${idempotent}`,
        tags,
        security: bearerAuth,
        params: DevProjectParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null(), ...featureErrorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      await deleteProject(
        db,
        request.principal(),
        request.params.projectId,
        request.headers['idempotency-key'],
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    routeOf(developerEndpoints.tokens),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `A project's API tokens (needs ${developerFeature})`,
        description: `Never the tokens themselves: their last four characters, state and last use. ${refusals}`,
        tags,
        security: bearerAuth,
        params: DevProjectParamsSchema,
        response: { 200: ApiTokenListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => ({ tokens: await listTokens(db, request.principal(), request.params.projectId) }),
  );

  app.post(
    routeOf(developerEndpoints.createToken),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `Create an API token in a project (needs ${developerFeature})`,
        description:
          '201 with the token and its secret, shown this once (only a hash is kept); 200 with the token but no ' +
          'secret for a retry with the same Idempotency-Key. 400 api_token_expiry_invalid (error_fields ' +
          '/expires_at): in the past or more than a year ahead. 409 api_token_limit_reached. The token calls ' +
          'the API as `Authorization: Bearer nvm_pat_…`, as its owner narrowed to its scopes and the ' +
          "project's environments: 403 token_scope outside them; 401 api_token_invalid, api_token_expired, " +
          `api_token_revoked. ${refusals} ${idempotent}`,
        tags,
        security: bearerAuth,
        params: DevProjectParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: ApiTokenBodySchema,
        response: {
          200: ApiTokenCreatedSchema,
          201: ApiTokenCreatedSchema,
          ...featureErrorResponsesWith404,
          409: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const created = await createToken(
        db,
        request.principal(),
        request.params.projectId,
        request.body,
        request.headers['idempotency-key'],
      );
      // The secret must not be cached anywhere on the way.
      reply.header('cache-control', 'no-store');
      return reply.code(created.secret ? 201 : 200).send(created);
    },
  );

  app.get(
    routeOf(developerEndpoints.currentToken),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The API token calling (any token may call it, whatever its scopes)',
        description:
          'Which token this is (never the token itself: its last four), its scopes and expiry, and the e-mail ' +
          'of the developer whose it is. 400 api_token_required when called with a sign-in instead.',
        tags,
        security: bearerAuth,
        response: { 200: CurrentApiTokenSchema, ...featureErrorResponses },
      },
    },
    async (request) => currentToken(db, request.principal()),
  );

  app.delete(
    routeOf(developerEndpoints.revokeToken),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `Revoke an API token at once (needs ${developerFeature})`,
        description: `204 (also when it was revoked already). 404 api_token_not_found. ${refusals} ${idempotent}`,
        tags,
        security: bearerAuth,
        params: ApiTokenParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null(), ...featureErrorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      await revokeToken(
        db,
        request.principal(),
        request.params.projectId,
        request.params.tokenId,
        request.headers['idempotency-key'],
      );
      return reply.code(204).send(null);
    },
  );
};
