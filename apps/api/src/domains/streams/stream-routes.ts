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
import type { RateLimit, StreamsConfig } from '../../config';
import { ApiError } from '../../errors';
import type { EventBus } from './event-bus';
import type { StreamService } from './stream-service';
import { perUserLimit } from '../../http/rate-limits';
import { bearerAuth, errorResponses, errorResponsesWith404 } from '../../http/schemas';
import { sseHeaders, sseRetryMs, SseStream } from './sse';

interface Options {
  streams: StreamService;
  bus: EventBus;
  config: Pick<StreamsConfig, 'heartbeatMs' | 'maxConnectionsPerUser'>;
  fakeAlarmRateLimit: RateLimit;
}

interface OpenStream {
  sessionId: string;
  /** Checks again what opened it; rejects when it would be refused now. */
  recheck(): Promise<unknown>;
}

export const streamRoutes: FastifyPluginAsyncTypebox<Options> = async (
  app,
  { streams, bus, config, fakeAlarmRateLimit },
) => {
  const open = new Map<SseStream, OpenStream>();
  /** Open streams per user id on this instance. */
  const perUser = new Map<string, number>();
  // A sign-in changed (signed out, impersonation ended…): its open streams are checked again, and those it no
  // longer opens are ended. The browser's reconnection is then refused, which stops it.
  const stopWatching = streams.onSessionChange((sessionId) => {
    for (const [stream, { sessionId: of, recheck }] of open)
      if (sessionId === undefined || sessionId === of) recheck().catch(() => stream.close());
  });
  // Open streams would keep app.close() waiting forever: end them first (clients reconnect elsewhere).
  app.addHook('preClose', async () => {
    stopWatching();
    for (const stream of open.keys()) stream.close();
  });

  app.get(
    routeOf(streamEndpoints.subscribe),
    {
      config: { withoutApiKey: true },
      schema: {
        summary: "Server-sent events of a user's stream_channel or of `<cloudId>-generic-message`",
        description:
          'Authorised by `user` and `hash` in the query (from /me stream_hash, or from the stream ticket), since ' +
          'EventSource cannot send headers; the hash opens streams while the sign-in it was given to lives. Events: `monitor`, `alert`, `generic-message`, each with an id. ' +
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
      const { user: userParam, hash } = request.query;
      const { user, sessionId } = await streams.authorize(channel, userParam, hash);
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
      open.set(stream, { sessionId, recheck: () => streams.authorize(channel, userParam, hash) });
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
      // A test call that stores an event and wakes every stream of the user: limited per user, like sign-in.
      config: { rateLimit: { ...perUserLimit(fakeAlarmRateLimit), hook: 'preHandler' } },
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
