// Marketplace (issue 32): offers with their plans and prices (integer centavos as decimal strings, never a
// float), shown to every customer or to chosen ones, bought for an environment as an operation that records a
// purchase (migration 0044), and run by provider staff.
import { Type, type Static } from 'typebox';
import { CloudIdSchema } from './environments';
import {
  marketplaceAudiences,
  marketplaceCategories,
  marketplaceLimits,
  marketplaceOfferStates,
  marketplacePricePattern,
} from './marketplace-constants';
import { OperationSchema } from './operations';
export { marketplaceAdminEndpoints, marketplaceEndpoints } from './endpoints';
export * from './marketplace-constants';

const recurrences = ['monthly', 'once'] as const;
const purchaseStates = ['pending', 'provisioning', 'active', 'cancelled', 'failed'] as const;

/** Integer centavos as a decimal string: exact, whatever the amount. */
export const MarketplaceCentsSchema = Type.String({
  pattern: '^(0|[1-9][0-9]{0,9})$',
  description: 'Integer centavos, as a decimal string (e.g. "19990" is R$ 199,90).',
});

export const MarketplacePlanSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  price_cents: MarketplaceCentsSchema,
  recurrence: Type.Enum(recurrences, { description: 'monthly: billed every month; once: billed once.' }),
});
export type MarketplacePlan = Static<typeof MarketplacePlanSchema>;

const offerFields = {
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  category: Type.Enum(marketplaceCategories),
  description: Type.String(),
  vendor: Type.String(),
  plans: Type.Array(MarketplacePlanSchema, { description: 'In the order staff gave them.' }),
};

/** An offer in the public catalogue: published and shown to every customer. */
export const MarketplaceCatalogueOfferSchema = Type.Object(offerFields);
export type MarketplaceCatalogueOffer = Static<typeof MarketplaceCatalogueOfferSchema>;
export const MarketplaceCatalogueSchema = Type.Object({
  offers: Type.Array(MarketplaceCatalogueOfferSchema),
});
export type MarketplaceCatalogue = Static<typeof MarketplaceCatalogueSchema>;

/** The environment's latest purchase of an offer: what the offer's card says of it. */
export const MarketplaceLastPurchaseSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  plan_id: Type.String(),
  state: Type.Enum(purchaseStates),
  ordered_at: Type.String({ format: 'date-time' }),
});
export type MarketplaceLastPurchase = Static<typeof MarketplaceLastPurchaseSchema>;

/** An offer on sale to an environment, with what the environment last bought of it. */
export const MarketplaceOfferSchema = Type.Object({
  ...offerFields,
  last_purchase: Type.Union([MarketplaceLastPurchaseSchema, Type.Null()]),
});
export type MarketplaceOffer = Static<typeof MarketplaceOfferSchema>;
export const MarketplaceOfferListSchema = Type.Object({
  cloud_id: Type.String(),
  offers: Type.Array(MarketplaceOfferSchema),
});
export type MarketplaceOfferList = Static<typeof MarketplaceOfferListSchema>;

export const MarketplaceOrderBodySchema = Type.Object(
  {
    plan_id: Type.String({ format: 'uuid', description: 'The plan bought (one of an offer on sale here).' }),
    quantity: Type.Integer({ minimum: 1, maximum: marketplaceLimits.quantity }),
  },
  { additionalProperties: false },
);
export type MarketplaceOrderBody = Static<typeof MarketplaceOrderBodySchema>;

/** The purchase an order made, as the store lists it. */
export const MarketplacePurchaseSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  description: Type.String(),
  quantity: Type.Integer(),
  unit_price_cents: MarketplaceCentsSchema,
  recurrence: Type.Enum(recurrences),
  state: Type.Enum(purchaseStates),
  ordered_at: Type.String({ format: 'date-time' }),
  cancellable_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type MarketplacePurchase = Static<typeof MarketplacePurchaseSchema>;

export const MarketplaceOrderAnswerSchema = Type.Object({
  operation: OperationSchema,
  purchase: MarketplacePurchaseSchema,
});
export type MarketplaceOrderAnswer = Static<typeof MarketplaceOrderAnswerSchema>;

/** Staff's view: every offer, with its state and the customers it is shown to. */
export const MarketplaceAdminOfferSchema = Type.Object({
  ...offerFields,
  state: Type.Enum(marketplaceOfferStates),
  audience: Type.Enum(marketplaceAudiences),
  customers: Type.Array(Type.String(), { description: 'The t_codes it is shown to (audience chosen).' }),
  purchases: Type.Integer({ description: 'Purchases made of it (a withdrawn offer keeps them).' }),
  updated_at: Type.String({ format: 'date-time' }),
});
export type MarketplaceAdminOffer = Static<typeof MarketplaceAdminOfferSchema>;
export const MarketplaceAdminOfferListSchema = Type.Object({
  offers: Type.Array(MarketplaceAdminOfferSchema),
  customers: Type.Array(Type.Object({ t_code: Type.String(), name: Type.String() }), {
    description: 'Every customer an offer may be shown to.',
  }),
});
export type MarketplaceAdminOfferList = Static<typeof MarketplaceAdminOfferListSchema>;

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const MarketplacePlanInputSchema = Type.Object(
  {
    id: Type.Optional(
      Type.String({ format: 'uuid', description: 'An existing plan kept (its price may change).' }),
    ),
    name: text(marketplaceLimits.planName),
    price_cents: MarketplaceCentsSchema,
    recurrence: Type.Enum(recurrences),
  },
  { additionalProperties: false },
);
export type MarketplacePlanInput = Static<typeof MarketplacePlanInputSchema>;

export const MarketplaceOfferBodySchema = Type.Object(
  {
    name: text(marketplaceLimits.name),
    category: Type.Enum(marketplaceCategories),
    description: text(marketplaceLimits.description),
    vendor: text(marketplaceLimits.vendor),
    plans: Type.Array(MarketplacePlanInputSchema, { maxItems: marketplaceLimits.plans }),
    audience: Type.Enum(marketplaceAudiences),
    customers: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
      maxItems: marketplaceLimits.customers,
      uniqueItems: true,
    }),
  },
  { additionalProperties: false },
);
export type MarketplaceOfferBody = Static<typeof MarketplaceOfferBodySchema>;

export const MarketplaceOfferParamsSchema = Type.Object({ offerId: Type.String({ format: 'uuid' }) });
export const MarketplaceEnvironmentParamsSchema = Type.Object({ cloudId: CloudIdSchema });

/** Staff's offer form: the body, with each plan's price in reais as typed (marketplacePriceCentsOf). */
export const MarketplaceOfferFormSchema = Type.Object(
  {
    ...MarketplaceOfferBodySchema.properties,
    plans: Type.Array(
      Type.Object(
        {
          id: Type.Optional(Type.String({ format: 'uuid' })),
          name: text(marketplaceLimits.planName),
          price: Type.String({ pattern: marketplacePricePattern }),
          recurrence: Type.Enum(recurrences),
        },
        { additionalProperties: false },
      ),
      { maxItems: marketplaceLimits.plans },
    ),
  },
  { additionalProperties: false },
);
export type MarketplaceOfferForm = Static<typeof MarketplaceOfferFormSchema>;
