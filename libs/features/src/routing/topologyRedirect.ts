import { NO_TOPOLOGY_PATH } from './routingConstants';
import { isAllowedWithoutTopology } from './topologyAllowance';

export interface TopologyRedirectInput {
  pathname: string;
  hasValidTopology: boolean;
  /** The user holds an admin feature (shellPermissions `admin`): /admin/* stays open (spec §2.4). */
  admin: boolean;
}

/** Spec §4: without a valid topology, any path outside the allowed list goes to /contact. */
export function topologyRedirectOf({
  pathname,
  hasValidTopology,
  admin,
}: TopologyRedirectInput): string | undefined {
  if (hasValidTopology || isAllowedWithoutTopology(pathname, { admin })) return undefined;
  return NO_TOPOLOGY_PATH;
}
