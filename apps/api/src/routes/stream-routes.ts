import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  FakeAlarmBodySchema,
  routeOf,
  StreamChannelParamsSchema,
  streamEndpoints,
  StreamEventIdSchema,
  StreamHeadersSchema,
  StreamQuerySchema,
  StreamTicketSchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { StreamsConfig } from '../config';
import { ApiError } from '../errors';
import type { EventBus } from '../services/event-bus';
import type { StreamService } from '../services/stream-service';
import { bearerAuth, errorResponses, errorResponsesWith404 } from './schemas';
import { sseHeaders, sseRetryMs, SseStream } from './sse';

interface Options {
  streams: StreamService;
  bus: EventBus;
  config: Pick<StreamsConfig, 'heartbeatMs' | 'maxConnectionsPerUser'>;
}

export const streamRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { streams, bus, config }) => {
  const open = new Set<SseStream>();
  /** Open streams per user id on this instance. */
  const perUser = new Map<string, number>();
  // Open streams would keep app.close() waiting forever: end them first (clients reconnect elsewhere).
  app.addHook('preClose', async () => {
    for (const stream of open) stream.close();
  });

  app.get(
    routeOf(streamEndpoints.subscribe),
    {
      config: { withoutApiKey: true },
      schema: {
        summary: "Server-sent events of a user's stream_channel or of `<cloudId>-generic-message`",
        description:
          'Authorised by `user` and `hash` in the query (from /me stream_hash, or from the stream ticket), since ' +
          'EventSource cannot send headers. Events: `monitor`, `alert`, `generic-message`, each with an id. ' +
          'Reconnecting with Last-Event-ID (or `lastEventId`) first sends every event missed since; then a ' +
          'line `id: N` without data marks where live events start (EventSource keeps it as its last event id). ' +
          `Starts with \`retry: ${sseRetryMs}\`; a comment line keeps an idle stream open.`,
        tags: ['streams'],
        params: StreamChannelParamsSchema,
        querystring: StreamQuerySchema,
        headers: StreamHeadersSchema,
        response: {
          200: { content: { 'text/event-stream': { schema: Type.String() } } },
          ...errorResponsesWith404,
        },
      },
    },
    async (request, reply) => {
      const { channel } = request.params;
      const user = await streams.authorize(channel, request.query.user, request.query.hash);
      const held = perUser.get(user.id) ?? 0;
      if (held >= config.maxConnectionsPerUser)
        throw new ApiError(
          429,
          'too_many_streams',
          `At most ${config.maxConnectionsPerUser} open streams per user.`,
          [String(config.maxConnectionsPerUser)],
        );
      perUser.set(user.id, held + 1);

      const stream = new SseStream(reply, config.heartbeatMs);
      open.add(stream);
      let unsubscribe: (() => void) | undefined;
      stream.onClose(() => {
        open.delete(stream);
        const left = (perUser.get(user.id) ?? 1) - 1;
        if (left > 0) perUser.set(user.id, left);
        else perUser.delete(user.id);
        unsubscribe?.();
      });

      // The answer starts now, so that a long replay flows to the client at its pace.
      void reply.headers(sseHeaders).send(stream.body);
      const lastEventId = request.headers['last-event-id'] ?? request.query.lastEventId;
      bus.subscribe(channel, lastEventId === undefined ? undefined : Number(lastEventId), stream).then(
        (stop) => {
          unsubscribe = stop;
          if (stream.closed) stop(); // the client left during the replay
        },
        (error: unknown) => {
          request.log.error({ err: error, channel }, 'stream subscription failed');
          stream.close(); // the client reconnects and tries again
        },
      );
      return reply;
    },
  );

  app.get(
    routeOf(streamEndpoints.ticket),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The hash (and ready-made path) that opens a stream the signed-in user may subscribe to',
        description:
          'Their own stream_channel, or `<cloudId>-generic-message` of an environment they may see; 404 otherwise.',
        tags: ['streams'],
        security: bearerAuth,
        params: StreamChannelParamsSchema,
        response: { 200: StreamTicketSchema, ...errorResponsesWith404 },
      },
    },
    async (request) => streams.ticket(request.principal(), request.params.channel),
  );

  app.post(
    routeOf(streamEndpoints.fakeAlarm),
    {
      onRequest: app.authenticate,
      // The body is optional: none means the default severity.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        summary: "Fake alarm (a test call): a monitor alert on the caller's own stream",
        tags: ['streams'],
        security: bearerAuth,
        body: FakeAlarmBodySchema,
        response: { 202: StreamEventIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = await streams.fakeAlarm(request.principal(), request.body.severity);
      return reply.code(202).send({ id: String(id) });
    },
  );
};
