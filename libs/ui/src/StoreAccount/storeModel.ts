// What 'Minha conta' shows, as the portal maps the API's answers: money stays integer centavos as decimal
// strings (formatCents writes it), months are 'YYYY-MM'.

export const STORE_SECTIONS = ['consumption', 'statements', 'purchases'] as const;
export type StoreSection = (typeof STORE_SECTIONS)[number];

export interface StoreConsumptionLine {
  service: string;
  product: string;
  amountCents: string;
}

export interface StoreConsumptionMonthView {
  /** YYYY-MM. */
  month: string;
  totalCents: string;
  lines: StoreConsumptionLine[];
}

export interface StoreConsumptionView {
  /** Oldest first; the last is the current month so far. */
  months: StoreConsumptionMonthView[];
  current: {
    month: string;
    toDateCents: string;
    daysElapsed: number;
    daysInMonth: number;
    /** Null on the month's first day (no whole day yet). */
    forecastCents: string | null;
  };
}

/** A row of the consumption table: one service and product in the chosen month. */
export interface StoreConsumptionItem extends StoreConsumptionLine {
  id: string;
}

export interface StoreStatementItem {
  /** YYYY-MM: the row's id. */
  period: string;
  subtotalCents: string;
  taxesCents: string;
  totalCents: string;
}

export type StoreStatementLineKind = 'consumption' | 'purchase' | 'tax';

export interface StoreStatementLineItem {
  id: string;
  kind: StoreStatementLineKind;
  description: string;
  quantity: string;
  unit: string;
  amountCents: string;
}

export type StorePurchaseStateName = 'pending' | 'provisioning' | 'active' | 'cancelled' | 'failed';
export type StorePurchaseSourceName = 'marketplace' | 'ai_agent' | 'tss';

export interface StorePurchaseItem {
  id: string;
  description: string;
  source: StorePurchaseSourceName;
  buyerEmail: string;
  quantity: number;
  unitPriceCents: string;
  recurrence: 'once' | 'monthly';
  state: StorePurchaseStateName;
  /** ISO date-time. */
  orderedAt: string;
  cancellableUntil: string | null;
  cancellable: boolean;
}

/** Centavos as a number of reais for drawing a chart (its geometry only: amounts are written by formatCents). */
export const reaisForChart = (cents: string) => Number(cents) / 100;

/** The consumption of each month by service (the chart's stacks), services in order of their total. */
export function consumptionByService(months: readonly StoreConsumptionMonthView[]) {
  const totals = new Map<string, number>();
  for (const month of months)
    for (const line of month.lines)
      totals.set(line.service, (totals.get(line.service) ?? 0) + reaisForChart(line.amountCents));
  const services = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)!);
  const rows = months.flatMap((month) =>
    services.map((service) => [
      `${month.month}-01`,
      service,
      month.lines
        .filter((line) => line.service === service)
        .reduce((sum, line) => sum + reaisForChart(line.amountCents), 0),
    ]),
  );
  return { services, rows };
}
