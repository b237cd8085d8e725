// The API's answers as Minha conta's components show them, and how its lists filter and sort in memory.
import type {
  StoreConsumption,
  StorePurchase,
  StoreStatement,
  StoreStatementSummary,
} from '@nuvem/api-contract';
import type {
  StoreConsumptionItem,
  StoreConsumptionView,
  StorePurchaseItem,
  StoreStatementItem,
  StoreStatementLineItem,
} from '@nuvem/ui';
import type { CollectionAccessors } from '../collection/applyCollection';

export const storeConsumptionOf = (answer: StoreConsumption): StoreConsumptionView => ({
  months: answer.months.map((month) => ({
    month: month.month,
    totalCents: month.total_cents,
    lines: month.lines.map((line) => ({
      service: line.service,
      product: line.product,
      amountCents: line.amount_cents,
    })),
  })),
  current: {
    month: answer.current.month,
    toDateCents: answer.current.to_date_cents,
    daysElapsed: answer.current.days_elapsed,
    daysInMonth: answer.current.days_in_month,
    forecastCents: answer.current.forecast_cents,
  },
});

/** One month's lines as the consumption table's rows. */
export const consumptionItemsOf = (
  view: StoreConsumptionView | undefined,
  month: string,
): StoreConsumptionItem[] =>
  view?.months
    .find((m) => m.month === month)
    ?.lines.map((line) => ({ ...line, id: `${line.service}|${line.product}` })) ?? [];

export const storeStatementItemOf = (statement: StoreStatementSummary): StoreStatementItem => ({
  period: statement.period,
  subtotalCents: statement.subtotal_cents,
  taxesCents: statement.taxes_cents,
  totalCents: statement.total_cents,
});

export const storeStatementLinesOf = (statement: StoreStatement): StoreStatementLineItem[] =>
  statement.lines.map((line, i) => ({
    id: String(i),
    kind: line.kind,
    description: line.description,
    quantity: line.quantity,
    unit: line.unit,
    amountCents: line.amount_cents,
  }));

export const storePurchaseItemOf = (purchase: StorePurchase): StorePurchaseItem => ({
  id: purchase.id,
  description: purchase.description,
  source: purchase.source,
  buyerEmail: purchase.buyer_email,
  quantity: purchase.quantity,
  unitPriceCents: purchase.unit_price_cents,
  recurrence: purchase.recurrence,
  state: purchase.state,
  orderedAt: purchase.ordered_at,
  cancellableUntil: purchase.cancellable_until,
  cancellable: purchase.cancellable,
});

/** Amounts sort as numbers (sorting only: what is written comes from the exact strings). */
const centsKey = (cents: string) => Number(cents);

export const consumptionAccessors: CollectionAccessors<StoreConsumptionItem> = {
  valueOf: (item, field) =>
    field === 'service'
      ? item.service
      : field === 'product'
        ? item.product
        : field === 'amount'
          ? centsKey(item.amountCents)
          : null,
  textOf: (item) => `${item.service} ${item.product}`,
};

export const statementAccessors: CollectionAccessors<StoreStatementItem> = {
  valueOf: (item, field) =>
    field === 'period' ? item.period : field === 'total' ? centsKey(item.totalCents) : null,
  textOf: (item) => item.period,
};

export const statementLineAccessors: CollectionAccessors<StoreStatementLineItem> = {
  valueOf: (line, field) =>
    field === 'kind'
      ? line.kind
      : field === 'description'
        ? line.description
        : field === 'amount'
          ? centsKey(line.amountCents)
          : null,
  textOf: (line) => `${line.description} ${line.kind}`,
};

export const purchaseAccessors: CollectionAccessors<StorePurchaseItem> = {
  valueOf: (p, field) => {
    switch (field) {
      case 'description':
        return p.description;
      case 'source':
        return p.source;
      case 'state':
        return p.state;
      case 'orderedAt':
        return p.orderedAt;
      case 'price':
        return centsKey(p.unitPriceCents) * p.quantity;
      default:
        return null;
    }
  },
  textOf: (p) => `${p.description} ${p.source} ${p.state} ${p.buyerEmail}`,
};
