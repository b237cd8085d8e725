// The audit log (issue 30): append-only, one event per operation requested and ended, settings change,
// impersonation, DR action… An environment's events are read newest first, a page at a time.
import { Type, type Static } from 'typebox';
export { auditEndpoints } from './endpoints';

const json = (description: string) => Type.Union([Type.Unknown(), Type.Null()], { description });

export const AuditEventSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  occurred_at: Type.String({ format: 'date-time' }),
  action: Type.String({ description: 'e.g. vm.start, settings.change, backup.download.' }),
  actor: Type.Union([Type.String(), Type.Null()], { description: "Who did it: the user's email." }),
  target_id: Type.Union([Type.String(), Type.Null()], { description: 'The resource it touched.' }),
  details: Type.Record(Type.String(), Type.Unknown()),
  before: json('What the thing changed was before; null when not recorded.'),
  after: json('What it was after; null when it was removed or not recorded.'),
});
export type AuditEvent = Static<typeof AuditEventSchema>;

export const defaultAuditLimit = 50;

export const AuditQuerySchema = Type.Object(
  {
    cursor: Type.Optional(
      Type.String({ maxLength: 200, description: "The previous page's next_cursor: the events after it." }),
    ),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: defaultAuditLimit })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuerySchema>;

export const AuditPageSchema = Type.Object({
  events: Type.Array(AuditEventSchema, { description: 'Newest first.' }),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'null on the last page.' }),
});
export type AuditPage = Static<typeof AuditPageSchema>;
