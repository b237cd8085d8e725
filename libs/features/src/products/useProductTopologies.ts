import type { TopologyList } from '@nuvem/api-contract';
import { environmentEndpoints } from '@nuvem/api-contract/paths';
import type { ResourceListState, ProductTopology } from '@nuvem/ui';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useErrorNotice } from '../api/useErrorNotice';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import type { PaasProduct } from '../menu/menuConstants';
import { routingKeys } from '../routing/routingKeys';
import { useSession } from '../session/useSession';
import { topologiesOfProduct } from './productTopologyOf';

export interface ProductTopologiesResult {
  /** The product's topologies in the environment (dr_destination replicas only while `replicasShown`). */
  topologies: readonly ProductTopology[];
  /** The API listed dr_destination replicas (the user's all-topologies DR view). */
  replicasShown: boolean;
  /** loading until the first answer; error with the API's error translated (spec §8); ready. */
  state: ResourceListState;
  retry: () => void;
}

const NONE: readonly ProductTopology[] = [];

/**
 * A product's topologies in the environment (spec §2.2, §2.6 PaaS). They come from the environment's topology
 * list (GET /environments/:cloudId/topologies) under the key of the shell's topology check (spec §4): the
 * menu already asked for it, so a product page asks nothing more, and every product page filters the same
 * answer in memory. A failure (409 topologies_unavailable, a lost environment) shows as the page's error;
 * the shell's check reports it once already, so nothing is notified here.
 */
export function useProductTopologies(
  cloudId: string | undefined,
  product: PaasProduct,
): ProductTopologiesResult {
  const session = useSession();
  const noticeOf = useErrorNotice();
  const { t } = useTranslation(FEATURES_NAMESPACE);
  const { data, error, mutate } = useSWR(
    routingKeys.topologies(session, cloudId),
    ([, , id]) =>
      session.client.call<TopologyList>(environmentEndpoints.topologies, { params: { cloudId: id } }),
    { revalidateOnFocus: false },
  );
  const topologies = useMemo(
    () => (data ? topologiesOfProduct(data.topologies, product) : NONE),
    [data, product],
  );
  const state: ResourceListState =
    error !== undefined && data === undefined
      ? { status: 'error', message: noticeOf(error)?.message ?? t('error_code.internal_error') }
      : data === undefined
        ? { status: 'loading' }
        : { status: 'ready' };
  const retry = useCallback(() => void mutate(), [mutate]);
  return { topologies, replicasShown: data?.all_topologies ?? false, state, retry };
}
