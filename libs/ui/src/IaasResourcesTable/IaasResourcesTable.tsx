import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatDateTime } from '../format/formatDateTime';
import { tintedChipSx, type ChipTint } from '../internal/tintedChip';
import { MaskedValue } from '../MaskedValue/MaskedValue';
import {
  countsByKind,
  filterIaasResources,
  hasIaasFilters,
  IAAS_RESOURCE_KINDS,
  IAAS_RESOURCE_STATES,
  IAAS_SKELETON_ROWS,
  NO_IAAS_FILTERS,
  regionsOf,
  resourcesInError,
  type IaasResourceFilters,
  type IaasResourceItem,
  type IaasResourceStateName,
} from './iaasResourceRules';
import { RetryAlert } from '../internal/RetryAlert';
import { EmptyState } from '../internal/EmptyState';

/** What the table shows besides the resources: a skeleton while they load, or the failure. */
export type IaasResourcesState =
  | { status: 'loading' }
  | {
      status: 'error';
      /** Already translated (the API's error, spec §8), shown as is. */
      message: string;
    }
  | { status: 'ready' };

export interface IaasResourcesTableProps {
  /** Every resource of the environment, in the API's order (by kind, then name); the table filters them. */
  resources: readonly IaasResourceItem[];
  /** loading: skeleton rows; error: the message and 'Tentar novamente'; ready: the resources. */
  state: IaasResourcesState;
  /** The type, region and state filters. Controlled: the portal keeps them in the URL. */
  filters: IaasResourceFilters;
  onFiltersChange: (filters: IaasResourceFilters) => void;
  /** 'Tentar novamente' after the resources failed to load. */
  onRetry?: () => void;
  /** The time zone of the dates (stories and tests pin it); the browser's by default. */
  timeZone?: string;
}

const STATE: Record<IaasResourceStateName, { icon: ReactElement; tint: ChipTint }> = {
  running: { icon: <PlayCircleOutlined />, tint: 'success' },
  stopped: { icon: <PauseCircleOutlined />, tint: 'default' },
  available: { icon: <CheckCircleOutlined />, tint: 'info' },
  in_use: { icon: <LinkOutlined />, tint: 'primary' },
  provisioning: { icon: <HourglassEmptyOutlined />, tint: 'warning' },
  error: { icon: <ErrorOutlineOutlined />, tint: 'error' },
  starting: { icon: <HourglassEmptyOutlined />, tint: 'info' },
  stopping: { icon: <HourglassEmptyOutlined />, tint: 'info' },
  deleting: { icon: <HourglassEmptyOutlined />, tint: 'warning' },
};

const COLUMNS = ['name', 'kind', 'region', 'state', 'configuration', 'attachedTo', 'createdAt'] as const;
const WIDE: ReadonlySet<string> = new Set(['attachedTo', 'createdAt']);

/** Columns shown only on wider screens; the others always. */
const onWideScreens = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * The IaaS resources of the current environment (portal spec §2.6 IaaS › resources): virtual machines,
 * volumes, networks and public IPs with their region, state, configuration and what they are attached to.
 * A summary counts each kind (a click filters by it); filters narrow by type, region and state. Loading
 * shows skeleton rows; an environment without resources, or filters matching none, say so; a failure shows
 * its message and a retry.
 */
export function IaasResourcesTable({
  resources,
  state,
  filters,
  onFiltersChange,
  onRetry,
  timeZone,
}: IaasResourcesTableProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasResourcesTable' });
  const shown = useMemo(() => filterIaasResources(resources, filters), [resources, filters]);
  const counts = useMemo(() => countsByKind(resources), [resources]);
  const regions = useMemo(() => regionsOf(resources), [resources]);
  const inError = useMemo(() => resourcesInError(resources), [resources]);
  const loading = state.status === 'loading';
  const filtered = hasIaasFilters(filters);
  const number = (n: number) => n.toLocaleString(i18n.language);
  // A region asked for in the URL stays offered even when no resource is there, so the field shows it.
  const regionOptions =
    filters.region && !regions.includes(filters.region) ? [...regions, filters.region] : regions;

  if (state.status === 'error')
    return (
      <RetryAlert title={t('errorTitle')} onRetry={onRetry}>
        {state.message}
      </RetryAlert>
    );

  if (state.status === 'ready' && resources.length === 0)
    return <EmptyState title={t('empty')} hint={t('emptyHint')} />;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
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
        {IAAS_RESOURCE_KINDS.map((kind) => {
          const selected = filters.kind === kind;
          return (
            <li key={kind}>
              <Paper
                variant="outlined"
                component="button"
                type="button"
                aria-pressed={selected}
                aria-label={`${number(counts[kind])} ${t(`kindPlural.${kind}`)}`}
                disabled={loading}
                data-kind-count={kind}
                onClick={() => onFiltersChange({ ...filters, kind: selected ? '' : kind })}
                sx={(theme) => ({
                  width: '100%',
                  textAlign: 'left',
                  p: 1.5,
                  cursor: 'pointer',
                  font: 'inherit',
                  color: 'text.primary',
                  bgcolor: selected ? 'action.selected' : 'background.paper',
                  borderColor: selected ? 'primary.main' : 'divider',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
                  '&:disabled': { cursor: 'default' },
                })}
              >
                <Typography component="span" variant="h6" sx={{ display: 'block', lineHeight: 1.2 }}>
                  {loading ? <Skeleton variant="text" width={32} /> : number(counts[kind])}
                </Typography>
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(`kindPlural.${kind}`)}
                </Typography>
              </Paper>
            </li>
          );
        })}
        <li>
          <Paper
            variant="outlined"
            component="button"
            type="button"
            aria-pressed={filters.state === 'error'}
            aria-label={`${number(inError)} ${t('inError')}`}
            disabled={loading || inError === 0}
            data-kind-count="error"
            onClick={() => onFiltersChange({ ...filters, state: filters.state === 'error' ? '' : 'error' })}
            sx={(theme) => ({
              width: '100%',
              textAlign: 'left',
              p: 1.5,
              cursor: 'pointer',
              font: 'inherit',
              color: inError > 0 ? 'error.main' : 'text.primary',
              bgcolor: filters.state === 'error' ? 'action.selected' : 'background.paper',
              borderColor: filters.state === 'error' ? 'error.main' : 'divider',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
              '&:disabled': { cursor: 'default' },
            })}
          >
            <Typography component="span" variant="h6" sx={{ display: 'block', lineHeight: 1.2 }}>
              {loading ? <Skeleton variant="text" width={32} /> : number(inError)}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('inError')}
            </Typography>
          </Paper>
        </li>
      </Box>

      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          role="group"
          aria-label={t('filters')}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <TextField
            select
            size="small"
            // 'Todos' shows in the field, under its label, when nothing is filtered.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            label={t('filter.kind')}
            value={filters.kind}
            onChange={(event) =>
              onFiltersChange({ ...filters, kind: event.target.value as IaasResourceFilters['kind'] })
            }
            sx={{ minWidth: 190 }}
          >
            <MenuItem value="">{t('all')}</MenuItem>
            {IAAS_RESOURCE_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            // 'Todos' shows in the field, under its label, when nothing is filtered.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            label={t('filter.region')}
            value={filters.region}
            onChange={(event) => onFiltersChange({ ...filters, region: event.target.value })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">{t('allFeminine')}</MenuItem>
            {regionOptions.map((region) => (
              <MenuItem key={region} value={region}>
                {region}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            // 'Todos' shows in the field, under its label, when nothing is filtered.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            label={t('filter.state')}
            value={filters.state}
            onChange={(event) =>
              onFiltersChange({ ...filters, state: event.target.value as IaasResourceFilters['state'] })
            }
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">{t('all')}</MenuItem>
            {IAAS_RESOURCE_STATES.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`state.${name}`)}
              </MenuItem>
            ))}
          </TextField>
          {filtered ? (
            <Button size="small" onClick={() => onFiltersChange(NO_IAAS_FILTERS)}>
              {t('clearFilters')}
            </Button>
          ) : null}
        </Box>
        <TableContainer
          // Reachable by keyboard when the table is wider than the screen (a phone).
          tabIndex={0}
          role="region"
          aria-label={t('table')}
        >
          <Table
            size="small"
            aria-label={t('table')}
            aria-busy={loading}
            sx={{ minWidth: { xs: 560, md: 960 } }}
          >
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    sx={[{ whiteSpace: 'nowrap', fontWeight: 600 }, WIDE.has(column) ? onWideScreens : {}]}
                  >
                    {t(`columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading
                ? Array.from({ length: IAAS_SKELETON_ROWS }, (_, row) => (
                    <TableRow key={row} data-skeleton-row="">
                      {COLUMNS.map((column) => (
                        <TableCell key={column} sx={WIDE.has(column) ? onWideScreens : undefined}>
                          <Skeleton variant="text" width="70%" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : shown.map((resource) => (
                    <ResourceRow key={resource.id} resource={resource} timeZone={timeZone} />
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
        {loading ? (
          <Box component="span" role="status" sx={visuallyHidden}>
            {t('loading')}
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
                <Typography sx={{ fontWeight: 500, color: 'text.primary' }}>{t('noMatches')}</Typography>
                <Button onClick={() => onFiltersChange(NO_IAAS_FILTERS)} sx={{ mt: 1 }}>
                  {t('clearFilters')}
                </Button>
              </>
            ) : filtered ? (
              t('showing', { shown: number(shown.length), total: number(resources.length) })
            ) : (
              t('count', { count: resources.length })
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

function ResourceRow({ resource, timeZone }: { resource: IaasResourceItem; timeZone?: string }) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'IaasResourcesTable' });
  const { icon, tint } = STATE[resource.state];
  const none = (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {t('none')}
    </Typography>
  );
  const gb = (n: number) => t('gb', { count: n });
  return (
    <TableRow hover data-resource={resource.id}>
      <TableCell component="th" scope="row">
        <Typography component="span" variant="body2" sx={{ fontWeight: 500, display: 'block' }}>
          {resource.name}
        </Typography>
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
          <MaskedValue>{resource.id}</MaskedValue>
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`kind.${resource.kind}`)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {resource.region}
        <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {resource.provider.toUpperCase()}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip size="small" icon={icon} label={t(`state.${resource.state}`)} sx={tintedChipSx(tint)} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
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
      </TableCell>
      <TableCell sx={onWideScreens}>
        {resource.attachedTo ? <MaskedValue>{resource.attachedTo}</MaskedValue> : none}
      </TableCell>
      <TableCell sx={[onWideScreens, { whiteSpace: 'nowrap' }]}>
        <time dateTime={resource.createdAt}>
          {formatDateTime(resource.createdAt, i18n.language, timeZone)}
        </time>
      </TableCell>
    </TableRow>
  );
}
