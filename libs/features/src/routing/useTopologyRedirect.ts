import { useEffect } from 'react';
import { topologyRedirectOf, type TopologyRedirectInput } from './topologyRedirect';

export interface TopologyRedirectOptions extends TopologyRedirectInput {
  /** The router's navigate (the portal passes it in: features import no router). */
  navigate: (to: string, options: { replace: boolean }) => void;
  /**
   * The router's key of the current location, new with every navigation: a link followed to the same closed
   * page while the redirect away from it is under way still leads to /contact.
   */
  locationKey?: string;
}

/** Spec §4: while the environment has no valid topology, every navigation outside the allowed list goes to /contact. */
export function useTopologyRedirect({
  pathname,
  hasValidTopology,
  admin,
  navigate,
  locationKey,
}: TopologyRedirectOptions) {
  const to = topologyRedirectOf({ pathname, hasValidTopology, admin });
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, pathname, locationKey, navigate]);
}
