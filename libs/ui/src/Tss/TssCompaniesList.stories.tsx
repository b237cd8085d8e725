import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TssCompaniesList } from './TssCompaniesList';
import { sampleTssCompanies } from './tssFixtures';

const meta = {
  title: 'Pages/TssCompaniesList',
  component: TssCompaniesList,
  tags: ['autodocs'],
  args: {
    rows: sampleTssCompanies,
    total: sampleTssCompanies.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['company', 'environment', 'quota', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onRequestQuota: fn(),
  },
} satisfies Meta<typeof TssCompaniesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each company with its CNPJ, environment and the month's quota; more quota ordered for one. */
export const Companies: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Empresas cadastradas no TSS' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sampleTssCompanies.length + 1);
    await expect(within(table).getByText('11.345.678/0001-01')).toBeInTheDocument();
    await expect(within(table).getByText('3.900 de 4.000 documentos')).toBeInTheDocument();
    await expect(within(table).getByText('Homologação')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Pedir mais cota para Acme Indústria e Comércio Ltda.' }),
    );
    await expect(args.onRequestQuota).toHaveBeenCalledWith(sampleTssCompanies[1]);
  },
};

/** Nothing registered: who to talk to. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma empresa cadastrada no TSS.')).toBeInTheDocument();
  },
};
