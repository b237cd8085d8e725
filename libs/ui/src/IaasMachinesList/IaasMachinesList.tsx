import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { IaasResourcesListProps } from '../IaasResourcesTable/IaasResourcesTable';
import { useIaasResourceColumns } from '../IaasResourcesTable/IaasResourcesTable';
import type { IaasResourceItem } from '../IaasResourcesTable/iaasResourceRules';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import { ResourceList } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';

/** The resources list's columns that a list of machines alone has no use for. */
const NOT_FOR_MACHINES: ReadonlySet<string> = new Set(['kind', 'attachedTo']);

/** The columns a first visit shows. */
export const IAAS_MACHINE_DEFAULT_COLUMNS = [
  'name',
  'state',
  'configuration',
  'region',
  'createdAt',
] as const;

/**
 * The machines list's columns: the resources list's, without kind and attachment, the name leading to the
 * machine's page.
 */
export function useIaasMachineColumns(
  regions: readonly string[],
  machineHref: (id: string) => string,
  timeZone?: string,
): ResourceListColumn<IaasResourceItem>[] {
  const resourceColumns = useIaasResourceColumns(regions, timeZone);
  return useMemo(
    () =>
      resourceColumns
        .filter((column) => !NOT_FOR_MACHINES.has(column.id))
        .map((column) =>
          column.id === 'name'
            ? {
                ...column,
                cell: (machine: IaasResourceItem) => (
                  <>
                    <Link href={machineHref(machine.id)} sx={{ fontWeight: 500, display: 'block' }}>
                      {machine.name}
                    </Link>
                    <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                      <MaskedValue>{machine.id}</MaskedValue>
                    </Typography>
                  </>
                ),
              }
            : column,
        ),
    [resourceColumns, machineHref],
  );
}

export interface IaasMachinesListProps extends IaasResourcesListProps {
  /** A machine's page. */
  machineHref: (id: string) => string;
  /** The regions the filter offers (the environment's). */
  regions?: readonly string[];
  /** Where a new machine is created (the empty list's call to action). */
  createAction?: ReactNode;
  timeZone?: string;
}

const NO_REGIONS: readonly string[] = [];

/**
 * IaaS › Máquinas virtuais (issue 30): the environment's virtual machines on the ResourceList (server-paged;
 * filter, sort and page in the address), each leading to its own page.
 */
export function IaasMachinesList({
  machineHref,
  regions = NO_REGIONS,
  createAction,
  timeZone,
  ...list
}: IaasMachinesListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasMachinesList' });
  const columns = useIaasMachineColumns(regions, machineHref, timeZone);
  return (
    <ResourceList<IaasResourceItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(machine) => machine.id}
      rowLabel={(machine) => machine.name}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: createAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
