import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarketplaceCatalogue } from './MarketplaceCatalogue';
import { sampleMarketplaceOffers } from './marketplaceFixtures';

const meta = {
  title: 'Pages/MarketplaceCatalogue',
  component: MarketplaceCatalogue,
  tags: ['autodocs'],
  args: {
    offers: sampleMarketplaceOffers,
    load: { status: 'ready' },
    signedIn: true,
    environmentName: 'Acme Produção',
    onOpen: fn(),
    onSignIn: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MarketplaceCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The environment's offers: the price each starts from, the purchase it already has, and the detail. */
export const Offers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Ofertas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('A partir de R$ 299,00 por mês')).toBeInTheDocument();
    await expect(canvas.getByText('A partir de R$ 750,00 por mês')).toBeInTheDocument();
    await expect(canvas.getByText('Contratada')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ver a oferta Monitoramento 24x7' }));
    await expect(args.onOpen).toHaveBeenCalledWith(sampleMarketplaceOffers[1]);
  },
};

/** Signed out: the public catalogue and a call to sign in to buy. */
export const SignedOut: Story = {
  args: { signedIn: false, environmentName: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Entre na sua conta para ver as ofertas do seu ambiente e contratar.'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

/** Loading, then failed with a retry. */
export const Failed: Story = {
  args: { offers: [], load: { status: 'error', message: 'O servidor não respondeu.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar as ofertas')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Nenhuma oferta disponível no momento.'),
    ).toBeInTheDocument();
  },
};
