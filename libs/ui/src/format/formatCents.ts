// Money as each language writes it, from integer centavos (the API's amounts: never a binary float). The amount
// reaches Intl as a decimal string, so even centavos past 2^53 are written exactly.

// Building an Intl formatter costs far more than using one; a statement formats hundreds of amounts.
const formatters = new Map<string, Intl.NumberFormat>();

/** Integer centavos (a number, a bigint or the API's decimal string) as a decimal string of reais. */
export function centsToDecimal(cents: number | bigint | string): string {
  const whole = BigInt(cents);
  const sign = whole < 0n ? '-' : '';
  const magnitude = whole < 0n ? -whole : whole;
  return `${sign}${magnitude / 100n}.${String(magnitude % 100n).padStart(2, '0')}`;
}

/** `cents` written as money in `locale` (e.g. 'pt-BR' → 'R$ 1.234,56', 'en' → 'R$1,234.56'). */
export function formatCents(cents: number | bigint | string, locale: string, currency = 'BRL'): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  // format() takes a decimal string exactly (Intl.NumberFormat v3); TypeScript's lib types it as a number.
  return formatter.format(centsToDecimal(cents) as unknown as number);
}
