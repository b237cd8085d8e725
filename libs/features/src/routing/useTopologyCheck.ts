import type { TopologyList } from '@nuvem/api-contract';
import { environmentEndpoints } from '@nuvem/api-contract/paths';
import useSWR from 'swr';
import { isApiError } from '../api/ApiError';
import { useNotify } from '../notices/useNotify';
import { useSession } from '../session/useSession';
import { routingKeys } from './routingKeys';

/** The API's answer when an environment's topology registry is down (409). */
export const TOPOLOGIES_UNAVAILABLE = 'topologies_unavailable';

export interface TopologyCheck {
  /** The topologies of the environment are on their way: the menu shows its skeleton (spec §2.6). */
  loading: boolean;
  /** Spec §4: false once the environment's topology list failed; true before it answers. */
  hasValidTopology: boolean;
}

export interface TopologyCheckOptions {
  /**
   * Whether the page the user is on (or is being sent to) explains the failure itself — /contact does, with
   * the environment's name: the notice would then say the same thing twice on one screen (issue 33). Read
   * when the failure comes.
   */
  explainedOnPage?: () => boolean;
}

/**
 * Spec §2.6, §4: once an environment is chosen the portal loads its topologies (GET
 * /environments/:cloudId/topologies). The menu waits for them; a failure is shown (spec §8: as a notice, or
 * by the page that explains it) and marks the environment as without a valid topology.
 */
export function useTopologyCheck(
  cloudId: string | undefined,
  { explainedOnPage }: TopologyCheckOptions = {},
): TopologyCheck {
  const { status, epoch, client } = useSession();
  const { notifyError } = useNotify();
  const { data, error } = useSWR(
    routingKeys.topologies({ status, epoch }, cloudId),
    ([, , id]) => client.call<TopologyList>(environmentEndpoints.topologies, { params: { cloudId: id } }),
    {
      revalidateOnFocus: false,
      onError: (failure: unknown) => {
        const unavailable = isApiError(failure) && failure.code === TOPOLOGIES_UNAVAILABLE;
        if (!(unavailable && explainedOnPage?.())) notifyError(failure, 'routing:topologies');
      },
    },
  );
  const failed = error !== undefined && data === undefined;
  return { loading: Boolean(cloudId) && data === undefined && !failed, hasValidTopology: !failed };
}
