// The taxes a statement adds to its subtotal (services billed by a company in São Paulo, presumed-profit
// regime): the one place their rates live. Rates are basis points (1/100 of a percent) so that each tax is
// integer arithmetic on centavos: round half up of subtotal × rate / 10,000. The statement's total is its
// subtotal plus these, exactly (statements.total_cents has a CHECK saying so).

export interface StoreTax {
  /** statement_lines.category of its line. */
  code: string;
  /** As the statement names it (pt-BR, the fiscal document's language). */
  description: string;
  basisPoints: bigint;
}

/** ISS (municipal service tax) 5%. */
export const ISS_BASIS_POINTS = 500n;
/** PIS 0.65% (cumulative regime). */
export const PIS_BASIS_POINTS = 65n;
/** COFINS 3% (cumulative regime). */
export const COFINS_BASIS_POINTS = 300n;

export const storeTaxes: readonly StoreTax[] = [
  { code: 'iss', description: 'ISS (5%)', basisPoints: ISS_BASIS_POINTS },
  { code: 'pis', description: 'PIS (0,65%)', basisPoints: PIS_BASIS_POINTS },
  { code: 'cofins', description: 'COFINS (3%)', basisPoints: COFINS_BASIS_POINTS },
];

/** One tax on a subtotal of centavos, rounded half up to the centavo. */
export function taxOf(subtotalCents: bigint, basisPoints: bigint): bigint {
  if (subtotalCents < 0n) throw new RangeError('A subtotal is never negative.');
  return (subtotalCents * basisPoints + 5_000n) / 10_000n;
}

/** Each tax of the subtotal, in storeTaxes' order. */
export function taxesOf(subtotalCents: bigint): { tax: StoreTax; cents: bigint }[] {
  return storeTaxes.map((tax) => ({ tax, cents: taxOf(subtotalCents, tax.basisPoints) }));
}
