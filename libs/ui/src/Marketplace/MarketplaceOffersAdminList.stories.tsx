import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarketplaceOffersAdminList } from './MarketplaceOffersAdminList';
import { sampleMarketplaceAdminOffers } from './marketplaceFixtures';

const meta = {
  title: 'Pages/MarketplaceOffersAdminList',
  component: MarketplaceOffersAdminList,
  tags: ['autodocs'],
  args: {
    rows: sampleMarketplaceAdminOffers,
    total: sampleMarketplaceAdminOffers.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: {
      visibleColumns: ['name', 'category', 'state', 'audience', 'plans', 'purchases', 'actions'],
      density: 'compact',
      pageSize: 25,
    },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onPublish: fn(),
    onWithdraw: fn(),
    createAction: <Button variant="contained">Nova oferta</Button>,
  },
} satisfies Meta<typeof MarketplaceOffersAdminList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every offer with its state and audience; withdraw the published, publish the draft, refused without plans. */
export const Offers: Story = {
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Ofertas do marketplace' });
    await expect(within(table).getByText('2 clientes escolhidos')).toBeInTheDocument();
    await expect(within(table).getByText('500 GB: R$ 299,00 por mês')).toBeInTheDocument();
    await userEvent.click(
      within(table).getByRole('button', {
        name: 'Retirar a oferta Backup gerenciado em nuvem do marketplace',
      }),
    );
    await expect(args.onWithdraw).toHaveBeenCalledWith(sampleMarketplaceAdminOffers[0]);
    await userEvent.click(
      within(table).getByRole('button', {
        name: 'Publicar a oferta Protheus — Portal do Cliente sob medida',
      }),
    );
    await expect(args.onPublish).toHaveBeenCalledWith(sampleMarketplaceAdminOffers[1]);
    await expect(
      within(table).getByRole('button', { name: 'Inclua ao menos um plano para publicar' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma oferta cadastrada.')).toBeInTheDocument();
  },
};
