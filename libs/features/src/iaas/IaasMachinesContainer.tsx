import { IaasMachinesList, useIaasMachineColumns } from '@nuvem/ui';
import type { ReactNode } from 'react';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { IAAS_MACHINES_VIEW, useIaasResources } from './useIaasResources';

export interface IaasMachinesContainerProps {
  /** The address's search params (filter, sort, page, page_size) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  machineHref: (id: string) => string;
  createAction?: ReactNode;
  timeZone?: string;
}

const NO_REGIONS: readonly string[] = [];

/** The current environment's virtual machines, server-paged on the API (its resources of that kind). */
export function IaasMachinesContainer({
  search,
  onSearchChange,
  machineHref,
  createAction,
  timeZone,
}: IaasMachinesContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaas ?? false;
  // The columns tell useCollection which fields filter and sort; the list draws its own from the same hook.
  const columns = useIaasMachineColumns(NO_REGIONS, machineHref, timeZone);
  const { listProps, summary } = useIaasResources(
    cloudId,
    allowed,
    columns,
    search,
    onSearchChange,
    IAAS_MACHINES_VIEW,
  );
  return (
    <IaasMachinesList
      {...listProps}
      machineHref={machineHref}
      regions={summary?.regions}
      createAction={createAction}
      timeZone={timeZone}
    />
  );
}
