import type { BiWorkspace, DatasetCreateConfig } from '@nuvem/api-contract';
import { NewReportDialog, type NewReportFile, type NewReportSource } from '@nuvem/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountOf } from '../accounts/accountOf';
import { useCurrentAccount } from '../accounts/useCurrentAccount';
import { useMe } from '../session/useMe';
import { CsvDatasetError, csvDatasetOf, tableNameOfFile } from './csvDataset';
import { useWorkspaceDatasets } from './useWorkspaceDatasets';

/** A CSV file's rows for quick create, and the environment (cloud id) they are kept in. */
export interface QuickReportData {
  cloudId: string;
  fileName: string;
  config: DatasetCreateConfig;
}

/** Where a new report goes and what it is built on: a dataset of the workspace, or a file's rows. */
export type NewReportChoice =
  { workspaceId: string; datasetId: string } | { workspaceId: string; file: QuickReportData };

export interface NewReportContainerProps {
  open: boolean;
  /** The workspaces the user edits. */
  workspaces: readonly BiWorkspace[];
  onCancel: () => void;
  onCreate: (choice: NewReportChoice) => void;
}

/** A file larger than this is refused before it is read (its rows could not pass the API's limits). */
const MAX_FILE_MB = 20;

/**
 * 'Novo relatório': a workspace the user edits (the first by default) and one of its datasets, or a CSV file
 * read in the browser into a dataset create config, its rows kept in an environment of the user's (the one
 * they work in, by default).
 */
export function NewReportContainer({ open, workspaces, onCancel, onCreate }: NewReportContainerProps) {
  const { t, i18n } = useTranslation('features', { keyPrefix: 'insights' });
  const [chosenWorkspace, setWorkspaceId] = useState<string | undefined>();
  const workspaceId = chosenWorkspace ?? workspaces[0]?.id ?? '';
  const { datasets, state, retry } = useWorkspaceDatasets(open ? workspaceId : undefined);
  const [chosenDataset, setDatasetId] = useState<string | undefined>();
  const datasetId =
    chosenDataset !== undefined && datasets.some((dataset) => dataset.id === chosenDataset)
      ? chosenDataset
      : (datasets[0]?.id ?? '');

  const [source, setSource] = useState<NewReportSource>('dataset');
  const me = useMe().data;
  const current = useCurrentAccount();
  const environments = useMemo(() => (me?.customers ?? []).map(accountOf), [me]);
  const [chosenEnvironment, setEnvironmentId] = useState<string | undefined>();
  const environmentId = chosenEnvironment ?? current?.cloud_id ?? environments[0]?.cloud_id ?? '';
  const [file, setFile] = useState<NewReportFile | undefined>();
  const [read, setRead] = useState<QuickReportData['config'] | undefined>();

  const chooseFile = (chosen: File) => {
    setRead(undefined);
    const refuse = (message: string) => setFile({ name: chosen.name, status: 'error', message });
    if (chosen.size > MAX_FILE_MB * 1024 * 1024) return refuse(t('csv.tooLarge', { max: MAX_FILE_MB }));
    setFile({ name: chosen.name, status: 'reading' });
    chosen.text().then(
      (text) => {
        try {
          const dataset = csvDatasetOf(text, tableNameOfFile(chosen.name), i18n.language);
          setRead(dataset.config);
          setFile({
            name: chosen.name,
            status: 'ready',
            columns: dataset.columns.length,
            rows: dataset.rows,
          });
        } catch (error) {
          if (!(error instanceof CsvDatasetError)) throw error;
          const { detail } = error;
          // Limits as the viewer writes numbers ('50.000').
          const max = 'max' in detail ? new Intl.NumberFormat(i18n.language).format(detail.max) : undefined;
          refuse(t(`csv.${detail.problem}`, { ...detail, max }));
        }
      },
      () => refuse(t('csv.unreadable')),
    );
  };

  return (
    <NewReportDialog
      open={open}
      workspaces={workspaces}
      workspaceId={workspaceId}
      onWorkspaceChange={setWorkspaceId}
      datasets={datasets}
      datasetsState={state}
      onRetryDatasets={retry}
      datasetId={datasetId}
      onDatasetChange={setDatasetId}
      source={source}
      onSourceChange={setSource}
      fromFile={{
        environments,
        environmentId,
        onEnvironmentChange: setEnvironmentId,
        file,
        onFileChoose: chooseFile,
      }}
      onCreate={() =>
        onCreate(
          source === 'file' && read && file
            ? { workspaceId, file: { cloudId: environmentId, fileName: file.name, config: read } }
            : { workspaceId, datasetId },
        )
      }
      onCancel={onCancel}
    />
  );
}
