import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VaultKeysList } from './VaultKeysList';
import { sampleVaultKeys } from './vaultFixtures';

const meta = {
  title: 'Pages/VaultKeysList',
  component: VaultKeysList,
  tags: ['autodocs'],
  args: {
    rows: sampleVaultKeys,
    total: sampleVaultKeys.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'state', 'version', 'fingerprint', 'lastRotatedAt', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onRotate: fn(),
    onActivate: fn(),
    onDisable: fn(),
    onEnable: fn(),
    timeZone: 'America/Sao_Paulo',
    registerAction: <Button variant="contained">Registrar chave</Button>,
  },
} satisfies Meta<typeof VaultKeysList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The keys with state, version, fingerprint and last rotation; rotate, use and disable. */
export const Keys: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Chaves externas do ambiente' });
    await expect(within(table).getByText('Em uso pelo cofre')).toBeInTheDocument();
    await expect(within(table).getByText('Nunca')).toBeInTheDocument();
    await expect(within(table).getByText('Fornecida pelo cliente')).toBeInTheDocument();
    await expect(
      within(table).getByRole('button', { name: 'Esta chave já está em uso pelo cofre' }),
    ).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Rotacionar a chave hsm-acme' }));
    await expect(args.onRotate).toHaveBeenCalledWith(sampleVaultKeys[1]);
    await userEvent.click(within(table).getByRole('button', { name: 'Usar a chave chave-padrao no cofre' }));
    await expect(args.onActivate).toHaveBeenCalledWith(sampleVaultKeys[0]);
    await userEvent.click(within(table).getByRole('button', { name: 'Desativar a chave hsm-acme' }));
    await expect(args.onDisable).toHaveBeenCalledWith(sampleVaultKeys[1]);
  },
};

/** A disabled key: rotation refused with the reason; enable offered; a re-wrap under way. */
export const Disabled: Story = {
  args: { rows: [{ ...sampleVaultKeys[1]!, state: 'disabled', pendingRewrap: 2 }], total: 1 },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getByText('Desativada')).toBeInTheDocument();
    await expect(within(table).getByText('Recriptografando 2 chaves de dados')).toBeInTheDocument();
    await expect(
      within(table).getAllByRole('button', {
        name: 'Reative a chave para rotacioná-la ou usá-la no cofre',
      })[0],
    ).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Reativar a chave hsm-acme' }));
    await expect(args.onEnable).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este ambiente ainda não tem chaves externas.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Registrar chave' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando as chaves externas…')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: {
    rows: [],
    total: 0,
    state: { status: 'error', message: 'Você não tem permissão para fazer isso.' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Você não tem permissão para fazer isso.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** At 390 px: the list fits the phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('table', { name: 'Chaves externas do ambiente' }),
    ).toBeInTheDocument();
  },
};
