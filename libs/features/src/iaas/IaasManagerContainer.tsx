import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { IAAS_FREE_RESOURCE_DEFAULT_COLUMNS, IaasManagerPage, useIaasResourceColumns } from '@nuvem/ui';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useLoadState } from '../api/useLoadState';
import { useShellPermissions } from '../permissions/useShellPermissions';
import { useIaasQuotas, useIaasResourceRemoval } from './useIaasManager';
import { useIaasResources, type IaasResourcesView } from './useIaasResources';

export interface IaasManagerContainerProps {
  /** The address's search params (the free list's filter, sort, page) and how to change them. */
  search: URLSearchParams;
  onSearchChange: (next: URLSearchParams) => void;
  createHref: string;
  importHref: string;
  timeZone?: string;
}

/** The free resources: volumes and public IPs no machine uses (a machine or network is never 'available'). */
const FREE_RESOURCES: IaasResourcesView = {
  list: 'iaas-free-resources',
  fixedFilter: [{ field: 'state', operator: '=', value: 'available' }],
  defaultColumns: IAAS_FREE_RESOURCE_DEFAULT_COLUMNS,
};

const NO_REGIONS: readonly string[] = [];

/** IaaS › Gerenciador on the API: the current environment's quotas and free resources, and their removal. */
export function IaasManagerContainer({
  search,
  onSearchChange,
  createHref,
  importHref,
  timeZone,
}: IaasManagerContainerProps) {
  const cloudId = useCurrentAccount()?.cloud_id;
  const allowed = useShellPermissions()?.iaasResources ?? false;
  const columns = useIaasResourceColumns(NO_REGIONS, timeZone);
  const { listProps } = useIaasResources(cloudId, allowed, columns, search, onSearchChange, FREE_RESOURCES);
  const { quotas, data, error, retry } = useIaasQuotas(cloudId, allowed);
  const quotasState = useLoadState(data, error);
  const { remove, removing, errors } = useIaasResourceRemoval(cloudId);
  return (
    <Stack spacing={2}>
      {errors.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <IaasManagerPage
        {...listProps}
        quotas={quotas}
        quotasState={quotasState}
        onQuotasRetry={retry}
        createHref={createHref}
        importHref={importHref}
        onRemove={(resources) => void remove(resources)}
        removing={removing}
        timeZone={timeZone}
      />
    </Stack>
  );
}
