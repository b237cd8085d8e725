import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiTokensList } from './ApiTokensList';
import { sampleApiTokens, sampleScopeOptions } from './devProjectFixtures';

const meta = {
  title: 'Pages/ApiTokensList',
  component: ApiTokensList,
  tags: ['autodocs'],
  args: {
    rows: sampleApiTokens,
    total: sampleApiTokens.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'scopes', 'state', 'expiresAt', 'lastUsedAt', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onRevoke: fn(),
    scopeOptions: sampleScopeOptions,
    timeZone: 'America/Sao_Paulo',
    createAction: <Button variant="contained">Novo token</Button>,
  },
} satisfies Meta<typeof ApiTokensList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tokens shown by their last four only, with scopes, state and last use; an active one revoked. */
export const Tokens: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Tokens de API do projeto' });
    await expect(within(table).getByText('nvm_pat_…q7Lc')).toBeInTheDocument();
    await expect(within(table).getByText('IaaS: leitura')).toBeInTheDocument();
    await expect(within(table).getByText('de 203.0.113.7')).toBeInTheDocument();
    await expect(within(table).getByText('Nunca usado')).toBeInTheDocument();
    await expect(within(table).getByText('Revogado')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Revogar o token ci-leitura' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(sampleApiTokens[0]);
    // A revoked one says why it cannot be revoked again.
    await expect(
      within(table).getByRole('button', { name: 'O token teste-antigo já foi revogado' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Este projeto ainda não tem tokens.')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Novo token' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  args: { rows: [], total: 0, state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Carregando os tokens…')).toBeInTheDocument();
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

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
