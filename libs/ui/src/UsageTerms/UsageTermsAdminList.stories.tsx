import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsageTermsAdminList } from './UsageTermsAdminList';
import { sampleUsageTerms } from './usageTermsFixtures';

const meta = {
  title: 'Pages/UsageTermsAdminList',
  component: UsageTermsAdminList,
  args: {
    rows: sampleUsageTerms,
    total: sampleUsageTerms.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['version', 'title', 'customers', 'publishedAt', 'acceptances', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onPublish: fn(),
    timeZone: 'America/Sao_Paulo',
    createAction: <Button variant="contained">Nova versão</Button>,
  },
} satisfies Meta<typeof UsageTermsAdminList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft first (publishable), then the published versions with their acceptances (no longer editable). */
export const Versions: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Versões dos termos de uso' });
    await expect(within(table).getByText('Rascunho')).toBeInTheDocument();
    await expect(within(table).getAllByText('Todos os clientes')).toHaveLength(2);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Publicar Termos de uso da Nuvem (revisão 3)' }),
    );
    await expect(args.onPublish).toHaveBeenCalledWith(sampleUsageTerms[0]);
    const refused = within(table).getAllByRole('button', {
      name: 'Uma versão publicada não pode mais ser alterada',
    });
    await expect(refused).toHaveLength(4);
    await expect(refused[0]).toBeDisabled();
  },
};

/** None yet: the way to write the first. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhuma versão dos termos foi escrita.'),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
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
