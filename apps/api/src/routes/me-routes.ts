import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Database } from '../db/database';
import { getUserInfo } from '../services/me-service';
import { bearerAuth, errorResponses } from './schemas';

const CustomerEnvironmentSchema = Type.Object({
  cloud_id: Type.String(),
  t_code: Type.String(),
  corporate_name: Type.String(),
  federal_id: Type.String(),
  region: Type.String(),
  budget_id: Type.Union([Type.String(), Type.Null()]),
  primeData: Type.Object({ support_type: Type.Union([Type.Literal('PRIME'), Type.Literal('STANDARD')]) }),
});

const UserInfoSchema = Type.Object({
  fullName: Type.String(),
  firstName: Type.String(),
  email: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Union([Type.Literal('customer'), Type.Literal('partner'), Type.Literal('staff')]),
  stream_channel: Type.String(),
  customers: Type.Array(CustomerEnvironmentSchema, { description: 'The environments this user holds.' }),
  features: Type.Array(Type.String()),
});

export const meRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The signed-in user, their environments and features',
        tags: ['user'],
        security: bearerAuth,
        response: { 200: UserInfoSchema, ...errorResponses },
      },
    },
    async (request) => getUserInfo(db, request.principal().userId),
  );
};
