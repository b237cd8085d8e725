// Minha conta (spec §2.4 the store's pages; issue 32): consumption month by month with this month's forecast,
// the statements of closed months, and the environment's purchases. Money is integer centavos as a decimal
// string (never a binary float): write it with formatCents (@nuvem/ui).
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
export { storeEndpoints, storePurchaseEndpoints } from './endpoints';

const Cents = (description: string) =>
  Type.String({ pattern: '^-?[0-9]+$', description: `${description} Integer centavos, a decimal string.` });
const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM.' });

export const StoreConsumptionLineSchema = Type.Object({
  service: Type.String({ description: 'The service (Serviço), e.g. Computação.' }),
  product: Type.String({ description: 'The product (Produto).' }),
  amount_cents: Cents('What the month cost for this service and product.'),
});
export type StoreConsumptionLine = Static<typeof StoreConsumptionLineSchema>;

export const StoreConsumptionMonthSchema = Type.Object({
  month: Month,
  total_cents: Cents('The month’s consumption.'),
  lines: Type.Array(StoreConsumptionLineSchema, { description: 'By service and product, dearest first.' }),
});
export type StoreConsumptionMonth = Static<typeof StoreConsumptionMonthSchema>;

export const StoreConsumptionSchema = Type.Object({
  cloud_id: Type.String(),
  months: Type.Array(StoreConsumptionMonthSchema, {
    description: 'The last 12 months, oldest first; the last is the current month so far.',
  }),
  current: Type.Object({
    month: Month,
    to_date_cents: Cents('This month up to yesterday (the analytics side’s daily totals).'),
    days_elapsed: Type.Integer({
      minimum: 0,
      description: 'Whole days of the month counted (to yesterday).',
    }),
    days_in_month: Type.Integer({ minimum: 28, maximum: 31 }),
    forecast_cents: Type.Union([Cents('The month’s projection.'), Type.Null()], {
      description:
        'Run-rate: to_date_cents ÷ days_elapsed × days_in_month, rounded half up. Null on the first day ' +
        '(no whole day yet).',
    }),
  }),
});
export type StoreConsumption = Static<typeof StoreConsumptionSchema>;

export const storeStatementLineKinds = ['consumption', 'purchase', 'tax'] as const;
export type StoreStatementLineKind = (typeof storeStatementLineKinds)[number];

export const StoreStatementSummarySchema = Type.Object({
  period: Month,
  subtotal_cents: Cents('The sum of the consumption and purchase lines.'),
  taxes_cents: Cents('The sum of the tax lines.'),
  total_cents: Cents('subtotal_cents + taxes_cents.'),
  issued_at: Type.String({ format: 'date-time', description: 'When it was frozen.' }),
});
export type StoreStatementSummary = Static<typeof StoreStatementSummarySchema>;

export const StoreStatementLineSchema = Type.Object({
  kind: Type.Enum(storeStatementLineKinds),
  category: Type.String({
    description:
      'consumption: the service; purchase: the seller (marketplace, ai_agent, tss); tax: its code.',
  }),
  description: Type.String({
    description: 'As the statement reads it (pt-BR, the fiscal document’s language).',
  }),
  quantity: Type.String({ description: 'A decimal string.' }),
  unit: Type.String({ description: 'The quantity’s unit; for a tax, its rate in basis points (500 = 5%).' }),
  amount_cents: Cents('The line’s amount.'),
});
export type StoreStatementLine = Static<typeof StoreStatementLineSchema>;

export const StoreStatementSchema = Type.Object({
  ...StoreStatementSummarySchema.properties,
  cloud_id: Type.String(),
  lines: Type.Array(StoreStatementLineSchema, { description: 'Consumption, then purchases, then taxes.' }),
});
export type StoreStatement = Static<typeof StoreStatementSchema>;

export const StoreStatementListSchema = Type.Object({
  statements: Type.Array(StoreStatementSummarySchema, { description: 'One per closed month, newest first.' }),
});
export type StoreStatementList = Static<typeof StoreStatementListSchema>;

export const StoreStatementParamsSchema = Type.Object({ cloudId: CloudIdSchema, period: Month });
export type StoreStatementParams = Static<typeof StoreStatementParamsSchema>;

export const storePurchaseSources = ['marketplace', 'ai_agent', 'tss'] as const;
export const storePurchaseStates = ['pending', 'provisioning', 'active', 'cancelled', 'failed'] as const;
export type StorePurchaseState = (typeof storePurchaseStates)[number];

export const StorePurchaseSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  cloud_id: Type.String(),
  source: Type.Enum(storePurchaseSources),
  description: Type.String(),
  buyer_email: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  unit_price_cents: Cents('The price when bought.'),
  recurrence: Type.Enum(['once', 'monthly'] as const),
  state: Type.Enum(storePurchaseStates),
  ordered_at: Type.String({ format: 'date-time' }),
  cancellable_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'Until when it may be cancelled without being billed; null: it cannot be.',
  }),
  cancellable: Type.Boolean({ description: 'Whether it may be cancelled now.' }),
  cancelled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type StorePurchase = Static<typeof StorePurchaseSchema>;

export const StorePurchaseListSchema = Type.Object({
  purchases: Type.Array(StorePurchaseSchema, { description: 'Newest first.' }),
});
export type StorePurchaseList = Static<typeof StorePurchaseListSchema>;

export const StorePurchaseParamsSchema = Type.Object({ purchaseId: Type.String({ format: 'uuid' }) });
export type StorePurchaseParams = Static<typeof StorePurchaseParamsSchema>;
