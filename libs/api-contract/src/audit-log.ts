// The audit log screen (issue 31): every entry the user may see (a customer their environments', provider staff
// all), server-paged newest first, filtered by who, what, when and environment; the same entries as CSV.
import { Type, type Static } from 'typebox';
import { auditLogFilterFields, auditResults } from './audit-log-constants';
import { CollectionQuerySchema } from './collection-query-schema';
export { auditLogEndpoints } from './endpoints';
export * from './audit-log-constants';

const when = (description: string) => Type.Optional(Type.String({ format: 'date-time', description }));

const { page: _page, page_size: _pageSize, ...filterProperties } = CollectionQuerySchema.properties;

const filterDescription =
  `Filter fields: ${auditLogFilterFields.join(', ')} (actor by e-mail or id; action=vm.start, or action:vm. ` +
  'for a domain; environment by cloud_id; result); free text (`:text`) searches the resource and the details. ' +
  'Newest first; sort accepts only occurred_at.';

/** The filters alone: what the list and the CSV export share. */
export const AuditLogFilterQuerySchema = Type.Object(
  {
    ...filterProperties,
    from: when('Entries at or after this instant.'),
    to: when('Entries before this instant.'),
  },
  { additionalProperties: false, description: filterDescription },
);
export type AuditLogFilterQuery = Static<typeof AuditLogFilterQuerySchema>;

export const AuditLogQuerySchema = Type.Object(
  { ...AuditLogFilterQuerySchema.properties, page: _page, page_size: _pageSize },
  { additionalProperties: false, description: filterDescription },
);
export type AuditLogQuery = Static<typeof AuditLogQuerySchema>;

export const AuditUserSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  email: Type.String(),
});
export type AuditUser = Static<typeof AuditUserSchema>;

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

const json = (description: string) => Type.Union([Type.Unknown(), Type.Null()], { description });

export const AuditLogEntrySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  occurred_at: Type.String({ format: 'date-time' }),
  action: Type.String({ description: 'A row of audit_actions, e.g. vm.start.' }),
  result: Type.Enum(auditResults),
  actor: nullable(AuditUserSchema, 'Who did it.'),
  subject: nullable(
    AuditUserSchema,
    'Whom it was done for, when not the actor (an impersonation): shown as "via impersonation by" the actor.',
  ),
  environment: nullable(
    Type.Object({ cloud_id: Type.String(), name: Type.String() }),
    'null for an entry of no environment (seen by provider staff only).',
  ),
  resource: nullable(Type.String(), 'The resource it touched.'),
  details: Type.Record(Type.String(), Type.Unknown(), {
    description: 'Secrets are never kept; redacted if named.',
  }),
  before: json('What the thing changed was before; null when not recorded.'),
  after: json('What it was after; null when it was removed or not recorded.'),
});
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;

export const AuditLogPageSchema = Type.Object({
  total: Type.Integer({ minimum: 0, description: 'Entries matching the filter, over every page.' }),
  page: Type.Integer({ minimum: 1 }),
  page_size: Type.Integer({ minimum: 1 }),
  items: Type.Array(AuditLogEntrySchema, { description: 'Newest first.' }),
});
export type AuditLogPage = Static<typeof AuditLogPageSchema>;

export const AuditLogOptionsSchema = Type.Object({
  actors: Type.Array(AuditUserSchema, { description: 'Who appears in the entries the user may see.' }),
  actions: Type.Array(Type.String(), { description: 'Every audited action (audit_actions), sorted.' }),
  environments: Type.Array(Type.Object({ cloud_id: Type.String(), name: Type.String() }), {
    description: 'The environments whose entries the user may see.',
  }),
});
export type AuditLogOptions = Static<typeof AuditLogOptionsSchema>;
