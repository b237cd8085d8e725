import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useMemo, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import type {
  ProductStatusSummary,
  ProductTopology,
  ProductTopologyStatus,
  ProductTopologyType,
} from './productTopologyRules';

export interface ProductTopologiesProps extends ResourceListCollectionProps<ProductTopology> {
  /** The product's name as the menu shows it ('Protheus', 'Outros'). */
  productName: string;
  /** Every topology of the product summed up, whatever the filter (productStatusOf); undefined while loading. */
  summary: ProductStatusSummary | undefined;
  /**
   * The product has a DR origin whose replicas (dr_destination) are not listed: the top bar's 'DR' view is
   * off. The page says so.
   */
  replicasHidden?: boolean;
  /** Where the empty state leads to hire the product: the marketplace, when the user's menu shows it. */
  marketplaceHref?: string;
}

const STATUS: Record<ProductTopologyStatus, { icon: ReactElement; tint: ChipTint }> = {
  active: { icon: <CheckCircleOutlined />, tint: 'success' },
  stopped: { icon: <PauseCircleOutlined />, tint: 'warning' },
  provisioning: { icon: <HourglassEmptyOutlined />, tint: 'info' },
};

const TYPES: readonly ProductTopologyType[] = [
  'production',
  'dr_origin',
  'dr_destination',
  'homologation',
  'development',
];

function StatusChip({ status }: { status: ProductTopologyStatus }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ProductTopologies' });
  const { icon, tint } = STATUS[status];
  return <Chip size="small" icon={icon} label={t(`status.${status}`)} sx={tintedChipSx(tint)} />;
}

/** The topologies list's columns, in the user's language: every one sorts; type, region and state filter. */
export function useProductTopologyColumns(regions: readonly string[]): ResourceListColumn<ProductTopology>[] {
  const { t } = useTranslation('ui', { keyPrefix: 'ProductTopologies' });
  return useMemo(() => {
    const none = (
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
        {t('none')}
      </Typography>
    );
    return [
      {
        id: 'instance',
        header: t('columns.instance'),
        sortable: true,
        rowHeader: true,
        required: true,
        cell: (topology) => (
          <>
            <Typography component="span" variant="body2" sx={{ fontWeight: 500, display: 'block' }}>
              {topology.instanceName}
            </Typography>
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              <MaskedValue>{topology.id}</MaskedValue>
            </Typography>
          </>
        ),
      },
      {
        id: 'domain',
        header: t('columns.domain'),
        sortable: true,
        cell: (topology) => <Box sx={{ wordBreak: 'break-all' }}>{topology.domain ?? none}</Box>,
      },
      {
        id: 'publicIp',
        header: t('columns.publicIp'),
        sortable: true,
        cell: (topology) => (
          <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {topology.publicIp ? <MaskedValue>{topology.publicIp}</MaskedValue> : none}
          </Box>
        ),
      },
      {
        id: 'region',
        header: t('columns.region'),
        sortable: true,
        filter: { options: regions.map((region) => ({ value: region, label: region })) },
        cell: (topology) => (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            {topology.region}
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
              {topology.provider.toUpperCase()}
            </Typography>
          </Box>
        ),
      },
      {
        id: 'type',
        header: t('columns.type'),
        sortable: true,
        filter: { options: TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })) },
        cell: (topology) => <Box sx={{ whiteSpace: 'nowrap' }}>{t(`type.${topology.type}`)}</Box>,
      },
      {
        id: 'drRole',
        header: t('columns.drRole'),
        sortable: true,
        cell: (topology) =>
          topology.type === 'dr_origin' ? (
            t('drRole.origin')
          ) : topology.type === 'dr_destination' ? (
            <>
              {t('drRole.destination')}
              {topology.replicaOf ? (
                <Typography
                  component="span"
                  variant="caption"
                  sx={{ color: 'text.secondary', display: 'block' }}
                >
                  {t('drRole.replicaOf')} <MaskedValue>{topology.replicaOf}</MaskedValue>
                </Typography>
              ) : null}
            </>
          ) : (
            none
          ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortable: true,
        filter: {
          options: (['active', 'stopped', 'provisioning'] as const).map((status) => ({
            value: status,
            label: t(`status.${status}`),
          })),
        },
        cell: (topology) => <StatusChip status={topology.status} />,
      },
    ];
  }, [t, regions]);
}

const NO_REGIONS: readonly string[] = [];

/**
 * A PaaS product's page (portal spec §2.2, §2.6 PaaS › product): its topologies in the current environment
 * with a status header (how many, in which regions, how many stopped or still provisioning) over the
 * ResourceList (filter, sort and pages in the address). An environment without the product says so, with a
 * way to the marketplace when the user has one; loading shows skeletons; a failure its message and a retry.
 */
export function ProductTopologies({
  productName,
  summary,
  replicasHidden = false,
  marketplaceHref,
  ...list
}: ProductTopologiesProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'ProductTopologies' });
  const id = useId();
  const columns = useProductTopologyColumns(summary?.regions ?? NO_REGIONS);
  const loading = list.state.status === 'loading';
  const number = (n: number) => n.toLocaleString(i18n.language);
  const empty = summary !== undefined && summary.total === 0;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list.state.status === 'error' || empty ? null : (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={`${id}-status`}
          aria-busy={loading}
          sx={{ p: 2 }}
        >
          <Typography id={`${id}-status`} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {t('statusTitle', { product: productName })}
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
              gap: 2,
              m: 0,
              '& dt': { color: 'text.secondary', fontSize: '0.8125rem' },
              '& dd': { m: 0, mt: 0.25 },
            }}
          >
            <Stat label={t('summary.topologies')} loading={!summary}>
              <Typography component="span" variant="h6" data-summary="topologies">
                {number(summary?.total ?? 0)}
              </Typography>
            </Stat>
            <Stat label={t('summary.regions', { count: summary?.regions.length ?? 0 })} loading={!summary}>
              <Typography component="span" data-summary="regions">
                {summary?.regions.join(', ')}
              </Typography>
            </Stat>
            <Stat label={t('summary.health')} loading={!summary}>
              <Box
                component="span"
                data-summary="health"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
              >
                {summary && summary.stopped === 0 && summary.provisioning === 0 ? (
                  <Chip
                    size="small"
                    icon={STATUS.active.icon}
                    label={t('summary.allActive')}
                    sx={tintedChipSx('success')}
                  />
                ) : null}
                {summary && summary.stopped > 0 ? (
                  <Chip
                    size="small"
                    icon={STATUS.stopped.icon}
                    label={t('summary.stopped', { count: summary.stopped })}
                    sx={tintedChipSx('warning')}
                  />
                ) : null}
                {summary && summary.provisioning > 0 ? (
                  <Chip
                    size="small"
                    icon={STATUS.provisioning.icon}
                    label={t('summary.provisioning', { count: summary.provisioning })}
                    sx={tintedChipSx('info')}
                  />
                ) : null}
              </Box>
            </Stat>
          </Box>
          {replicasHidden && !loading ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              {t('replicasHidden')}
            </Typography>
          ) : null}
        </Paper>
      )}
      <ResourceList<ProductTopology>
        filterPlaceholder={t('filterPlaceholder')}
        {...list}
        label={t('table', { product: productName })}
        columns={columns}
        rowId={(topology) => topology.id}
        rowLabel={(topology) => topology.instanceName}
        empty={{
          title: t('empty', { product: productName }),
          hint: t('emptyHint'),
          action: marketplaceHref ? (
            <Button href={marketplaceHref} variant="outlined">
              {t('toMarketplace', { product: productName })}
            </Button>
          ) : undefined,
        }}
        countText={(total) => t('count', { count: total })}
        errorTitle={t('errorTitle', { product: productName })}
        loadingText={t('loading', { product: productName })}
      />
    </Box>
  );
}

function Stat({ label, loading, children }: { label: string; loading: boolean; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{loading ? <Skeleton variant="text" width={80} /> : children}</dd>
    </div>
  );
}
