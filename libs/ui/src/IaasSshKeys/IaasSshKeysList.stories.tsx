import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IaasSshKeysList } from './IaasSshKeysList';
import { sampleIaasSshKeys } from './iaasSshKeyFixtures';

const meta = {
  title: 'Pages/IaasSshKeysList',
  component: IaasSshKeysList,
  tags: ['autodocs'],
  args: {
    rows: sampleIaasSshKeys,
    total: sampleIaasSshKeys.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'type', 'fingerprint', 'createdBy', 'createdAt', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onCopyFingerprint: fn(),
    onDelete: fn(),
    onDeleteSelected: fn(),
    timeZone: 'America/Sao_Paulo',
    addAction: <Button variant="contained">Adicionar chave</Button>,
  },
} satisfies Meta<typeof IaasSshKeysList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keys with type and size, fingerprint to copy, who added them; one deleted, then two selected. */
export const Keys: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Chaves SSH do ambiente' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleIaasSshKeys.length + 1);
    await expect(within(table).getByText('RSA (3072 bits)')).toBeInTheDocument();
    await expect(within(table).getByText(sampleIaasSshKeys[1]!.fingerprint)).toBeInTheDocument();
    await expect(within(table).getByText('Plataforma')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Copiar a impressão digital da chave equipe-infra' }),
    );
    await expect(args.onCopyFingerprint).toHaveBeenCalledWith(sampleIaasSshKeys[1]);
    await userEvent.click(within(table).getByRole('button', { name: 'Excluir a chave notebook-ana' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleIaasSshKeys[2]);
    await userEvent.click(within(table).getByRole('checkbox', { name: /deploy-producao/ }));
    await userEvent.click(within(table).getByRole('checkbox', { name: /equipe-infra/ }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Excluir 2 chaves' }));
    await expect(args.onDeleteSelected).toHaveBeenCalledWith([
      sampleIaasSshKeys[0]!.id,
      sampleIaasSshKeys[1]!.id,
    ]);
  },
};

/** None yet: the way to add the first. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente ainda não tem chaves SSH.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Adicionar chave' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando as chaves SSH…')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { rows: [], total: 0, state: { status: 'error', message: 'O servidor não respondeu.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('O servidor não respondeu.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Refused (403): the API's reason, translated by the caller. */
export const Refused: Story = {
  args: {
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Você não tem permissão para fazer isso.'),
    ).toBeInTheDocument();
  },
};

/** While a delete is sent, the delete buttons wait. */
export const Deleting: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Excluir a chave deploy-producao' }),
    ).toBeDisabled();
  },
};
