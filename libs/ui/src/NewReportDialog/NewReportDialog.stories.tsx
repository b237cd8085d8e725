import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MaskedValuesProvider } from '../MaskedValue/MaskedValue';
import { settleRipples } from '../testing/settleRipples';
import { NewReportDialog, type NewReportDialogProps, type NewReportSource } from './NewReportDialog';
import type { NewReportFile } from './NewReportFileSource';

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

const environments = [
  { t_code: 'T10007', cloud_id: 'ACM1', corporate_name: 'Acme Produção' },
  { t_code: 'T10007', cloud_id: 'ACM2', corporate_name: 'Acme Homologação' },
];

/** The dialog with a file source kept as the container keeps it: the file is read as soon as it is chosen. */
function WithFile(props: NewReportDialogProps & { read: NewReportFile }) {
  const [source, setSource] = useState<NewReportSource>(props.source ?? 'dataset');
  const [environmentId, setEnvironmentId] = useState('ACM1');
  const [file, setFile] = useState<NewReportFile | undefined>(props.fromFile?.file);
  return (
    <Stateful
      {...props}
      source={source}
      onSourceChange={(next) => {
        setSource(next);
        props.onSourceChange?.(next);
      }}
      fromFile={{
        environments,
        environmentId,
        onEnvironmentChange: setEnvironmentId,
        file,
        onFileChoose: (chosen) => {
          props.fromFile?.onFileChoose(chosen);
          setFile({ ...props.read, name: chosen.name });
        },
      }}
    />
  );
}

const csv = () => new File(['Produto;Valor\nCadeira;120,50\n'], 'vendas.csv', { type: 'text/csv' });

/** A CSV file instead of a dataset: chosen, read (its columns and rows counted), then created in ACM1. */
export const FromACsvFile: Story = {
  args: { onSourceChange: fn() },
  render: (args) => (
    <WithFile
      {...args}
      fromFile={{ environments, environmentId: 'ACM1', onEnvironmentChange: fn(), onFileChoose: fn() }}
      read={{ name: '', status: 'ready', columns: 2, rows: 1250 }}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo relatório' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Um arquivo CSV (relatório rápido)' }));
    await expect(args.onSourceChange).toHaveBeenCalledWith('file');
    const create = dialog.getByRole('button', { name: 'Criar relatório' });
    await expect(create).toBeDisabled();
    await userEvent.upload(dialog.getByLabelText('Escolher arquivo CSV'), csv());
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      '2 colunas e 1.250 linhas prontas para o relatório.',
    );
    await expect(dialog.getByText('vendas.csv')).toBeInTheDocument();
    await expect(dialog.getByRole('combobox', { name: 'Ambiente dos dados' })).toHaveTextContent(
      'T10007 - ACM1 - Acme Produção',
    );
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalled();
    await settleRipples(canvasElement);
  },
};

/** A file that cannot be read says why; creating waits for another. */
export const FileRefused: Story = {
  render: (args) => (
    <WithFile
      {...args}
      source="file"
      fromFile={{ environments, environmentId: 'ACM1', onEnvironmentChange: fn(), onFileChoose: fn() }}
      read={{
        name: '',
        status: 'error',
        message: 'A linha 3 do arquivo tem 4 valores; o cabeçalho tem 2 colunas.',
      }}
    />
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo relatório' }));
    await userEvent.upload(dialog.getByLabelText('Escolher arquivo CSV'), csv());
    await expect(await dialog.findByRole('alert')).toHaveTextContent('A linha 3 do arquivo tem 4 valores');
    await expect(dialog.getByRole('button', { name: 'Criar relatório' })).toBeDisabled();
  },
};

/** With the top bar's eye on, the environments' cloud ids are hidden here too (portal spec §2.7). */
export const EnvironmentsMasked: Story = {
  render: (args) => (
    <MaskedValuesProvider masked>
      <WithFile
        {...args}
        source="file"
        fromFile={{ environments, environmentId: 'ACM1', onEnvironmentChange: fn(), onFileChoose: fn() }}
        read={{ name: '', status: 'ready', columns: 2, rows: 3 }}
      />
    </MaskedValuesProvider>
  ),
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Novo relatório' }));
    const environment = dialog.getByRole('combobox', { name: 'Ambiente dos dados' });
    await expect(environment).toHaveTextContent('T10007 - valor oculto - Acme Produção');
    await expect(environment).not.toHaveTextContent('ACM1');
  },
};
