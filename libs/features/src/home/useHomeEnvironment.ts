import type { Client, DisasterRecoverySwitches, TopologyList } from '@nuvem/api-contract';
import { environmentEndpoints } from '@nuvem/api-contract/paths';
import type { HomeDisasterRecoverySection, HomeLoadState, HomeProductsSection } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { disasterRecoveryKeys } from '../disasterRecovery/disasterRecoveryKeys';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { PAAS_BRAND_NAMES } from '../menu/menuConstants';
import { routingKeys } from '../routing/routingKeys';
import { useSession } from '../session/useSession';
import { DISASTER_RECOVERY_PATH } from './homeConstants';
import { homeKeys } from './homeKeys';
import { drPairsOf, productsSummaryOf } from './homeSummaryOf';

/**
 * Read what the shell has already loaded and keep it: no new request when the page mounts over a cached
 * answer, nor when the tab regains focus (the shell's topology check decides when topologies are asked).
 */
const CACHED_FIRST = { revalidateOnFocus: false, revalidateIfStale: false } as const;

const BRAND_NAMES: Readonly<Record<string, string | undefined>> = PAAS_BRAND_NAMES;

export interface HomeEnvironment {
  products: HomeProductsSection & { onRetry: () => void };
  disasterRecovery: HomeDisasterRecoverySection & { onRetry: () => void };
}

/** The products' names as the menu shows them (brand names; 'outros' translated), else the API's id. */
export function useProductName(): (product: string) => string {
  const { t } = useTranslation(FEATURES_NAMESPACE);
  return useCallback(
    (product: string) => (product === 'outros' ? t('menu.paasOthers') : (BRAND_NAMES[product] ?? product)),
    [t],
  );
}

/**
 * The environment's topologies as the home shows them: products and regions, and the disaster-recovery pairs
 * with the user's DR test mode. The topology list is the shell's (routingKeys.topologies, the topology check
 * of spec §4): read under its key, so it is fetched once. Only the current environment is asked about.
 */
export function useHomeEnvironment(cloudId: string | undefined): HomeEnvironment {
  const session = useSession();
  const { client } = session;
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const noticeOf = useErrorNotice();
  const nameOf = useProductName();

  const topologies = useSWR(
    routingKeys.topologies(session, cloudId),
    ([, , id]) => client.call<TopologyList>(environmentEndpoints.topologies, { params: { cloudId: id } }),
    CACHED_FIRST,
  );
  const record = useSWR(
    homeKeys.client(session, cloudId),
    ([, , id]) => client.call<Client>(environmentEndpoints.client, { params: { cloudId: id } }),
    { revalidateOnFocus: false },
  );
  const switches = useSWR(
    disasterRecoveryKeys.switches(session, cloudId, true),
    ([, , id]) =>
      client.call<DisasterRecoverySwitches>(environmentEndpoints.disasterRecovery, {
        params: { cloudId: id },
      }),
    { revalidateOnFocus: false },
  );

  const state: HomeLoadState =
    topologies.data !== undefined
      ? { status: 'ready' }
      : topologies.error !== undefined
        ? { status: 'error', message: noticeOf(topologies.error)?.message ?? t('error_code.internal_error') }
        : { status: 'loading' };

  const summary = useMemo(
    () => (topologies.data ? productsSummaryOf(topologies.data, nameOf) : undefined),
    [topologies.data, nameOf],
  );
  const officialDrs = record.data?.official_drs;
  const pairs = useMemo(
    () =>
      topologies.data
        ? drPairsOf(topologies.data.topologies, officialDrs?.map((dr) => dr.region) ?? [], nameOf)
        : [],
    [topologies.data, officialDrs, nameOf],
  );
  const { mutate: retryTopologies } = topologies;
  const { mutate: retrySwitches } = switches;
  const onRetry = useCallback(() => void retryTopologies(), [retryTopologies]);
  const onRetryDr = useCallback(() => {
    void retryTopologies();
    void retrySwitches();
  }, [retryTopologies, retrySwitches]);

  return {
    products: {
      state,
      products: summary?.products ?? [],
      regions: summary?.regions ?? [],
      total: summary?.total ?? 0,
      replicasHidden: summary?.replicasHidden ?? false,
      onRetry,
    },
    disasterRecovery: {
      state,
      pairs,
      testActive: switches.data?.test_active,
      href: DISASTER_RECOVERY_PATH,
      onRetry: onRetryDr,
    },
  };
}
