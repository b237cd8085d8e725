// Support: an environment's tickets and one ticket with its history, and the provider's support channels.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EnvironmentParamsSchema,
  routeOf,
  supportEndpoints,
  SupportChannelsSchema,
  ticketEndpoints,
  TicketSchema,
  TicketCreateBodySchema,
  TicketCreatedSchema,
  TicketCreateHeadersSchema,
  TicketListQuerySchema,
  TicketListSchema,
  TicketNumberParamsSchema,
} from '@nuvem/api-contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import {
  getTicketOfEnvironment,
  listTicketsOfEnvironment,
  supportChannelsOf,
} from './support-tickets-service';
import { bearerAuth, errorResponses, featureErrorResponsesWith404 } from '../../http/schemas';
import { openTicket } from './ticket-create-service';

interface Options {
  db: Database;
  support: Config['support'];
}

const permission = 'zendesk_ticket_central_show_menu or the show_zendesk_ticket_central flag';

export const ticketRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { db, support }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['support'];

  app.get(
    routeOf(ticketEndpoints.list),
    {
      ...common,
      schema: {
        summary: `An environment's support tickets (needs ${permission})`,
        description:
          'status=open (new, open, pending, on_hold) or closed (solved, closed), absent for both; search in the ' +
          'subject, product and requester (case and accents ignored) or by number; sorted by sort/order ' +
          '(default updated_at desc, ties by number); paged by limit/offset. counts are the open and closed ' +
          'tickets matching the search; total those matching status too.',
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        querystring: TicketListQuerySchema,
        response: { 200: TicketListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      listTicketsOfEnvironment(db, request.principal(), request.params.cloudId, request.query),
  );

  app.get(
    routeOf(ticketEndpoints.get),
    {
      ...common,
      schema: {
        summary: `One support ticket of an environment, with its history (needs ${permission})`,
        description:
          'The messages and status changes, oldest first. A number that is not of this environment answers ' +
          '404 ticket_not_found, as an unknown one does.',
        tags,
        security: bearerAuth,
        params: TicketNumberParamsSchema,
        response: { 200: TicketSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      getTicketOfEnvironment(db, request.principal(), request.params.cloudId, request.params.ticketNumber),
  );

  app.post(
    routeOf(ticketEndpoints.create),
    {
      ...common,
      schema: {
        summary: `Open a support ticket in an environment (needs ${permission})`,
        description:
          '201 with its number and portal path; 200 with the same ticket when this user sent the Idempotency-Key ' +
          'before with the same request (a retry); 409 idempotency_key_reused with another request. resource_id, ' +
          'when given, must be an IaaS resource of that environment (400 ticket_resource_unknown on ' +
          'resource_id). An environment the user may not see answers 404 environment_not_found. Audited ' +
          '(ticket.create).',
        tags,
        security: bearerAuth,
        headers: TicketCreateHeadersSchema,
        body: TicketCreateBodySchema,
        response: {
          200: TicketCreatedSchema,
          201: TicketCreatedSchema,
          ...featureErrorResponsesWith404,
          409: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const { ticket, created } = await openTicket(
        db,
        request.principal(),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(ticket);
    },
  );

  app.get(
    routeOf(supportEndpoints.channels),
    {
      ...common,
      schema: {
        summary: "The provider's support channels: phones, e-mail and their hours",
        description: 'For the contact page. audience=prime: for environments with PRIME support.',
        tags,
        security: bearerAuth,
        response: { 200: SupportChannelsSchema, ...errorResponses },
      },
    },
    async () => supportChannelsOf(support),
  );
};
