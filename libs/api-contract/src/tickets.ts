// Support tickets (portal spec §1 "support tickets", §2.6 "customer support (/tickets)"): the tickets of an
// environment, filtered open or closed, searched, sorted and paged, and one ticket with its history.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
import {
  defaultTicketsPageSize,
  maxTicketSearchLength,
  maxTicketsPageSize,
  ticketCategories,
  ticketCreateLimits,
} from './support-constants';
export { supportEndpoints, ticketEndpoints } from './endpoints';

const Timestamp = Type.String({ format: 'date-time' });

/** Where a ticket is in its life; the first four count as open, the last two as closed. */
export const ticketStatuses = ['new', 'open', 'pending', 'on_hold', 'solved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const openTicketStatuses = ['new', 'open', 'pending', 'on_hold'] as const satisfies TicketStatus[];
export const closedTicketStatuses = ['solved', 'closed'] as const satisfies TicketStatus[];

/** How urgent the customer says it is, least first. */
export const ticketSeverities = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketSeverity = (typeof ticketSeverities)[number];

/** How the ticket reached support. */
export const ticketChannels = ['portal', 'email', 'phone', 'chat'] as const;
export type TicketChannel = (typeof ticketChannels)[number];

/** The columns a ticket list can be sorted by. */
export const ticketSortFields = [
  'number',
  'subject',
  'product',
  'severity',
  'status',
  'created_at',
  'updated_at',
] as const;
export type TicketSortField = (typeof ticketSortFields)[number];

export const TicketStatusSchema = Type.Enum(ticketStatuses, {
  description:
    'new, open, pending (waiting for the customer), on_hold (waiting for a third party): open; solved, closed: closed.',
});
export const TicketSeveritySchema = Type.Enum(ticketSeverities, {
  description: 'low, normal, high or urgent.',
});
export const TicketChannelSchema = Type.Enum(ticketChannels, {
  description: 'How the ticket reached support.',
});

export const TicketNumberParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  ticketNumber: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The ticket number.' }),
});
export type TicketNumberParams = Static<typeof TicketNumberParamsSchema>;

export const TicketListQuerySchema = Type.Object(
  {
    status: Type.Optional(
      Type.Union([Type.Literal('open'), Type.Literal('closed')], {
        description: 'open: new, open, pending, on_hold; closed: solved, closed; absent: both.',
      }),
    ),
    search: Type.Optional(
      Type.String({
        maxLength: maxTicketSearchLength,
        description:
          'Case- and accent-insensitive text found in the subject, product or requester, or the ticket number.',
      }),
    ),
    sort: Type.Optional(
      Type.Enum(ticketSortFields, { description: 'The column to sort by (default updated_at).' }),
    ),
    order: Type.Optional(
      Type.Union([Type.Literal('asc'), Type.Literal('desc')], { description: 'Default desc.' }),
    ),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: maxTicketsPageSize, default: defaultTicketsPageSize }),
    ),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  },
  { additionalProperties: false },
);
export type TicketListQuery = Static<typeof TicketListQuerySchema>;

export const TicketPersonSchema = Type.Object({
  name: Type.String(),
  email: Type.String(),
});
export type TicketPerson = Static<typeof TicketPersonSchema>;

export const TicketAuthorRoleSchema = Type.Union(
  [Type.Literal('customer'), Type.Literal('agent'), Type.Literal('system')],
  { description: "customer: the customer's side; agent: the provider's support; system: automatic." },
);
export type TicketAuthorRole = Static<typeof TicketAuthorRoleSchema>;

export const TicketLastMessageSchema = Type.Object({
  author: Type.String(),
  author_role: TicketAuthorRoleSchema,
  excerpt: Type.String({ description: 'The start of the message, at most 160 characters.' }),
  at: Timestamp,
});
export type TicketLastMessage = Static<typeof TicketLastMessageSchema>;

/** A ticket as a list shows it. */
export const TicketSummarySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  number: Type.Integer({ description: 'What the customer quotes to support; the ticket’s address.' }),
  subject: Type.String(),
  product: Type.String(),
  severity: TicketSeveritySchema,
  status: TicketStatusSchema,
  channel: TicketChannelSchema,
  requester: TicketPersonSchema,
  assignee: Type.Union([Type.String(), Type.Null()], { description: 'The support agent or team on it.' }),
  created_at: Timestamp,
  updated_at: Timestamp,
  solved_at: Type.Union([Timestamp, Type.Null()]),
  last_message: Type.Union([TicketLastMessageSchema, Type.Null()]),
  message_count: Type.Integer({ minimum: 0 }),
});
export type TicketSummary = Static<typeof TicketSummarySchema>;

export const TicketListSchema = Type.Object({
  tickets: Type.Array(TicketSummarySchema),
  total: Type.Integer({ description: 'Tickets matching status and search, over all pages.' }),
  counts: Type.Object(
    { open: Type.Integer(), closed: Type.Integer() },
    { description: 'Open and closed tickets matching the search (the tabs’ counts).' },
  ),
  limit: Type.Integer(),
  offset: Type.Integer(),
});
export type TicketList = Static<typeof TicketListSchema>;

/** One entry of a ticket's history: a message, or a change of status. */
export const TicketEventSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.Union([Type.Literal('message'), Type.Literal('status_change')]),
  at: Timestamp,
  author: Type.String(),
  author_role: TicketAuthorRoleSchema,
  body: Type.Union([Type.String(), Type.Null()], { description: 'The message; null for a status change.' }),
  from_status: Type.Union([TicketStatusSchema, Type.Null()]),
  to_status: Type.Union([TicketStatusSchema, Type.Null()], { description: 'Set for a status change.' }),
});
export type TicketEvent = Static<typeof TicketEventSchema>;

export const TicketSchema = Type.Object({
  ...TicketSummarySchema.properties,
  environment: Type.Object({
    cloud_id: Type.String(),
    t_code: Type.String(),
    corporate_name: Type.String(),
  }),
  history: Type.Array(TicketEventSchema, {
    description: 'Oldest first; the first message opened the ticket.',
  }),
});
export type Ticket = Static<typeof TicketSchema>;

// ── The provider's support channels (the /contact page) ───────────────────────────────────────────────────

export const SupportHoursSchema = Type.Object({
  days: Type.Union([Type.Literal('every_day'), Type.Literal('weekdays')]),
  from: Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:mm' }),
  to: Type.String({ pattern: '^\\d{2}:\\d{2}$', description: 'HH:mm; 24:00 is the end of the day.' }),
  time_zone: Type.String({ description: 'IANA name, e.g. America/Sao_Paulo.' }),
});
export type SupportHours = Static<typeof SupportHoursSchema>;

export const SupportChannelSchema = Type.Object({
  kind: Type.Union([Type.Literal('phone'), Type.Literal('email')]),
  value: Type.String({ description: 'The phone number or e-mail address.' }),
  audience: Type.Union([Type.Literal('all'), Type.Literal('prime')], {
    description: 'prime: for environments with PRIME support only.',
  }),
  hours: SupportHoursSchema,
});
export type SupportChannel = Static<typeof SupportChannelSchema>;

export const SupportChannelsSchema = Type.Object({ channels: Type.Array(SupportChannelSchema) });
export type SupportChannels = Static<typeof SupportChannelsSchema>;

// ── Opening a ticket (IaaS › Ajuda 'Abrir chamado') ────────────────────────────────────────────────────────

export { ticketCategories, ticketCreateLimits, type TicketCategory } from './support-constants';

/** What the ticket form asks (the environment is the one the user is in). */
export const TicketCreateFormSchema = Type.Object(
  {
    subject: Type.String({ minLength: 3, maxLength: ticketCreateLimits.subject, pattern: '\\S' }),
    description: Type.String({ minLength: 10, maxLength: ticketCreateLimits.description, pattern: '\\S' }),
    category: Type.Enum(ticketCategories),
    resource_id: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: ticketCreateLimits.resourceId,
        description: 'An IaaS resource of the environment the ticket is about (e.g. vm-acm1-01).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type TicketCreateForm = Static<typeof TicketCreateFormSchema>;

export const TicketCreateBodySchema = Type.Object(
  { ...TicketCreateFormSchema.properties, cloud_id: CloudIdSchema },
  { additionalProperties: false },
);
export type TicketCreateBody = Static<typeof TicketCreateBodySchema>;

export const TicketCreateHeadersSchema = Type.Object({
  'idempotency-key': Type.String({
    format: 'uuid',
    description: 'Required: a retried request with the same key answers the ticket opened the first time.',
  }),
});

export const TicketCreatedSchema = Type.Object({
  number: Type.Integer(),
  cloud_id: Type.String(),
  path: Type.String({ description: 'The portal page of the new ticket.' }),
});
export type TicketCreated = Static<typeof TicketCreatedSchema>;
