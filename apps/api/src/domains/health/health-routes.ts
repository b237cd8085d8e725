import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthEndpoints, routeOf } from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { ApiError } from '../../errors';

export const healthRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    routeOf(healthEndpoints.health),
    {
      config: { withoutApiKey: true },
      schema: {
        summary: 'Liveness and database check',
        description:
          'Answers at once: the database is asked only when that waits for nothing else (the embedded ' +
          'database, busy with a statement, is alive when it answered within the last few seconds).',
        tags: ['health'],
        response: {
          200: Type.Object({ status: Type.Literal('ok'), database: Type.Literal('ok') }),
          503: Type.Ref('Error'),
        },
      },
    },
    async (request) => {
      try {
        await db.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new ApiError(503, 'database_unavailable', 'The database is not reachable.');
      }
      return { status: 'ok', database: 'ok' } as const;
    },
  );
};
