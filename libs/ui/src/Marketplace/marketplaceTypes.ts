// What the marketplace screens show of an offer, its plans and the environment's purchase of it. Prices are
// integer centavos as decimal strings (the API's), written with formatCents.

export type MarketplaceCategoryName = 'backup' | 'monitoring' | 'protheus' | 'erp' | 'security';
export type MarketplaceRecurrence = 'monthly' | 'once';
export type MarketplacePurchaseState = 'pending' | 'provisioning' | 'active' | 'cancelled' | 'failed';

export interface MarketplacePlanItem {
  id: string;
  name: string;
  priceCents: string;
  recurrence: MarketplaceRecurrence;
}

export interface MarketplaceOfferItem {
  id: string;
  name: string;
  category: MarketplaceCategoryName;
  description: string;
  vendor: string;
  plans: MarketplacePlanItem[];
  /** The environment's latest purchase of it (none signed out, or never bought). */
  lastPurchase?: { planId: string; state: MarketplacePurchaseState } | null;
}

export type MarketplaceOfferStateName = 'draft' | 'published' | 'withdrawn';

export interface MarketplaceAdminOfferItem extends MarketplaceOfferItem {
  state: MarketplaceOfferStateName;
  audience: 'all' | 'chosen';
  /** The customers' codes it is shown to (audience chosen). */
  customers: string[];
  purchases: number;
  updatedAt: string;
}

/** A screen's data as it loads: the skeleton, the error with its retry, or the data. */
export type MarketplaceLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'refused'; message: string }
  | { status: 'ready' };
