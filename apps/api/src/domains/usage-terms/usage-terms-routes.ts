// Termos de aceite (issue 32): the current version and accepting it (every signed-in user), an environment's
// versions with who accepted which (show_acceptance_term), and the staff's drafts (service_agreement_list).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  IdempotencyHeadersSchema,
  routeOf,
  usageTermAdminEndpoints,
  UsageTermAdminListSchema,
  UsageTermCurrentSchema,
  UsageTermDraftBodySchema,
  usageTermEndpoints,
  UsageTermParamsSchema,
  usageTermsAdminFeature,
  usageTermsFlag,
  UsageTermsOfEnvironmentSchema,
  UsageTermVersionSchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import {
  bearerAuth,
  errorResponses,
  featureErrorResponses,
  featureErrorResponsesWith404,
} from '../../http/schemas';
import {
  acceptTerms,
  createTermDraft,
  currentTermsOf,
  listTermVersions,
  publishTermDraft,
  termsOfEnvironment,
  updateTermDraft,
} from './usage-terms-service';

const keyed =
  'The Idempotency-Key header is required: the same key with the same request answers what the first answered; ' +
  'with another request 409 idempotency_key_reused.';
const admin = `403 forbidden without ${usageTermsAdminFeature}.`;
const tags = ['usage-terms'];
const adminErrors = { ...featureErrorResponsesWith404, 409: Type.Ref('Error') };

export const usageTermsRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;

  app.get(
    routeOf(usageTermEndpoints.current),
    {
      ...common,
      schema: {
        summary: 'The current version of the terms for the user, and whether they accepted it',
        description:
          'The latest published version that applies to the user (every customer, or one of theirs); ' +
          '`accepted_at` null: the portal asks the user to accept it before anything else.',
        tags,
        security: bearerAuth,
        response: { 200: UsageTermCurrentSchema, ...errorResponses },
      },
    },
    async (request) => currentTermsOf(db, request.principal()),
  );

  app.post(
    routeOf(usageTermEndpoints.accept),
    {
      ...common,
      schema: {
        summary: 'Accept the current version of the terms',
        description:
          '201 with the current state once accepted (who, when, IP and user agent recorded; audited as ' +
          'usage_term.accept); 200 when accepted before. 404 usage_term_not_found for a version that is not the ' +
          `one the user is asked for. ${keyed}`,
        tags,
        security: bearerAuth,
        params: UsageTermParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: UsageTermCurrentSchema, 201: UsageTermCurrentSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { current, created } = await acceptTerms(
        db,
        request.principal(),
        request.params.versionId,
        { ip: request.ip, userAgent: (request.headers['user-agent'] ?? '').slice(0, 500) },
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(current);
    },
  );

  app.get(
    routeOf(usageTermEndpoints.ofEnvironment),
    {
      ...common,
      schema: {
        summary: `The terms that apply to an environment's customer, and who accepted which (needs ${usageTermsFlag})`,
        description:
          "The user's own acceptances; an administrator (iam) or staff see those of every user of the environment. " +
          `403 forbidden without ${usageTermsFlag}; 404 environment_not_found for an environment the user may not see.`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: UsageTermsOfEnvironmentSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => termsOfEnvironment(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(usageTermAdminEndpoints.list),
    {
      ...common,
      schema: {
        summary: `Every version of the terms, drafts first (needs ${usageTermsAdminFeature})`,
        description: `With how many users accepted each. ${admin}`,
        tags,
        security: bearerAuth,
        response: { 200: UsageTermAdminListSchema, ...featureErrorResponses },
      },
    },
    async (request) => listTermVersions(db, request.principal()),
  );

  app.post(
    routeOf(usageTermAdminEndpoints.create),
    {
      ...common,
      schema: {
        summary: `Write a draft of the terms (needs ${usageTermsAdminFeature})`,
        description: `201 with the draft (no version number until published); 200 for a retry. ${keyed} ${admin}`,
        tags,
        security: bearerAuth,
        headers: IdempotencyHeadersSchema,
        body: UsageTermDraftBodySchema,
        response: { 200: UsageTermVersionSchema, 201: UsageTermVersionSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { version, created } = await createTermDraft(
        db,
        request.principal(),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(version);
    },
  );

  app.put(
    routeOf(usageTermAdminEndpoints.update),
    {
      ...common,
      schema: {
        summary: `Change a draft of the terms (needs ${usageTermsAdminFeature})`,
        description: `404 usage_term_not_found; 409 usage_term_published for a published version. ${keyed} ${admin}`,
        tags,
        security: bearerAuth,
        params: UsageTermParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: UsageTermDraftBodySchema,
        response: { 200: UsageTermVersionSchema, ...adminErrors },
      },
    },
    async (request) =>
      updateTermDraft(
        db,
        request.principal(),
        request.params.versionId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    routeOf(usageTermAdminEndpoints.publish),
    {
      ...common,
      schema: {
        summary: `Publish a draft as the next version (needs ${usageTermsAdminFeature})`,
        description:
          'It becomes the current version for the customers it applies to: each of their users is asked to ' +
          `accept it. 404 usage_term_not_found; 409 usage_term_published. ${keyed} ${admin}`,
        tags,
        security: bearerAuth,
        params: UsageTermParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: UsageTermVersionSchema, ...adminErrors },
      },
    },
    async (request) =>
      publishTermDraft(db, request.principal(), request.params.versionId, request.headers['idempotency-key']),
  );
};
