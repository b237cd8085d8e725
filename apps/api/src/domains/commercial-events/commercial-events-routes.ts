// Evento comercial and its migration (issue 32): an environment's events and joining one (commercial_event),
// its proposals and moving one into an event (proposal_migration or customer_migration), and the staff's
// requests (commercial_event_dashboard or commercial_events_users).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CommercialDecisionBodySchema,
  commercialEventAdminEndpoints,
  commercialEventEndpoints,
  commercialEventFeature,
  CommercialEventListSchema,
  CommercialEventParamsSchema,
  CommercialEventRequestListSchema,
  CommercialEventRequestSchema,
  CommercialEventSchema,
  CommercialMigrationBodySchema,
  commercialMigrationFeatures,
  CommercialProposalListSchema,
  CommercialProposalParamsSchema,
  CommercialProposalSchema,
  CommercialRequestParamsSchema,
  commercialRequestsAdminFeatures,
  EnvironmentParamsSchema,
  IdempotencyHeadersSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import {
  decideOnRequest,
  eventOf,
  eventsOf,
  joinEvent,
  migrateProposal,
  proposalsOf,
  requestsForStaff,
} from './commercial-events-service';

const keyed =
  'The Idempotency-Key header is required: the same key with the same request answers what the first answered; ' +
  'with another request 409 idempotency_key_reused.';
const refusals = (features: readonly string[]) =>
  `403 forbidden without ${features.join(' or ')}; 404 environment_not_found for an environment the user may ` +
  'not see.';
const migration = [...commercialMigrationFeatures];
/** The events are read to join one (commercial_event) or to move a proposal into one. */
const readers = [commercialEventFeature, ...migration];
const staff = [...commercialRequestsAdminFeatures];
const errors = { ...featureErrorResponsesWith404, 409: Type.Ref('Error') };
const tags = ['commercial-events'];

export const commercialEventRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;

  app.get(
    routeOf(commercialEventEndpoints.list),
    {
      ...common,
      schema: {
        summary: `The commercial events, with the environment's part in each (needs ${readers.join(' or ')})`,
        description: `Newest first; \`join_request\` is its latest request to join. ${refusals(readers)}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: CommercialEventListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => eventsOf(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(commercialEventEndpoints.get),
    {
      ...common,
      schema: {
        summary: `A commercial event (needs ${readers.join(' or ')})`,
        description: `404 commercial_event_not_found. ${refusals(readers)}`,
        tags,
        security: bearerAuth,
        params: CommercialEventParamsSchema,
        response: { 200: CommercialEventSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => eventOf(db, request.principal(), request.params.cloudId, request.params.eventId),
  );

  app.post(
    routeOf(commercialEventEndpoints.join),
    {
      ...common,
      schema: {
        summary: `Ask to join a commercial event (needs ${commercialEventFeature})`,
        description:
          '201 with the event and its pending request (audited as commercial_event.join_request); 200 when a ' +
          'request is already pending or approved. 404 commercial_event_not_found; 409 commercial_event_closed ' +
          `outside its dates. ${keyed} ${refusals([commercialEventFeature])}`,
        tags,
        security: bearerAuth,
        params: CommercialEventParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: CommercialEventSchema, 201: CommercialEventSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { event, created } = await joinEvent(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.eventId,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(event);
    },
  );

  app.get(
    routeOf(commercialEventEndpoints.proposals),
    {
      ...common,
      schema: {
        summary: `The environment's commercial proposals (needs ${migration.join(' or ')})`,
        description: `Each with the event it is in and its latest migration request. ${refusals(migration)}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: CommercialProposalListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => proposalsOf(db, request.principal(), request.params.cloudId),
  );

  app.post(
    routeOf(commercialEventEndpoints.migrate),
    {
      ...common,
      schema: {
        summary: `Ask to move a proposal into a commercial event (needs ${migration.join(' or ')})`,
        description:
          "201 with the proposal and its pending request, at the event's conditions (its discount applied, in " +
          'centavos rounded down; audited as commercial_event.migration_request); 200 for the same migration ' +
          'asked again. 404 commercial_proposal_not_found, commercial_event_not_found; 409 ' +
          'commercial_migration_open (another migration pending or done), commercial_event_closed. ' +
          `${keyed} ${refusals(migration)}`,
        tags,
        security: bearerAuth,
        params: CommercialProposalParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: CommercialMigrationBodySchema,
        response: { 200: CommercialProposalSchema, 201: CommercialProposalSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { proposal, created } = await migrateProposal(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.proposalId,
        request.body.event_id,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(proposal);
    },
  );

  app.get(
    routeOf(commercialEventAdminEndpoints.requests),
    {
      ...common,
      schema: {
        summary: `The customers' requests to join events and move proposals (needs ${staff.join(' or ')})`,
        description: `Pending first, then newest first. 403 forbidden without ${staff.join(' or ')}.`,
        tags,
        security: bearerAuth,
        response: { 200: CommercialEventRequestListSchema, ...featureErrorResponses },
      },
    },
    async (request) => requestsForStaff(db, request.principal()),
  );

  app.post(
    routeOf(commercialEventAdminEndpoints.decide),
    {
      ...common,
      schema: {
        summary: `Approve or refuse a request (needs ${staff.join(' or ')})`,
        description:
          'An approved migration moves the proposal into the event at the value reviewed. A refusal needs a ' +
          'reason (400 commercial_reason_required, error_fields /reason). Audited as commercial_event.decide. ' +
          `404 commercial_request_not_found; 409 commercial_request_decided. ${keyed} 403 forbidden without ` +
          `${staff.join(' or ')}.`,
        tags,
        security: bearerAuth,
        params: CommercialRequestParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: CommercialDecisionBodySchema,
        response: { 200: CommercialEventRequestSchema, ...errors },
      },
    },
    async (request) =>
      decideOnRequest(
        db,
        request.principal(),
        request.params.requestId,
        request.body,
        request.headers['idempotency-key'],
      ),
  );
};
