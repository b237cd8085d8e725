import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IaasStateChip } from '../IaasStateChip/IaasStateChip';
import { ReasonedIconButton } from '../internal/ReasonedIconButton';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import { ResourceList } from '../ResourceList/ResourceList';
import type { ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { iaasNetworkSettled, type IaasNetworkItem, type IaasSubnetItem } from './iaasNetworkTypes';

export interface IaasNetworkActions {
  onAddSubnet: (network: IaasNetworkItem) => void;
  onDeleteNetwork: (network: IaasNetworkItem) => void;
  onDeleteSubnet: (network: IaasNetworkItem, subnet: IaasSubnetItem) => void;
  /** A delete being sent: its buttons wait (a network or subnet an operation is changing waits as well). */
  busy?: boolean;
}

/** A delete button that says why it is disabled (machines still use the network or subnet). */
function DeleteButton({
  label,
  inUse,
  disabled,
  onClick,
}: {
  label: string;
  inUse: string | undefined;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <ReasonedIconButton label={label} refusedReason={inUse} disabled={disabled} onClick={onClick}>
      <DeleteOutlined fontSize="small" />
    </ReasonedIconButton>
  );
}

/** The networks list's columns; the subnets column lists each subnet with its delete and the add button. */
export function useIaasNetworkColumns(
  regions: readonly string[],
  actions: IaasNetworkActions,
): ResourceListColumn<IaasNetworkItem>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasNetworksList' });
  const { onAddSubnet, onDeleteNetwork, onDeleteSubnet, busy = false } = actions;
  return useMemo(
    () => [
      {
        id: 'name',
        header: t('column.name'),
        rowHeader: true,
        required: true,
        sortable: true,
        filter: { operators: ['=', '!=', ':', '!:'] },
        cell: (network) => (
          <>
            <Typography component="span" sx={{ fontWeight: 500, display: 'block' }}>
              {network.name}
            </Typography>
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              <MaskedValue>{network.id}</MaskedValue>
            </Typography>
          </>
        ),
      },
      {
        id: 'state',
        header: t('column.state'),
        sortable: true,
        cell: (network) => <IaasStateChip state={network.state} />,
      },
      {
        id: 'cidr',
        header: t('column.cidr'),
        sortable: true,
        filter: { operators: ['=', ':'] },
        cell: (network) => <Box component="code">{network.cidr}</Box>,
      },
      {
        id: 'region',
        header: t('column.region'),
        sortable: true,
        filter: { options: regions.map((region) => ({ value: region, label: region })) },
        cell: (network) => network.region,
      },
      {
        id: 'subnets',
        header: t('column.subnets'),
        cell: (network) => {
          const settled = iaasNetworkSettled(network.state);
          return (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              {network.subnets.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('noSubnets')}
                </Typography>
              ) : (
                <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                  {network.subnets.map((subnet) => (
                    <Box
                      component="li"
                      key={subnet.id}
                      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                    >
                      <Typography variant="body2" component="span">
                        {t('subnetLine', { name: subnet.name, cidr: subnet.cidr })}
                      </Typography>
                      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                        {t('subnetMachines', { count: subnet.machineCount })}
                      </Typography>
                      {/* Only while an operation changes it: an available subnet needs no chip. */}
                      {subnet.state === 'available' ? null : <IaasStateChip state={subnet.state} />}
                      <DeleteButton
                        label={t('deleteSubnet', { name: subnet.name, network: network.name })}
                        inUse={
                          subnet.machineCount > 0
                            ? t('deleteSubnetInUse', { name: subnet.name, network: network.name })
                            : undefined
                        }
                        disabled={busy || !settled || subnet.state !== 'available'}
                        onClick={() => onDeleteSubnet(network, subnet)}
                      />
                    </Box>
                  ))}
                </Box>
              )}
              <Button
                size="small"
                startIcon={<AddOutlined />}
                aria-label={t('addSubnetTo', { name: network.name })}
                disabled={busy || !settled}
                onClick={() => onAddSubnet(network)}
              >
                {t('addSubnet')}
              </Button>
            </Stack>
          );
        },
      },
      {
        id: 'machines',
        header: t('column.machines'),
        sortable: true,
        cell: (network) => network.machineCount,
      },
      {
        id: 'actions',
        header: t('column.actions'),
        required: true,
        cell: (network) => (
          <DeleteButton
            label={t('deleteNetwork', { name: network.name })}
            inUse={network.machineCount > 0 ? t('deleteNetworkInUse', { name: network.name }) : undefined}
            disabled={
              busy ||
              !iaasNetworkSettled(network.state) ||
              network.subnets.some((s) => s.state !== 'available')
            }
            onClick={() => onDeleteNetwork(network)}
          />
        ),
      },
    ],
    [t, regions, busy, onAddSubnet, onDeleteNetwork, onDeleteSubnet],
  );
}

export interface IaasNetworksListProps
  extends ResourceListCollectionProps<IaasNetworkItem>, IaasNetworkActions {
  /** The regions the filter offers. */
  regions?: readonly string[];
  /** 'Criar rede': the empty list's call to action and the toolbar's. */
  createAction?: ReactNode;
}

const NO_REGIONS: readonly string[] = [];

/**
 * IaaS › Configuração: the environment's networks on the ResourceList (AWS's "Your VPCs"), each with its
 * subnets, how many machines use them, and the ways to add a subnet or delete what no machine uses.
 */
export function IaasNetworksList({
  regions = NO_REGIONS,
  createAction,
  onAddSubnet,
  onDeleteNetwork,
  onDeleteSubnet,
  busy,
  ...list
}: IaasNetworksListProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasNetworksList' });
  const columns = useIaasNetworkColumns(regions, { onAddSubnet, onDeleteNetwork, onDeleteSubnet, busy });
  return (
    <ResourceList<IaasNetworkItem>
      filterPlaceholder={t('filterPlaceholder')}
      {...list}
      label={t('table')}
      columns={columns}
      rowId={(network) => network.id}
      rowLabel={(network) => network.name}
      toolbar={createAction}
      empty={{ title: t('empty'), hint: t('emptyHint'), action: createAction }}
      countText={(total) => t('count', { count: total })}
      errorTitle={t('errorTitle')}
      loadingText={t('loading')}
    />
  );
}
