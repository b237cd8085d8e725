// Marketplace Nuvem (issue 32): the provider's AI agents on offer, an environment's hired agents with their use
// and settings, and the sales tree of staff (every purchase across customers, project agents). Money is integer
// centavos as a decimal string (never a float).
import { Type, type Static } from 'typebox';
import {
  aiAgentAllowanceUnits,
  aiAgentChannels,
  aiAgentHireStates,
  aiAgentLanguages,
  projectAgentRoles,
  salesPurchaseSources,
  salesPurchaseStates,
} from './ai-agents-constants';
import { CloudIdSchema, TCodeSchema } from './environments';
export { aiAgentEndpoints, salesEndpoints } from './endpoints';

const CentsSchema = Type.String({
  pattern: '^[0-9]{1,18}$',
  description: 'Integer centavos, as a decimal string.',
});
const LocalizedSchema = Type.Object(
  { 'pt-BR': Type.String(), en: Type.String(), es: Type.String() },
  { description: 'The text in each language of the portal.' },
);
const SlugSchema = Type.String({ pattern: '^[a-z0-9-]{2,60}$', description: "e.g. 'invoice-reader'." });
const LanguageSchema = Type.Enum(aiAgentLanguages);
const ChannelSchema = Type.Enum(aiAgentChannels);

export const AiAgentSchema = Type.Object({
  slug: SlugSchema,
  name: LocalizedSchema,
  summary: LocalizedSchema,
  capabilities: Type.Array(LocalizedSchema),
  products: Type.Array(Type.String(), { description: 'The products it works with.' }),
  monthly_price_cents: CentsSchema,
  allowance: Type.Integer({ minimum: 1, description: 'Conversations or tasks a month includes.' }),
  allowance_unit: Type.Enum(aiAgentAllowanceUnits),
  channels: Type.Array(ChannelSchema, { description: 'The channels it may answer on.' }),
});
export type AiAgent = Static<typeof AiAgentSchema>;

export const AiAgentCatalogueSchema = Type.Object({
  agents: Type.Array(AiAgentSchema, { description: 'In the catalogue order.' }),
});
export type AiAgentCatalogue = Static<typeof AiAgentCatalogueSchema>;

export const AiAgentSettingsBodySchema = Type.Object(
  {
    display_name: Type.String({
      minLength: 1,
      maxLength: 80,
      pattern: '\\S',
      description: 'The name users see when it answers.',
    }),
    language: LanguageSchema,
    channel: ChannelSchema,
    human_handoff: Type.Boolean({ description: 'Hands the conversation to a person when asked or unsure.' }),
  },
  { additionalProperties: false },
);
export type AiAgentSettingsBody = Static<typeof AiAgentSettingsBodySchema>;

export const AiAgentHireBodySchema = Type.Object({ agent: SlugSchema }, { additionalProperties: false });
export type AiAgentHireBody = Static<typeof AiAgentHireBodySchema>;

export const AiAgentHireSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  agent: AiAgentSchema,
  settings: AiAgentSettingsBodySchema,
  state: Type.Enum(aiAgentHireStates),
  purchase_id: Type.String({ format: 'uuid' }),
  /** The price copied at hiring: what the purchase bills. */
  monthly_price_cents: CentsSchema,
  uses_this_month: Type.Integer({ minimum: 0 }),
  hired_at: Type.String({ format: 'date-time' }),
  hired_by: Type.String({ description: "The buyer's e-mail." }),
  last_used_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  deactivated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AiAgentHire = Static<typeof AiAgentHireSchema>;

export const AiAgentHireListSchema = Type.Object({
  hires: Type.Array(AiAgentHireSchema, { description: 'Active ones first, then newest first.' }),
});
export type AiAgentHireList = Static<typeof AiAgentHireListSchema>;

export const AiAgentHireParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  hireId: Type.String({ format: 'uuid' }),
});

// ── The sales tree (staff) ─────────────────────────────────────────────────────────────────────────────────

export const SalesHistoryQuerySchema = Type.Object({
  customer: Type.Optional(Type.String({ maxLength: 40, description: "A customer's code (t_code)." })),
  source: Type.Optional(Type.Enum(salesPurchaseSources)),
  from: Type.Optional(Type.String({ format: 'date', description: 'Ordered on or after this day (UTC).' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Ordered on or before this day (UTC).' })),
});
export type SalesHistoryQuery = Static<typeof SalesHistoryQuerySchema>;

export const SalesCustomerSchema = Type.Object({ t_code: Type.String(), corporate_name: Type.String() });
export type SalesCustomer = Static<typeof SalesCustomerSchema>;

export const SalesPurchaseSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  customer: SalesCustomerSchema,
  cloud_id: Type.String(),
  source: Type.Enum(salesPurchaseSources),
  description: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  unit_price_cents: CentsSchema,
  total_cents: CentsSchema,
  recurrence: Type.Union([Type.Literal('once'), Type.Literal('monthly')]),
  state: Type.Enum(salesPurchaseStates),
  buyer_email: Type.String(),
  ordered_at: Type.String({ format: 'date-time' }),
});
export type SalesPurchase = Static<typeof SalesPurchaseSchema>;

export const SalesHistorySchema = Type.Object({
  purchases: Type.Array(SalesPurchaseSchema, { description: 'Newest first, at most 1000.' }),
  total_cents: Type.String({
    pattern: '^[0-9]{1,18}$',
    description: 'Integer centavos: quantity × unit price of every matching purchase but failed ones.',
  }),
  count: Type.Integer({
    minimum: 0,
    description: 'How many purchases match (the total counts all of them).',
  }),
  customers: Type.Array(SalesCustomerSchema, { description: 'Every customer, by name, for the filter.' }),
});
export type SalesHistory = Static<typeof SalesHistorySchema>;

export const ProjectAgentSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  full_name: Type.String(),
  email: Type.String(),
  role: Type.Enum(projectAgentRoles),
  customers: Type.Array(SalesCustomerSchema, { description: 'The customers assigned to them, by name.' }),
});
export type ProjectAgent = Static<typeof ProjectAgentSchema>;

export const ProjectAgentListSchema = Type.Object({
  agents: Type.Array(ProjectAgentSchema, { description: 'By name.' }),
  customers: Type.Array(SalesCustomerSchema, { description: 'Every customer, by name.' }),
});
export type ProjectAgentList = Static<typeof ProjectAgentListSchema>;

export const ProjectAgentCustomerParamsSchema = Type.Object({
  agentId: Type.String({ format: 'uuid' }),
  tCode: TCodeSchema,
});
