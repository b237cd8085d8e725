import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VaultSecretsList } from './VaultSecretsList';
import { sampleVaultSecrets } from './vaultFixtures';

const meta = {
  title: 'Pages/VaultSecretsList',
  component: VaultSecretsList,
  tags: ['autodocs'],
  args: {
    rows: sampleVaultSecrets,
    total: sampleVaultSecrets.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'versions', 'updatedAt', 'updatedBy', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onDelete: fn(),
    timeZone: 'America/Sao_Paulo',
    createAction: <Button variant="contained">Criar segredo</Button>,
  },
} satisfies Meta<typeof VaultSecretsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The secrets by name with versions and author, never a value; one opened, one deleted. */
export const Secrets: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Segredos do cofre' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleVaultSecrets.length + 1);
    await expect(within(table).getByText('Senha do banco de produção')).toBeInTheDocument();
    await expect(within(table).getByText('Desconhecido')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Abrir o segredo db/password' }));
    await expect(args.onOpen).toHaveBeenCalledWith(sampleVaultSecrets[0]);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Excluir o segredo api/token-pagamentos' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(sampleVaultSecrets[1]);
  },
};

/** The vault's key is disabled: a warning says why, and deletes say why they are refused. */
export const KeyDisabled: Story = {
  args: { disabledKeyName: 'hsm-acme' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/A chave hsm-acme, que protege este cofre, está desativada/),
    ).toBeInTheDocument();
    const refused = canvas.getAllByRole('button', {
      name: 'Indisponível enquanto a chave do cofre estiver desativada',
    });
    await expect(refused).toHaveLength(2);
    await expect(refused[0]).toBeDisabled();
  },
};

/** None yet: the way to create the first. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente ainda não tem segredos no cofre.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Criar segredo' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando o cofre…')).toBeInTheDocument();
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

/** At 390 px: the list fits the phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Segredos do cofre' })).toBeInTheDocument();
  },
};
