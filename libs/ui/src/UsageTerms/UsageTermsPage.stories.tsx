import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsageTermsPage } from './UsageTermsPage';
import { sampleUsageTermAcceptances, sampleUsageTerms } from './usageTermsFixtures';

const published = sampleUsageTerms.filter((term) => term.version !== null);
const acceptances = {
  rows: sampleUsageTermAcceptances,
  total: sampleUsageTermAcceptances.length,
  page: 1,
  state: { status: 'ready' as const },
  filter: [],
  sort: null,
  preferences: {
    visibleColumns: ['userName', 'version', 'acceptedAt', 'ip', 'userAgent'],
    density: 'compact' as const,
    pageSize: 25,
  },
  onPageChange: fn(),
  onFilterChange: fn(),
  onSortChange: fn(),
  onPreferencesChange: fn(),
  onRetry: fn(),
};

const meta = {
  title: 'Pages/UsageTermsPage',
  component: UsageTermsPage,
  args: {
    versions: published,
    versionsState: { status: 'ready' },
    onRetry: fn(),
    acceptances,
    seesEveryone: true,
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof UsageTermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An administrator: the versions (the current one open) and every user's acceptances. */
export const Administrator: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Versão 2: Termos de uso da Nuvem')).toBeInTheDocument();
    await expect(canvas.getByText('Aceites dos usuários deste ambiente')).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Aceites dos termos' });
    await expect(within(table).getByText('ana@acme.example')).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Versão 1: Termos de uso da Nuvem'));
    await expect(canvas.getByText('Versão inicial dos termos.')).toBeVisible();
  },
};

/** Loading: the versions' skeleton and the list's. */
export const Loading: Story = {
  args: {
    versions: undefined,
    versionsState: { status: 'loading' },
    acceptances: { ...acceptances, rows: [], total: 0, state: { status: 'loading' } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByText('Carregando os termos de aceite…').length,
    ).toBeGreaterThan(0);
  },
};

/** No terms apply yet, and nothing accepted. */
export const Empty: Story = {
  args: { versions: [], seesEveryone: false, acceptances: { ...acceptances, rows: [], total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum termo se aplica a este ambiente.')).toBeInTheDocument();
    await expect(canvas.getByText('Seus aceites')).toBeInTheDocument();
  },
};

/** Failed: the reason and a retry. */
export const Failed: Story = {
  args: { versions: undefined, versionsState: { status: 'error', message: 'O servidor não respondeu.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('O servidor não respondeu.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /tentar novamente/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
