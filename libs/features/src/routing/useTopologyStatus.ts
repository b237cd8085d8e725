import type { TopologyList } from '@nuvem/api-contract';
import useSWR from 'swr';
import { useSession } from '../session/useSession';
import { routingKeys } from './routingKeys';

/**
 * Spec §4: whether the environment's topology list failed, as the shell's topology check (useTopologyCheck)
 * last learnt it. It only reads what that check stored: it asks the API nothing and shows no error again,
 * so a page (the contact page) can explain why the user was sent there.
 */
export function useTopologyStatus(cloudId: string | undefined): { hasValidTopology: boolean } {
  const session = useSession();
  // No fetcher: the shell's check fetches (and reports a failure once); this reads its answer from the cache.
  const { data, error } = useSWR<TopologyList>(routingKeys.topologies(session, cloudId), null);
  return { hasValidTopology: !(error !== undefined && data === undefined) };
}
