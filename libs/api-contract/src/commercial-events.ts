// Evento comercial and its migration (issue 32): the campaigns a customer takes part in, joining one, and
// moving a commercial proposal into one; staff approve or refuse the requests. Money is integer centavos,
// sent as a decimal string.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
import { commercialRequestKinds, commercialRequestStates, usageTermLimits } from './commercial-constants';
export { commercialEventAdminEndpoints, commercialEventEndpoints } from './endpoints';

const Cents = Type.String({ pattern: '^[0-9]+$', description: 'Integer centavos, as a decimal string.' });
const DateOnly = Type.String({ format: 'date' });
const DateTime = Type.String({ format: 'date-time' });

export const CommercialRequestSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Enum(commercialRequestKinds),
  state: Type.Enum(commercialRequestStates),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'Why it was refused.' }),
  requested_at: DateTime,
  decided_at: Type.Union([DateTime, Type.Null()]),
});
export type CommercialRequestSummary = Static<typeof CommercialRequestSummarySchema>;

export const CommercialEventSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  conditions: Type.String(),
  discount_percent: Type.Integer({ minimum: 0, maximum: 100 }),
  starts_on: DateOnly,
  ends_on: DateOnly,
  open: Type.Boolean({ description: 'Today is within its dates: it may be joined.' }),
  join_request: Type.Union([CommercialRequestSummarySchema, Type.Null()], {
    description: "This environment's latest request to join it (approved: it takes part).",
  }),
});
export type CommercialEvent = Static<typeof CommercialEventSchema>;

export const CommercialEventListSchema = Type.Object({ events: Type.Array(CommercialEventSchema) });
export type CommercialEventList = Static<typeof CommercialEventListSchema>;

export const CommercialProposalSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.String(),
  products: Type.Array(Type.String()),
  value_cents: Cents,
  event: Type.Union(
    [Type.Object({ id: Type.String(), name: Type.String(), value_cents: Cents }), Type.Null()],
    {
      description: 'The event it was moved into, with its value there.',
    },
  ),
  migration_request: Type.Union(
    [Type.Object({ ...CommercialRequestSummarySchema.properties, event_name: Type.String() }), Type.Null()],
    { description: 'Its latest request to move into an event.' },
  ),
});
export type CommercialProposal = Static<typeof CommercialProposalSchema>;

export const CommercialProposalListSchema = Type.Object({ proposals: Type.Array(CommercialProposalSchema) });
export type CommercialProposalList = Static<typeof CommercialProposalListSchema>;

export const CommercialMigrationBodySchema = Type.Object(
  { event_id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type CommercialMigrationBody = Static<typeof CommercialMigrationBodySchema>;

export const CommercialEventRequestSchema = Type.Object({
  ...CommercialRequestSummarySchema.properties,
  event: Type.Object({ id: Type.String(), name: Type.String() }),
  environment: Type.Object({ cloud_id: Type.String(), corporate_name: Type.String(), t_code: Type.String() }),
  proposal: Type.Union([
    Type.Object({ number: Type.String(), value_cents: Cents, new_value_cents: Cents }),
    Type.Null(),
  ]),
  requested_by: Type.Union([Type.String(), Type.Null()]),
  decided_by: Type.Union([Type.String(), Type.Null()]),
});
export type CommercialEventRequest = Static<typeof CommercialEventRequestSchema>;

export const CommercialEventRequestListSchema = Type.Object({
  requests: Type.Array(CommercialEventRequestSchema),
});
export type CommercialEventRequestList = Static<typeof CommercialEventRequestListSchema>;

export const CommercialDecisionBodySchema = Type.Object(
  {
    decision: Type.Union([Type.Literal('approve'), Type.Literal('refuse')]),
    reason: Type.Optional(
      Type.String({ maxLength: usageTermLimits.reason, description: 'Required to refuse.' }),
    ),
  },
  { additionalProperties: false },
);
export type CommercialDecisionBody = Static<typeof CommercialDecisionBodySchema>;

export const CommercialEventParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  eventId: Type.String({ format: 'uuid' }),
});
export const CommercialProposalParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  proposalId: Type.String({ format: 'uuid' }),
});
export const CommercialRequestParamsSchema = Type.Object({ requestId: Type.String({ format: 'uuid' }) });
