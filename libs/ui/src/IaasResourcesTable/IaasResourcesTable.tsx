import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { IaasStateChip } from '../IaasStateChip';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import {
  IAAS_RESOURCE_KINDS,
  IAAS_RESOURCE_STATES,
  isSummaryChoiceOn,
  toggleSummaryChoice,
  type IaasResourceItem,
  type IaasResourceSummaryItem,
  type IaasSummaryChoice,
} from './iaasResourceRules';

/** What the list takes from useCollection: the rows of the page and every choice, with their callbacks. */
export type IaasResourcesListProps = ResourceListCollectionProps<IaasResourceItem>;

export interface IaasResourcesTableProps extends IaasResourcesListProps {
  /** The whole environment summed up (the API's summary); undefined until it is read. */
  summary: IaasResourceSummaryItem | undefined;
  /** The time zone of the dates (stories and tests pin it); the browser's by default. */
  timeZone?: string;
}

/** The columns a first visit shows; the others are a choice in the list's preferences. */
export const IAAS_DEFAULT_COLUMNS = [
  'name',
  'kind',
  'region',
  'state',
  'configuration',
  'attachedTo',
  'createdAt',
];

/** The resources list's columns, in the user's language: what each shows, sorts and filters by. */
export function useIaasResourceColumns(
  regions: readonly string[],
  timeZone?: string,
): ResourceListColumn<IaasResourceItem>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasResourcesTable' });
  const { t: stateName } = useTranslation('ui', { keyPrefix: 'IaasStateChip' });
  return useMemo(() => {
    const none = (
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {t('none')}
      </Typography>
    );
    const gb = (n: number) => t('gb', { count: n });
    return [
      {
        id: 'name',
        header: t('columns.name'),
        sortable: true,
        rowHeader: true,
        required: true,
        filter: { operators: [':', '!:', '=', '!='] },
        cell: (resource) => (
          <>
            <Typography component="span" variant="body2" sx={{ fontWeight: 500, display: 'block' }}>
              {resource.name}
            </Typography>
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              <MaskedValue>{resource.id}</MaskedValue>
            </Typography>
          </>
        ),
      },
      {
        id: 'kind',
        header: t('columns.kind'),
        sortable: true,
        filter: { options: IAAS_RESOURCE_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })) },
        cell: (resource) => <Box sx={{ whiteSpace: 'nowrap' }}>{t(`kind.${resource.kind}`)}</Box>,
      },
      {
        id: 'region',
        header: t('columns.region'),
        sortable: true,
        filter: { options: regions.map((region) => ({ value: region, label: region })) },
        cell: (resource) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {resource.region}
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {resource.provider.toUpperCase()}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'state',
        header: t('columns.state'),
        sortable: true,
        filter: {
          options: IAAS_RESOURCE_STATES.map((name) => ({ value: name, label: stateName(`state.${name}`) })),
        },
        cell: (resource) => <IaasStateChip state={resource.state} />,
      },
      {
        id: 'configuration',
        header: t('columns.configuration'),
        cell: (resource) => (
          <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {resource.kind === 'virtual_machine' && resource.vcpus !== null && resource.memoryGb !== null ? (
              t('machine', {
                vcpus: resource.vcpus,
                memory: gb(resource.memoryGb),
                disk: resource.sizeGb === null ? '' : gb(resource.sizeGb),
              })
            ) : resource.kind === 'volume' && resource.sizeGb !== null ? (
              gb(resource.sizeGb)
            ) : resource.kind === 'network' && resource.cidr ? (
              <MaskedValue>{resource.cidr}</MaskedValue>
            ) : resource.kind === 'public_ip' && resource.address ? (
              <MaskedValue>{resource.address}</MaskedValue>
            ) : (
              none
            )}
          </Box>
        ),
      },
      {
        id: 'attachedTo',
        header: t('columns.attachedTo'),
        cell: (resource) => (resource.attachedTo ? <MaskedValue>{resource.attachedTo}</MaskedValue> : none),
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortable: true,
        cell: (resource) => (
          <Box component="time" dateTime={resource.createdAt} sx={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(resource.createdAt, i18n.language, timeZone)}
          </Box>
        ),
      },
    ];
  }, [t, stateName, i18n.language, regions, timeZone]);
}

const NO_REGIONS: readonly string[] = [];

/**
 * The IaaS resources of the current environment (portal spec §2.6 IaaS › resources): virtual machines,
 * volumes, networks and public IPs with their region, state, configuration and what they are attached to, on
 * the ResourceList (server-paged; filter, sort and page in the address). A summary counts each kind of the
 * whole environment (a click filters by it) and those in error.
 */
export function IaasResourcesTable({ summary, timeZone, ...list }: IaasResourcesTableProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasResourcesTable' });
  const columns = useIaasResourceColumns(summary?.regions ?? NO_REGIONS, timeZone);
  const loading = summary === undefined;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const empty = summary !== undefined && IAAS_RESOURCE_KINDS.every((kind) => summary.byKind[kind] === 0);
  const choice = (pressed: IaasSummaryChoice) => ({
    pressed: isSummaryChoiceOn(list.filter, pressed),
    onClick: () => list.onFilterChange(toggleSummaryChoice(list.filter, pressed)),
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list.state.status === 'error' || empty ? null : (
        <Box
          component="ul"
          aria-label={t('summary')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
            gap: 1.5,
          }}
        >
          {IAAS_RESOURCE_KINDS.map((kind) => (
            <SummaryCount
              key={kind}
              kind={kind}
              count={summary?.byKind[kind]}
              label={t(`kindPlural.${kind}`)}
              number={number}
              {...choice({ field: 'kind', value: kind })}
            />
          ))}
          <SummaryCount
            kind="error"
            count={summary?.inError}
            label={t('inError')}
            number={number}
            danger
            disabled={loading || summary.inError === 0}
            {...choice({ field: 'state', value: 'error' })}
          />
        </Box>
      )}
      <ResourceList<IaasResourceItem>
        filterPlaceholder={t('filterPlaceholder')}
        {...list}
        label={t('table')}
        columns={columns}
        rowId={(resource) => resource.id}
        rowLabel={(resource) => resource.name}
        empty={{ title: t('empty'), hint: t('emptyHint') }}
        countText={(total) => t('count', { count: total })}
        errorTitle={t('errorTitle')}
        loadingText={t('loading')}
      />
    </Box>
  );
}

function SummaryCount({
  kind,
  count,
  label,
  number,
  pressed,
  onClick,
  danger = false,
  disabled = count === undefined,
}: {
  kind: string;
  count: number | undefined;
  label: string;
  number: (n: number) => string;
  pressed: boolean;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <li>
      <Paper
        variant="outlined"
        component="button"
        type="button"
        aria-pressed={pressed}
        aria-label={count === undefined ? label : `${number(count)} ${label}`}
        disabled={disabled}
        data-kind-count={kind}
        onClick={onClick}
        sx={(theme) => ({
          width: '100%',
          textAlign: 'left',
          p: 1.5,
          cursor: 'pointer',
          font: 'inherit',
          color: danger && (count ?? 0) > 0 ? 'error.main' : 'text.primary',
          bgcolor: pressed ? 'action.selected' : 'background.paper',
          borderColor: pressed ? (danger ? 'error.main' : 'primary.main') : 'divider',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          '&:disabled': { cursor: 'default' },
        })}
      >
        <Typography component="span" variant="h6" sx={{ display: 'block', lineHeight: 1.2 }}>
          {count === undefined ? <Skeleton variant="text" width={32} /> : number(count)}
        </Typography>
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          {label}
        </Typography>
      </Paper>
    </li>
  );
}
