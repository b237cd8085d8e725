/** The price list as the calculator shows it (issue 30, IaaS › Calculadora). Prices in centavos a month. */
export interface CalculatorPrice {
  sku: string;
  region: string;
  kind: 'size' | 'disk' | 'public_ip' | 'network' | 'snapshot' | 'backup';
  /** 'month': per item; 'gb_month': per GB. */
  unit: 'month' | 'gb_month';
  priceCents: number;
  vcpus: number | null;
  memoryGb: number | null;
}

export interface CalculatorPriceList {
  regions: readonly { region: string; name: string }[];
  prices: readonly CalculatorPrice[];
}

/** One line of an estimate: an item of the region's price list and how many (or how many GB). */
export interface CalculatorLine {
  sku: string;
  quantity: number;
}

/** The environment's real consumption this month, to compare an estimate with. */
export interface CalculatorConsumption {
  toDateCents: number;
  /** The month at the pace so far; null on its first day. */
  projectedCents: number | null;
  daysElapsed: number;
  daysInMonth: number;
}

/** A saved budget as the calculator lists it. */
export interface CalculatorBudget {
  id: string;
  name: string;
  regionName: string;
  monthlyCents: number;
  createdBy: string;
  /** ISO 8601. */
  updatedAt: string;
  /** Its page (the shared-budget link). */
  href: string;
}

/** The line's price a month, or undefined when the region's price list has no such item. */
export function lineCents(line: CalculatorLine, prices: readonly CalculatorPrice[], region: string) {
  const price = prices.find((p) => p.region === region && p.sku === line.sku);
  return price ? price.priceCents * line.quantity : undefined;
}

/** The estimate's total a month: lines the region does not price count nothing. */
export function monthlyTotalCents(
  lines: readonly CalculatorLine[],
  prices: readonly CalculatorPrice[],
  region: string,
) {
  return lines.reduce((sum, line) => sum + (lineCents(line, prices, region) ?? 0), 0);
}
