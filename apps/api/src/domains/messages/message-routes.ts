// Messages and alerts: mails, communications, legacy alerts, migration notices, customer notes, surveys.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CommunicationsQuerySchema,
  CommunicationsSchema,
  CustomerNotesSchema,
  EnvironmentParamsSchema,
  MailIdParamsSchema,
  MailsQuerySchema,
  MailsSchema,
  MarkAllMailsReadSchema,
  messageEndpoints,
  MigrationNoticesSchema,
  NotesQuantitySchema,
  routeOf,
  SurveyInquiriesSchema,
  UpdateMailBodySchema,
  UserAlertsSchema,
  UserMessageSchema,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { listAlertsOfUser, listEnvironmentCommunications, listMigrationNotices } from './alerts-service';
import { countCheckedNotes, listNotesOfEnvironment } from '../notes/customer-notes-service';
import { listMails, markAllMailsRead, updateMail } from './mails-service';
import { listSurveysOfUser } from './surveys-service';
import {
  bearerAuth,
  errorResponses,
  errorResponsesWith404,
  featureErrorResponsesWith404,
} from '../../http/schemas';

export const messageRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;

  app.get(
    routeOf(messageEndpoints.mails),
    {
      ...common,
      schema: {
        summary: "The user's messages: the unread ones, or all with include=read",
        description: "Count is the number of unread messages; include=read is 'Ver mensagens antigas'.",
        tags: ['messages'],
        security: bearerAuth,
        querystring: MailsQuerySchema,
        response: { 200: MailsSchema, ...errorResponses },
      },
    },
    async (request) => listMails(db, request.principal(), request.query),
  );

  app.patch(
    routeOf(messageEndpoints.updateMail),
    {
      ...common,
      schema: {
        summary: 'Mark one of the user’s messages read or unread',
        tags: ['messages'],
        security: bearerAuth,
        params: MailIdParamsSchema,
        body: UpdateMailBodySchema,
        response: { 200: UserMessageSchema, ...errorResponsesWith404 },
      },
    },
    async (request) => updateMail(db, request.principal(), request.params.id, request.body.readState),
  );

  app.post(
    routeOf(messageEndpoints.markAllMailsRead),
    {
      ...common,
      schema: {
        summary: "Mark all the user's messages read ('Marcar todas como lidas')",
        tags: ['messages'],
        security: bearerAuth,
        response: { 200: MarkAllMailsReadSchema, ...errorResponses },
      },
    },
    async (request) => markAllMailsRead(db, request.principal()),
  );

  app.get(
    routeOf(messageEndpoints.communications),
    {
      ...common,
      schema: {
        summary: "An environment's communications (marketplace=1: the marketplace ones)",
        tags: ['messages'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        querystring: CommunicationsQuerySchema,
        response: { 200: CommunicationsSchema, ...errorResponsesWith404 },
      },
    },
    async (request) =>
      listEnvironmentCommunications(
        db,
        request.principal(),
        request.params.cloudId,
        request.query.marketplace === 1,
      ),
  );

  app.get(
    routeOf(messageEndpoints.alerts),
    {
      ...common,
      schema: {
        summary: "The user's legacy alerts",
        tags: ['messages'],
        security: bearerAuth,
        response: { 200: UserAlertsSchema, ...errorResponses },
      },
    },
    async (request) => listAlertsOfUser(db, request.principal()),
  );

  app.get(
    routeOf(messageEndpoints.migrationNotices),
    {
      ...common,
      schema: {
        summary: "An environment's migration notices that have not ended",
        description: 'The portal shows each one from 7 days before its start until its end.',
        tags: ['messages'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: MigrationNoticesSchema, ...errorResponsesWith404 },
      },
    },
    async (request) => listMigrationNotices(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(messageEndpoints.notes),
    {
      ...common,
      schema: {
        summary: "An environment's customer notes (needs list_notes)",
        tags: ['notes'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: CustomerNotesSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listNotesOfEnvironment(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(messageEndpoints.notesCount),
    {
      ...common,
      schema: {
        summary: "How many of an environment's notes are checked (needs list_notes)",
        tags: ['notes'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: NotesQuantitySchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => countCheckedNotes(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(messageEndpoints.surveys),
    {
      ...common,
      schema: {
        summary: 'The open survey inquiries that ask the user',
        tags: ['messages'],
        security: bearerAuth,
        response: { 200: SurveyInquiriesSchema, ...errorResponses },
      },
    },
    async (request) => listSurveysOfUser(db, request.principal()),
  );
};
