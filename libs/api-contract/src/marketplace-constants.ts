// Marketplace (issue 32) without schemas, so the portal can import them through '@nuvem/api-contract/paths'.

/** The feature that lets provider staff run the offers (create, price, show to customers, publish, withdraw). */
export const marketplaceAdminFeature = 'marketplace_adm_offers';
/** Spec §6: holding it shows (and, on the API, opens) the marketplace whatever the contracts and TSS quota. */
export const marketplaceTestFeature = 'menu_marketplace_test';

/** What an offer is about; each has its label in the portal. */
export const marketplaceCategories = ['backup', 'monitoring', 'protheus', 'erp', 'security'] as const;
export type MarketplaceCategory = (typeof marketplaceCategories)[number];

/** draft: being written (staff only); published: on sale; withdrawn: no longer sold, kept for its purchases. */
export const marketplaceOfferStates = ['draft', 'published', 'withdrawn'] as const;
export type MarketplaceOfferState = (typeof marketplaceOfferStates)[number];

/** all: every customer sees it; chosen: only the customers (t_code) listed. */
export const marketplaceAudiences = ['all', 'chosen'] as const;
export type MarketplaceAudience = (typeof marketplaceAudiences)[number];

/** A marketplace purchase may be cancelled, without being billed, this many days after it was ordered. */
export const MARKETPLACE_CANCEL_WINDOW_DAYS = 7;

export const marketplaceLimits = {
  name: 120,
  vendor: 120,
  description: 2000,
  planName: 80,
  plans: 10,
  customers: 200,
  quantity: 1000,
  /** R$ 10 milhões, in centavos: far above any plan, far below 2^53. */
  priceCents: 1_000_000_000,
} as const;

/** A price as staff type it in reais ('199,90', '1500', '0,5'): digits, and up to two decimals after a comma. */
export const marketplacePricePattern = '^[0-9]{1,8}(,[0-9]{1,2})?$';

/** Reais as typed ('199,90') to integer centavos as a decimal string ('19990'), exactly (no float). */
export function marketplacePriceCentsOf(text: string): string {
  const [whole = '0', fraction = ''] = text.trim().split(',');
  return String(BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0'));
}

/** Integer centavos ('19990') as staff type reais ('199,90'): the form's value for a price kept. */
export function marketplacePriceTextOf(cents: string): string {
  const value = BigInt(cents);
  return `${value / 100n},${String(value % 100n).padStart(2, '0')}`;
}
