// The real-time channel (spec §3 "Monitor stream message", "Push alert"; §7 "Push channel"): server-sent
// events per user stream_channel and per environment (`<cloudId>-generic-message`). EventSource cannot send
// headers, so a stream is opened with the user's stream_channel and a hash the API computed (`user`, `hash`);
// a client that reconnects sends Last-Event-ID and receives every event it missed, in order.
import { Type, type Static } from 'typebox';
import type { Operation } from './operations';
export { streamEndpoints } from './endpoints';

export { genericMessageSuffix, genericMessageChannel, cloudIdOfGenericMessageChannel } from './channels';

/** An event id: a decimal integer, increasing along a channel. */
const eventId = (description: string) => Type.String({ pattern: '^[0-9]{1,15}$', description });

export const StreamChannelParamsSchema = Type.Object({
  channel: Type.String({
    pattern: '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$',
    description: "The user's stream_channel, or `<cloudId>-generic-message`.",
  }),
});
export type StreamChannelParams = Static<typeof StreamChannelParamsSchema>;

export const StreamQuerySchema = Type.Object({
  user: Type.Optional(
    Type.String({ maxLength: 200, description: 'The stream_channel of the user the hash was made for.' }),
  ),
  hash: Type.Optional(Type.String({ maxLength: 100, description: '/me stream_hash, or the ticket hash.' })),
  lastEventId: Type.Optional(eventId('Fallback for the Last-Event-ID header (EventSource polyfills).')),
});
export type StreamQuery = Static<typeof StreamQuerySchema>;

export const StreamHeadersSchema = Type.Object({
  'last-event-id': Type.Optional(eventId('The id of the last event received: the missed ones follow.')),
});

export const StreamTicketSchema = Type.Object({
  channel: Type.String(),
  user: Type.String({ description: "The query's `user` value: the signed-in user's stream_channel." }),
  hash: Type.String({ description: "The query's `hash` value." }),
  path: Type.String({
    description: 'The subscribe path with its query, ready for new EventSource(base + path).',
  }),
});
export type StreamTicket = Static<typeof StreamTicketSchema>;

export const MonitorSeveritySchema = Type.Union([
  Type.Literal('ok'),
  Type.Literal('warning'),
  Type.Literal('critical'),
  Type.Literal('fatal'),
]);
export type MonitorSeverity = Static<typeof MonitorSeveritySchema>;

export const FakeAlarmBodySchema = Type.Object(
  { severity: Type.Optional(MonitorSeveritySchema) },
  { additionalProperties: false },
);
export type FakeAlarmBody = Static<typeof FakeAlarmBodySchema>;

export const StreamEventIdSchema = Type.Object({ id: eventId('The id of the event published.') });
export type StreamEventId = Static<typeof StreamEventIdSchema>;

/** event: monitor. */
export const MonitorMessageSchema = Type.Object({
  type: Type.Literal('monitor'),
  data: Type.Object({
    hostname: Type.String(),
    type: Type.String({ description: 'What is monitored, e.g. cpu, disk, ping.' }),
    message: Type.String(),
    currentSeverity: MonitorSeveritySchema,
    startedAt: Type.String({ format: 'date-time' }),
    endedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  }),
});
export type MonitorMessage = Static<typeof MonitorMessageSchema>;

/** event: alert. The portal translates error_code (code 10002 fills in two variables). */
export const PushAlertSchema = Type.Object({
  error_code: Type.String(),
  error_vars: Type.Array(Type.String()),
  msg: Type.String(),
  pipeline_status: Type.Literal('USER_FAILED'),
});
export type PushAlert = Static<typeof PushAlertSchema>;

/** event: generic-message, on `<cloudId>-generic-message`: shaped like a communication event. */
export const GenericMessageSchema = Type.Object({
  notification_type: Type.String(),
  top_type: Type.Union([Type.String(), Type.Null()]),
  content: Type.String(),
});
export type GenericMessage = Static<typeof GenericMessageSchema>;

/** Each SSE `event:` name and the JSON its `data:` carries. */
export interface StreamEventMap {
  alert: PushAlert;
  monitor: MonitorMessage;
  'generic-message': GenericMessage;
  /** An operation of the user was asked, moved a step, or ended (operations.ts): the whole operation. */
  operation: Operation;
}
export type StreamEventName = keyof StreamEventMap;
