// IaaS price list and budgets (issue 30, IaaS › Calculadora; portal spec §2.4/§4 the shared-budget link, whose
// budget_id opens a budget saved here). Prices are centavos of R$ a month: per item, or per GB for disks,
// snapshots and backups; a budget's totals are computed by the API from the prices of today.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
export { iaasPricingEndpoints } from './endpoints';

/** How many lines a budget may hold, and how many of one item a line may ask for. */
export const iaasBudgetLimits = { lines: 50, quantity: 100_000 } as const;

export const iaasPriceKinds = ['size', 'disk', 'public_ip', 'network', 'snapshot', 'backup'] as const;
export type IaasPriceKind = (typeof iaasPriceKinds)[number];

const sku = (description: string) => Type.String({ pattern: '^[a-z0-9][a-z0-9.-]{0,39}$', description });
const cents = (description: string) => Type.Integer({ minimum: 0, description });

export const IaasRegionSchema = Type.Object({
  region: Type.String({ description: 'e.g. sa-east-1.' }),
  name: Type.String({ description: 'The city, e.g. São Paulo.' }),
});
export type IaasRegion = Static<typeof IaasRegionSchema>;

export const IaasPriceSchema = Type.Object({
  sku: sku('The item, e.g. std.4x16 (a machine size), disk.standard, ip.public.'),
  region: Type.String(),
  kind: Type.Enum(iaasPriceKinds),
  unit: Type.Enum(['month', 'gb_month'] as const, {
    description: 'month: the price of one item a month; gb_month: of one GB a month.',
  }),
  price_cents: cents('Centavos of R$ per unit.'),
  vcpus: Type.Union([Type.Integer(), Type.Null()], { description: 'Sizes: their vCPUs; null otherwise.' }),
  memory_gb: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Sizes: memory in GB; null otherwise.',
  }),
});
export type IaasPrice = Static<typeof IaasPriceSchema>;

export const IaasImageSchema = Type.Object({
  image_id: sku('e.g. ubuntu-24.04.'),
  name: Type.String(),
  os_family: Type.Enum(['linux', 'windows'] as const),
  min_disk_gb: Type.Integer({ minimum: 1 }),
  license_cents_per_vcpu: cents('A license a machine pays a month per vCPU on top of its size; 0 when free.'),
});
export type IaasImage = Static<typeof IaasImageSchema>;

export const IaasPriceListSchema = Type.Object({
  currency: Type.Literal('BRL'),
  regions: Type.Array(IaasRegionSchema),
  prices: Type.Array(IaasPriceSchema, { description: 'By region, then kind, then size.' }),
  images: Type.Array(IaasImageSchema),
});
export type IaasPriceList = Static<typeof IaasPriceListSchema>;

export const IaasBudgetLineSchema = Type.Object(
  {
    sku: sku('An item of the price list of the budget’s region.'),
    quantity: Type.Integer({
      minimum: 1,
      maximum: iaasBudgetLimits.quantity,
      description: 'Items, or GB for items priced per GB.',
    }),
  },
  { additionalProperties: false },
);
export type IaasBudgetLine = Static<typeof IaasBudgetLineSchema>;

const BudgetNameSchema = Type.String({
  minLength: 1,
  maxLength: 120,
  description: 'e.g. "ERP em produção".',
});

/** What the calculator's save form asks for (the lines and region are the estimate's): the name alone. */
export const IaasBudgetNameFormSchema = Type.Object(
  { name: BudgetNameSchema },
  { additionalProperties: false },
);

export const IaasBudgetBodySchema = Type.Object(
  {
    name: BudgetNameSchema,
    region: Type.String({ minLength: 1, maxLength: 40 }),
    items: Type.Array(IaasBudgetLineSchema, { minItems: 1, maxItems: iaasBudgetLimits.lines }),
  },
  { additionalProperties: false },
);
export type IaasBudgetBody = Static<typeof IaasBudgetBodySchema>;

export const IaasBudgetPricedLineSchema = Type.Object({
  sku: Type.String(),
  kind: Type.Enum(iaasPriceKinds),
  unit: Type.Enum(['month', 'gb_month'] as const),
  quantity: Type.Integer(),
  price_cents: cents('The unit price today.'),
  monthly_cents: cents('quantity × price_cents.'),
});
export type IaasBudgetPricedLine = Static<typeof IaasBudgetPricedLineSchema>;

export const IaasBudgetSchema = Type.Object({
  budget_id: Type.String({ format: 'uuid' }),
  cloud_id: Type.String(),
  name: Type.String(),
  region: Type.String(),
  lines: Type.Array(IaasBudgetPricedLineSchema),
  unpriced_skus: Type.Array(Type.String(), {
    description:
      'Items saved in the budget that the price list of its region no longer has: not in the totals.',
  }),
  monthly_cents: cents('The sum of the lines a month.'),
  yearly_cents: cents('Twelve months.'),
  consumption: Type.Object(
    {
      month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'The current month, YYYY-MM.' }),
      days_elapsed: Type.Integer({
        minimum: 0,
        description: 'Days of the month with consumption, up to yesterday.',
      }),
      days_in_month: Type.Integer({ minimum: 28, maximum: 31 }),
      to_date_cents: cents("The environment's real consumption this month up to yesterday, every service."),
      projected_cents: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
        description:
          'The month at the pace so far (to date ÷ days elapsed × days in the month); null on its first day.',
      }),
    },
    { description: "The environment's real consumption this month, to compare the budget with." },
  ),
  created_by: Type.String({ description: "The author's e-mail." }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  share_path: Type.String({
    description:
      'The shared-budget link (portal spec §4): iaas/calculator/shared-budget?cloud_id=…&budget_id=…, ' +
      'which opens this budget for whoever may see the environment.',
  }),
});
export type IaasBudget = Static<typeof IaasBudgetSchema>;

export const IaasBudgetListSchema = Type.Object({
  budgets: Type.Array(IaasBudgetSchema, { description: 'Last changed first, at most 100.' }),
});
export type IaasBudgetList = Static<typeof IaasBudgetListSchema>;

export const IaasBudgetParamsSchema = Type.Object({
  cloudId: CloudIdSchema,
  budgetId: Type.String({ format: 'uuid' }),
});
export type IaasBudgetParams = Static<typeof IaasBudgetParamsSchema>;

export const IaasBudgetHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      format: 'uuid',
      description:
        'A retried save, change or delete with the same key answers what the first answered; with another ' +
        'request, 409 idempotency_key_reused.',
    }),
  ),
});
