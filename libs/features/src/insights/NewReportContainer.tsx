import type { BiWorkspace } from '@nuvem/api-contract';
import { NewReportDialog } from '@nuvem/ui';
import { useState } from 'react';
import { useWorkspaceDatasets } from './useWorkspaceDatasets';

/** Where a new report goes and what it is built on. */
export interface NewReportChoice {
  workspaceId: string;
  datasetId: string;
}

export interface NewReportContainerProps {
  open: boolean;
  /** The workspaces the user edits. */
  workspaces: readonly BiWorkspace[];
  onCancel: () => void;
  onCreate: (choice: NewReportChoice) => void;
}

/** 'Novo relatório': a workspace the user edits (the first by default) and one of its datasets. */
export function NewReportContainer({ open, workspaces, onCancel, onCreate }: NewReportContainerProps) {
  const [chosenWorkspace, setWorkspaceId] = useState<string | undefined>();
  const workspaceId = chosenWorkspace ?? workspaces[0]?.id ?? '';
  const { datasets, state, retry } = useWorkspaceDatasets(open ? workspaceId : undefined);
  const [chosenDataset, setDatasetId] = useState<string | undefined>();
  const datasetId =
    chosenDataset !== undefined && datasets.some((dataset) => dataset.id === chosenDataset)
      ? chosenDataset
      : (datasets[0]?.id ?? '');
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
      onCreate={() => onCreate({ workspaceId, datasetId })}
      onCancel={onCancel}
    />
  );
}
