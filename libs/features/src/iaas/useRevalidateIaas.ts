import {
  backupCatalogEndpoints,
  iaasEndpoints,
  iaasMachineEndpoints,
  iaasManagerEndpoints,
  iaasOverviewEndpoints,
  iaasSetupEndpoints,
} from '@nuvem/api-contract/paths';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const iaasPaths: readonly string[] = [
  iaasEndpoints.resources.path,
  iaasMachineEndpoints.machine.path,
  iaasOverviewEndpoints.overview.path,
  // Snapshots made and machines restored (the /backups list, a machine's snapshots).
  backupCatalogEndpoints.list.path,
  backupCatalogEndpoints.snapshots.path,
  iaasManagerEndpoints.quotas.path,
  // Networks and subnets made and deleted (/iaas/setup); a deleted network leaves the default network unset.
  iaasSetupEndpoints.networks.path,
  iaasSetupEndpoints.settings.path,
];

/**
 * Fetches the IaaS lists, machine pages and backups again: an operation of the user moved a resource (the stream's
 * `operation` event), so a machine's page and the lists show its new state without polling.
 */
export function useRevalidateIaas(): () => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => void mutate((key) => Array.isArray(key) && iaasPaths.includes(key[0] as string)),
    [mutate],
  );
}
