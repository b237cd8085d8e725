import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MachineQuota } from '../IaasCreateMachineForm/iaasCreateMachineModel';
import { QuotaMeters } from '../IaasCreateMachineForm/QuotaMeters';
import {
  useIaasResourceColumns,
  type IaasResourcesListProps,
} from '../IaasResourcesTable/IaasResourcesTable';
import type { IaasResourceItem } from '../IaasResourcesTable/iaasResourceRules';
import { RetryAlert } from '../internal/RetryAlert';
import { ResourceList } from '../ResourceList/ResourceList';
import { RemoveResourcesDialog } from './RemoveResourcesDialog';

/** The free-resources list's columns a first visit shows. */
export const IAAS_FREE_RESOURCE_DEFAULT_COLUMNS = [
  'name',
  'kind',
  'configuration',
  'region',
  'createdAt',
] as const;

export type IaasQuotasState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

export interface IaasManagerPageProps extends IaasResourcesListProps {
  quotas: readonly MachineQuota[] | undefined;
  quotasState: IaasQuotasState;
  onQuotasRetry?: () => void;
  /** Where a machine is created, and imported from an image. */
  createHref: string;
  importHref: string;
  /** Removes these free resources (each its own operation), once the user confirmed. */
  onRemove: (resources: readonly IaasResourceItem[]) => void;
  /** A removal is being sent. */
  removing?: boolean;
  regions?: readonly string[];
  timeZone?: string;
}

const NO_REGIONS: readonly string[] = [];

/**
 * IaaS › Gerenciador: the environment's quotas (used of each limit), the ways to create or import a machine,
 * and its free volumes and public IPs on the ResourceList, removed one by one or in bulk after a typed
 * confirmation.
 */
export function IaasManagerPage({
  quotas,
  quotasState,
  onQuotasRetry,
  createHref,
  importHref,
  onRemove,
  removing = false,
  regions = NO_REGIONS,
  timeZone,
  ...list
}: IaasManagerPageProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'IaasManagerPage' });
  const quotasId = useId();
  const freeId = useId();
  const columns = useIaasResourceColumns(regions, timeZone);
  const [confirming, setConfirming] = useState<readonly IaasResourceItem[]>([]);
  const byId = new Map(list.rows.map((row) => [row.id, row]));
  return (
    <Stack spacing={3}>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" href={createHref} startIcon={<AddOutlined />}>
          {t('create')}
        </Button>
        <Button variant="outlined" href={importHref} startIcon={<FileUploadOutlined />}>
          {t('import')}
        </Button>
      </Stack>
      <Paper variant="outlined" component="section" aria-labelledby={quotasId} sx={{ p: 2 }}>
        <Typography id={quotasId} variant="subtitle1" component="h2" sx={{ fontWeight: 500, mb: 1.5 }}>
          {t('quotas')}
        </Typography>
        {quotasState.status === 'error' ? (
          <RetryAlert title={t('quotasError')} onRetry={onQuotasRetry}>
            {quotasState.message}
          </RetryAlert>
        ) : quotas && quotasState.status === 'ready' ? (
          <Box sx={{ maxWidth: 640 }}>
            <QuotaMeters quotas={quotas} />
          </Box>
        ) : (
          <Stack spacing={1} role="status" aria-busy="true" aria-label={t('quotasLoading')}>
            {[0, 1, 2, 3, 4].map((n) => (
              <Skeleton key={n} variant="rounded" height={28} />
            ))}
          </Stack>
        )}
      </Paper>
      <Box component="section" aria-labelledby={freeId}>
        <Typography id={freeId} variant="subtitle1" component="h2" sx={{ fontWeight: 500 }}>
          {t('freeResources')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('freeHint')}
        </Typography>
        <ResourceList<IaasResourceItem>
          filterPlaceholder={t('filterPlaceholder')}
          {...list}
          label={t('table')}
          columns={columns}
          rowId={(resource) => resource.id}
          rowLabel={(resource) => resource.name}
          selectable
          bulkActions={(ids) => (
            <Button
              color="error"
              startIcon={<DeleteOutlined />}
              disabled={removing}
              onClick={() => setConfirming(ids.flatMap((id) => byId.get(id) ?? []))}
            >
              {removing ? t('removing') : t('removeSelected', { count: ids.length })}
            </Button>
          )}
          empty={{ title: t('empty'), hint: t('emptyHint') }}
          countText={(total) => t('count', { count: total })}
          errorTitle={t('errorTitle')}
          loadingText={t('loading')}
        />
      </Box>
      <RemoveResourcesDialog
        names={confirming.map((r) => r.name)}
        onClose={() => setConfirming([])}
        onConfirm={() => {
          onRemove(confirming);
          setConfirming([]);
        }}
      />
    </Stack>
  );
}
