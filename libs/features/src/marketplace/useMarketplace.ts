import type {
  MarketplaceAdminOffer,
  MarketplaceAdminOfferList,
  MarketplaceCatalogue,
  MarketplaceCatalogueOffer,
  MarketplaceOffer,
  MarketplaceOfferList,
} from '@nuvem/api-contract';
import { marketplaceAdminEndpoints, marketplaceEndpoints } from '@nuvem/api-contract/paths';
import type { MarketplaceAdminOfferItem, MarketplaceOfferItem } from '@nuvem/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import type { CollectionAccessors } from '../collection/applyCollection';
import type { SessionSnapshot } from '../session/createSession';
import { useSession } from '../session/useSession';

/** The SWR keys of the marketplace screens, per sign-in and environment; null when nothing may be asked. */
export const marketplaceKeys = {
  catalogue: (session: SessionSnapshot) =>
    session.status === 'signedOut' ? ([marketplaceEndpoints.catalogue.path, session.epoch] as const) : null,
  offers: (session: SessionSnapshot, cloudId: string | undefined) =>
    session.status === 'signedIn' && cloudId
      ? ([marketplaceEndpoints.offers.path, session.epoch, cloudId] as const)
      : null,
  admin: (session: SessionSnapshot, allowed: boolean) =>
    session.status === 'signedIn' && allowed
      ? ([marketplaceAdminEndpoints.list.path, session.epoch] as const)
      : null,
};

export const marketplaceOfferOf = (
  offer: MarketplaceCatalogueOffer | MarketplaceOffer,
): MarketplaceOfferItem => ({
  id: offer.id,
  name: offer.name,
  category: offer.category,
  description: offer.description,
  vendor: offer.vendor,
  plans: offer.plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    priceCents: plan.price_cents,
    recurrence: plan.recurrence,
  })),
  lastPurchase:
    'last_purchase' in offer && offer.last_purchase
      ? { planId: offer.last_purchase.plan_id, state: offer.last_purchase.state }
      : null,
});

export const marketplaceAdminOfferOf = (offer: MarketplaceAdminOffer): MarketplaceAdminOfferItem => ({
  ...marketplaceOfferOf(offer),
  state: offer.state,
  audience: offer.audience,
  customers: offer.customers,
  purchases: offer.purchases,
  updatedAt: offer.updated_at,
});

/** A purchase still on its way: the offers are asked again until it settles. */
const settling = (offers: readonly MarketplaceOfferItem[] | undefined) =>
  offers?.some((o) => o.lastPurchase?.state === 'pending' || o.lastPurchase?.state === 'provisioning') ??
  false;

/**
 * The marketplace's offers: signed out the public catalogue, signed in those on sale to the environment (with
 * its purchase of each, asked again every 2 s while one is being provisioned).
 */
export function useMarketplaceOffers(cloudId: string | undefined) {
  const session = useSession();
  const catalogue = useSWR(marketplaceKeys.catalogue(session), () =>
    session.client.call<MarketplaceCatalogue>(marketplaceEndpoints.catalogue, { authenticated: false }),
  );
  const forEnvironment = useSWR(
    marketplaceKeys.offers(session, cloudId),
    ([, , id]) =>
      session.client.call<MarketplaceOfferList>(marketplaceEndpoints.offers, { params: { cloudId: id } }),
    { refreshInterval: (data) => (settling(data?.offers?.map(marketplaceOfferOf)) ? 2000 : 0) },
  );
  const source = session.status === 'signedIn' ? forEnvironment : catalogue;
  const offers = useMemo(() => source.data?.offers?.map(marketplaceOfferOf), [source.data]);
  return { offers, data: source.data, error: source.error, mutate: source.mutate };
}

/** Every offer, for staff, and the customers an offer may be shown to. */
export function useMarketplaceAdminOffers(allowed: boolean) {
  const session = useSession();
  const { data, error, mutate } = useSWR(marketplaceKeys.admin(session, allowed), () =>
    session.client.call<MarketplaceAdminOfferList>(marketplaceAdminEndpoints.list),
  );
  const offers = useMemo(() => data?.offers.map(marketplaceAdminOfferOf), [data]);
  return { offers, data, customers: data?.customers ?? [], error, mutate };
}

/** How the offers list filters and sorts in memory. */
export const marketplaceAdminAccessors: CollectionAccessors<MarketplaceAdminOfferItem> = {
  valueOf: (offer, field) =>
    field === 'name' || field === 'category' || field === 'state'
      ? offer[field]
      : field === 'purchases'
        ? offer.purchases
        : null,
  textOf: (offer) => [offer.name, offer.vendor, offer.state, offer.category].join('\n'),
};
