import { IaasResourcesTable, useIaasResourceColumns } from '@nuvem/ui';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useIaasResources } from './useIaasResources';

export interface IaasResourcesContainerProps {
  /** The address's search params (filter, sort, page, page_size) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  /** The time zone of the dates (tests pin it); the browser's by default. */
  timeZone?: string;
}

const NO_REGIONS: readonly string[] = [];

/** The current environment's IaaS resources (spec §2.6 IaaS › resources), server-paged on the API. */
export function IaasResourcesContainer({ search, onSearchChange, timeZone }: IaasResourcesContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaasResources ?? false;
  // The columns tell useCollection which fields filter and sort; the table draws its own from the same hook.
  const columns = useIaasResourceColumns(NO_REGIONS, timeZone);
  const { listProps, summary } = useIaasResources(cloudId, allowed, columns, search, onSearchChange);
  return <IaasResourcesTable {...listProps} summary={summary} timeZone={timeZone} />;
}
