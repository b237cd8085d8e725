import { IaasResourcesTable, type IaasResourceFilters } from '@nuvem/ui';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useIaasResources } from './useIaasResources';

export interface IaasResourcesContainerProps {
  /** The type, region and state filters: the portal keeps them in the URL. */
  filters: IaasResourceFilters;
  onFiltersChange: (filters: IaasResourceFilters) => void;
}

/** The current environment's IaaS resources (spec §2.6 IaaS › resources) on the API, filtered in memory. */
export function IaasResourcesContainer(props: IaasResourcesContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaasResources ?? false;
  const { resources, state, retry } = useIaasResources(cloudId, allowed);
  return <IaasResourcesTable {...props} resources={resources} state={state} onRetry={retry} />;
}
