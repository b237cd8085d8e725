import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InsightLoadError } from '../internal/InsightLoadError';
import type { InsightsLoadState } from '../model/insight';
import { NewReportFileSource, type NewReportFromFile } from './NewReportFileSource';

/** What the new report is built on: a dataset of the workspace, or the rows of a file (quick create). */
export type NewReportSource = 'dataset' | 'file';

export interface NewReportChoice {
  id: string;
  name: string;
}

export interface NewReportDialogProps {
  open: boolean;
  /** The workspaces the user may create reports in. */
  workspaces: readonly NewReportChoice[];
  workspaceId: string;
  onWorkspaceChange(workspaceId: string): void;
  /** The chosen workspace's datasets, as they load. */
  datasets: readonly NewReportChoice[];
  datasetsState: InsightsLoadState;
  onRetryDatasets?: () => void;
  datasetId: string;
  onDatasetChange(datasetId: string): void;
  /** Offered when given: the report built from a CSV file's rows instead of a dataset. */
  fromFile?: NewReportFromFile;
  source?: NewReportSource;
  onSourceChange?(source: NewReportSource): void;
  /** 'Criar relatório' with a workspace and a dataset (or a read file and an environment) chosen. */
  onCreate(): void;
  onCancel(): void;
}

/**
 * Where a new report goes and what it is built on: a workspace the user edits and one of its datasets, or
 * (when offered) a CSV file whose rows become a dataset kept in one of the user's environments. The report
 * itself is then authored in the embedded editor and saved under a name there.
 */
export function NewReportDialog({
  open,
  workspaces,
  workspaceId,
  onWorkspaceChange,
  datasets,
  datasetsState,
  onRetryDatasets,
  datasetId,
  onDatasetChange,
  fromFile,
  source = 'dataset',
  onSourceChange,
  onCreate,
  onCancel,
}: NewReportDialogProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'NewReportDialog' });
  const titleId = useId();
  const introId = useId();
  const ready = datasetsState.status === 'ready';
  const sourceLabelId = useId();
  const fromAFile = fromFile !== undefined && source === 'file';
  const canCreate = fromAFile
    ? workspaceId !== '' &&
      fromFile.file?.status === 'ready' &&
      fromFile.environments.some((environment) => environment.cloud_id === fromFile.environmentId)
    : workspaceId !== '' && ready && datasets.some((dataset) => dataset.id === datasetId);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId} sx={{ mb: 2 }}>
          {t(fromFile ? 'introWithFile' : 'intro')}
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            select
            label={t('workspace')}
            value={workspaceId}
            onChange={(event) => onWorkspaceChange(event.target.value)}
            fullWidth
          >
            {workspaces.map((workspace) => (
              <MenuItem key={workspace.id} value={workspace.id}>
                {workspace.name}
              </MenuItem>
            ))}
          </TextField>
          {fromFile ? (
            <RadioGroup
              aria-labelledby={sourceLabelId}
              value={source}
              onChange={(event) => onSourceChange?.(event.target.value as NewReportSource)}
            >
              <Typography id={sourceLabelId} variant="body2" color="text.secondary">
                {t('source')}
              </Typography>
              <FormControlLabel value="dataset" control={<Radio />} label={t('sourceDataset')} />
              <FormControlLabel value="file" control={<Radio />} label={t('sourceFile')} />
            </RadioGroup>
          ) : null}
          {fromAFile ? (
            <NewReportFileSource {...fromFile} />
          ) : datasetsState.status === 'error' ? (
            <InsightLoadError message={datasetsState.message} onRetry={onRetryDatasets} />
          ) : datasetsState.status === 'loading' && workspaceId ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
              <CircularProgress size={16} />
              <Typography variant="body2">{t('loadingDatasets')}</Typography>
            </Stack>
          ) : ready && workspaceId && datasets.length === 0 ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('noDatasets')}
            </Typography>
          ) : (
            <TextField
              select
              label={t('dataset')}
              value={datasets.some((dataset) => dataset.id === datasetId) ? datasetId : ''}
              onChange={(event) => onDatasetChange(event.target.value)}
              disabled={!workspaceId}
              fullWidth
            >
              {datasets.map((dataset) => (
                <MenuItem key={dataset.id} value={dataset.id}>
                  {dataset.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="contained" onClick={onCreate} disabled={!canCreate}>
          {t('create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
