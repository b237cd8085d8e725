import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseIcon from '@mui/icons-material/Close';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  useDeferredValue,
  useId,
  useMemo,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import {
  PRODUCT_TOPOLOGY_SKELETON_ROWS,
  productStatusOf,
  searchTopologies,
  sortTopologies,
  type ProductTopology,
  type ProductTopologySort,
  type ProductTopologySortField,
  type ProductTopologyStatus,
} from './productTopologyRules';
import { RetryAlert } from '../internal/RetryAlert';
import { EmptyState } from '../internal/EmptyState';

/** What the page shows besides the topologies: a skeleton while they load, or the failure. */
export type ProductTopologiesState =
  | { status: 'loading' }
  | {
      status: 'error';
      /** Already translated (the API's error, spec §8), shown as is. */
      message: string;
    }
  | { status: 'ready' };

export interface ProductTopologiesProps {
  /** The product's name as the menu shows it ('Protheus', 'Outros'). */
  productName: string;
  /** The product's topologies in the current environment, in any order: the table sorts and searches them. */
  topologies: readonly ProductTopology[];
  /** loading: skeletons; error: the message and 'Tentar novamente'; ready: the topologies. */
  state: ProductTopologiesState;
  /** The search text (instance, id, domain, IP, region, provider). Controlled: the portal keeps it in the URL. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The column the table is sorted by, and which way. Controlled: the portal keeps it in the URL. */
  sort: ProductTopologySort;
  /** A header was clicked: its column ascending, or the other way when already sorted by it. */
  onSortChange: (sort: ProductTopologySort) => void;
  /** 'Tentar novamente' after the topologies failed to load. */
  onRetry?: () => void;
  /**
   * Whether disaster-recovery replicas (dr_destination) are listed: the top bar's 'DR' view (all topologies).
   * When false and the product has a DR origin, the page says its replicas are not shown.
   */
  replicasShown?: boolean;
  /** Where the empty state leads to hire the product: the marketplace, when the user's menu shows it. */
  marketplaceHref?: string;
}

const COLUMNS: { field: ProductTopologySortField; wide?: boolean }[] = [
  { field: 'instance' },
  { field: 'domain', wide: true },
  { field: 'publicIp' },
  { field: 'region' },
  { field: 'type', wide: true },
  { field: 'drRole', wide: true },
  { field: 'status' },
];

/** Columns shown only on wider screens; the others always. */
const onWideScreens = { display: { xs: 'none', md: 'table-cell' } } as const;

const STATUS: Record<ProductTopologyStatus, { icon: ReactElement; tint: ChipTint }> = {
  active: { icon: <CheckCircleOutlined />, tint: 'success' },
  stopped: { icon: <PauseCircleOutlined />, tint: 'warning' },
  provisioning: { icon: <HourglassEmptyOutlined />, tint: 'info' },
};

function StatusChip({ status }: { status: ProductTopologyStatus }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ProductTopologies' });
  const { icon, tint } = STATUS[status];
  return <Chip size="small" icon={icon} label={t(`status.${status}`)} sx={tintedChipSx(tint)} />;
}

/**
 * A PaaS product's page (portal spec §2.2, §2.6 PaaS › product): its topologies in the current environment
 * with a status header (how many, in which regions, how many stopped or still provisioning), a search, and a
 * table sortable by a click on any column header. An environment without the product says so, with a way to
 * the marketplace when the user has one; loading shows skeletons; a failure its message and a retry.
 */
export function ProductTopologies({
  productName,
  topologies,
  state,
  search,
  onSearchChange,
  sort,
  onSortChange,
  onRetry,
  replicasShown = false,
  marketplaceHref,
}: ProductTopologiesProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'ProductTopologies' });
  const id = useId();
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => sortTopologies(searchTopologies(topologies, deferredSearch), sort),
    [topologies, deferredSearch, sort],
  );
  const summary = useMemo(() => productStatusOf(topologies), [topologies]);
  const loading = state.status === 'loading';
  const number = (n: number) => n.toLocaleString(i18n.language);

  if (state.status === 'error')
    return (
      <RetryAlert title={t('errorTitle', { product: productName })} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );

  if (state.status === 'ready' && topologies.length === 0)
    return (
      <EmptyState title={t('empty', { product: productName })} hint={t('emptyHint')}>
        {marketplaceHref ? (
          <Button href={marketplaceHref} variant="outlined" sx={{ mt: 2 }}>
            {t('toMarketplace', { product: productName })}
          </Button>
        ) : null}
      </EmptyState>
    );

  const sortBy = (field: ProductTopologySortField) =>
    onSortChange({
      field,
      direction: sort.field === field && sort.direction === 'asc' ? 'desc' : 'asc',
    });

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && search) {
      event.preventDefault();
      onSearchChange('');
    }
  };

  const hiddenReplicas = !replicasShown && topologies.some((topology) => topology.type === 'dr_origin');
  const searching = search.trim() !== '';

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
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
          <Stat label={t('summary.topologies')} loading={loading}>
            <Typography component="span" variant="h6" data-summary="topologies">
              {number(summary.total)}
            </Typography>
          </Stat>
          <Stat label={t('summary.regions', { count: summary.regions.length })} loading={loading}>
            <Typography component="span" data-summary="regions">
              {summary.regions.join(', ')}
            </Typography>
          </Stat>
          <Stat label={t('summary.health')} loading={loading}>
            <Box component="span" data-summary="health" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {summary.stopped === 0 && summary.provisioning === 0 ? (
                <Chip
                  size="small"
                  icon={STATUS.active.icon}
                  label={t('summary.allActive')}
                  sx={tintedChipSx('success')}
                />
              ) : null}
              {summary.stopped > 0 ? (
                <Chip
                  size="small"
                  icon={STATUS.stopped.icon}
                  label={t('summary.stopped', { count: summary.stopped })}
                  sx={tintedChipSx('warning')}
                />
              ) : null}
              {summary.provisioning > 0 ? (
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
        {hiddenReplicas && !loading ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
            {t('replicasHidden')}
          </Typography>
        ) : null}
      </Paper>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <TextField
            size="small"
            type="search"
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            onKeyDown={onSearchKeyDown}
            sx={{ width: { xs: '100%', sm: 360 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
                endAdornment: search ? (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={t('clearSearch')}
                      onClick={() => onSearchChange('')}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
        </Box>
        <TableContainer
          // Reachable by keyboard when the table is wider than the screen (a phone).
          tabIndex={0}
          role="region"
          aria-label={t('table', { product: productName })}
        >
          <Table
            size="small"
            aria-label={t('table', { product: productName })}
            aria-busy={loading}
            sx={{ minWidth: { xs: 520, md: 960 } }}
          >
            <TableHead>
              <TableRow>
                {COLUMNS.map(({ field, wide }) => {
                  const active = sort.field === field;
                  return (
                    <TableCell
                      key={field}
                      sortDirection={active ? sort.direction : false}
                      sx={[{ whiteSpace: 'nowrap', fontWeight: 600 }, wide ? onWideScreens : {}]}
                    >
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => sortBy(field)}
                      >
                        {t(`columns.${field}`)}
                        {active ? (
                          <Box component="span" sx={visuallyHidden}>
                            {t(sort.direction === 'asc' ? 'sortedAscending' : 'sortedDescending')}
                          </Box>
                        ) : null}
                      </TableSortLabel>
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading
                ? Array.from({ length: PRODUCT_TOPOLOGY_SKELETON_ROWS }, (_, row) => (
                    <TableRow key={row} data-skeleton-row="">
                      {COLUMNS.map(({ field, wide }) => (
                        <TableCell key={field} sx={wide ? onWideScreens : undefined}>
                          <Skeleton variant="text" width="70%" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : shown.map((topology) => <TopologyRow key={topology.id} topology={topology} />)}
            </TableBody>
          </Table>
        </TableContainer>
        {loading ? (
          <Box component="span" role="status" sx={visuallyHidden}>
            {t('loading', { product: productName })}
          </Box>
        ) : (
          <Box
            role="status"
            sx={[
              { px: 2, py: 1, color: 'text.secondary', fontSize: '0.875rem' },
              shown.length === 0 ? { py: 4, textAlign: 'center' } : {},
            ]}
          >
            {shown.length === 0 ? (
              <>
                <Typography sx={{ fontWeight: 500, color: 'text.primary' }}>
                  {t('noMatches', { search: search.trim() })}
                </Typography>
                <Button onClick={() => onSearchChange('')} sx={{ mt: 1 }}>
                  {t('clearSearch')}
                </Button>
              </>
            ) : searching ? (
              t('showing', { shown: number(shown.length), total: number(topologies.length) })
            ) : (
              t('count', { count: topologies.length })
            )}
          </Box>
        )}
      </Paper>
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

function TopologyRow({ topology }: { topology: ProductTopology }) {
  const { t } = useTranslation('ui', { keyPrefix: 'ProductTopologies' });
  const none = (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {t('none')}
    </Typography>
  );
  return (
    <TableRow hover data-topology={topology.id}>
      <TableCell component="th" scope="row">
        <Typography component="span" variant="body2" sx={{ fontWeight: 500, display: 'block' }}>
          {topology.instanceName}
        </Typography>
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
          <MaskedValue>{topology.id}</MaskedValue>
        </Typography>
      </TableCell>
      <TableCell sx={[onWideScreens, { wordBreak: 'break-all' }]}>{topology.domain ?? none}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {topology.publicIp ? <MaskedValue>{topology.publicIp}</MaskedValue> : none}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {topology.region}
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {topology.provider.toUpperCase()}
        </Typography>
      </TableCell>
      <TableCell sx={[onWideScreens, { whiteSpace: 'nowrap' }]}>{t(`type.${topology.type}`)}</TableCell>
      <TableCell sx={onWideScreens}>
        {topology.type === 'dr_origin' ? (
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
        )}
      </TableCell>
      <TableCell>
        <StatusChip status={topology.status} />
      </TableCell>
    </TableRow>
  );
}
