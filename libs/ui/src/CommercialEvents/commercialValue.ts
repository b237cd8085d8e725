/**
 * A proposal's value in an event: its discount applied in integer centavos, rounded down, as the API computes
 * it when the migration is asked (the review shows what the request will carry).
 */
export function discountedCents(valueCents: string, discountPercent: number): string {
  return ((BigInt(valueCents) * BigInt(100 - discountPercent)) / 100n).toString();
}
