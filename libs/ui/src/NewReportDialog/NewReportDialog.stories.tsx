import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { settleRipples } from '../testing/settleRipples';
import { NewReportDialog, type NewReportDialogProps } from './NewReportDialog';

const workspaces = [
  { id: 'w1', name: 'Financeiro Corporativo' },
  { id: 'w2', name: 'Operações de Nuvem' },
];
const datasetsOf: Record<string, { id: string; name: string }[]> = {
  w1: [
    { id: 'consumo', name: 'Consumo' },
    { id: 'margem', name: 'Margem do Provedor' },
  ],
  w2: [],
};

/** The dialog with its choices kept, as the portal's container keeps them. */
function Stateful(props: NewReportDialogProps) {
  const [workspaceId, setWorkspaceId] = useState(props.workspaceId);
  const [datasetId, setDatasetId] = useState(props.datasetId);
  return (
    <NewReportDialog
      {...props}
      workspaceId={workspaceId}
      onWorkspaceChange={(id) => {
        setWorkspaceId(id);
        props.onWorkspaceChange(id);
      }}
      datasets={datasetsOf[workspaceId] ?? []}
      datasetId={datasetId}
      onDatasetChange={(id) => {
        setDatasetId(id);
        props.onDatasetChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Analytics/NewReportDialog',
  component: NewReportDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    workspaces,
    workspaceId: 'w1',
    datasets: datasetsOf.w1!,
    datasetsState: { status: 'ready' },
    datasetId: '',
    onWorkspaceChange: fn(),
    onDatasetChange: fn(),
    onCreate: fn(),
    onCancel: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NewReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A workspace and one of its datasets chosen: 'Criar relatório' then creates. */
export const ChoosingADataset: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo relatório' }));
    const create = dialog.getByRole('button', { name: 'Criar relatório' });
    await expect(create).toBeDisabled();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Conjunto de dados' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Consumo' }));
    await expect(args.onDatasetChange).toHaveBeenCalledWith('consumo');
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};

/** A workspace with no dataset yet says so; creating waits. */
export const WorkspaceWithoutDatasets: Story = {
  args: { workspaceId: 'w2', datasets: [] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo relatório' }));
    await expect(dialog.getByRole('status')).toHaveTextContent(
      'Este workspace ainda não tem conjuntos de dados.',
    );
    await expect(dialog.getByRole('button', { name: 'Criar relatório' })).toBeDisabled();
  },
};

/** The datasets failed to load: the message and 'Tentar novamente'. */
export const DatasetsFailed: Story = {
  args: {
    datasetsState: { status: 'error', message: 'Erro ao carregar itens: o serviço não respondeu.' },
    onRetryDatasets: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo relatório' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryDatasets).toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};
