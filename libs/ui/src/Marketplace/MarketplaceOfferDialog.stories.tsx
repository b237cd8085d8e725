import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarketplaceOfferDialog } from './MarketplaceOfferDialog';
import { sampleMarketplaceOffers } from './marketplaceFixtures';

const offer = sampleMarketplaceOffers[0]!;

const meta = {
  title: 'Pages/MarketplaceOfferDialog',
  component: MarketplaceOfferDialog,
  args: {
    offer,
    step: 'details',
    signedIn: true,
    environmentName: 'Acme Produção (ACM1)',
    plan: { name: 'plan_id', value: '', onChange: fn() },
    quantity: { name: 'quantity', value: 1, onChange: fn() },
    cancelWindowDays: 7,
    purchasesHref: '/store/compras',
    onReview: fn(),
    onBack: fn(),
    onConfirm: fn(),
    onSignIn: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MarketplaceOfferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer, its plans with prices; a plan chosen and the order reviewed. */
export const Details: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: offer.name });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^2 TB — R\$\s899,00 por mês$/ }));
    await expect(args.plan.onChange).toHaveBeenCalledWith(offer.plans[1]!.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar pedido' }));
    await expect(args.onReview).toHaveBeenCalled();
  },
};

/** The summary to confirm: plan, quantity, unit price and total, the environment, the cancel window. */
export const Confirm: Story = {
  args: {
    step: 'confirm',
    plan: { name: 'plan_id', value: offer.plans[1]!.id, onChange: fn() },
    quantity: { name: 'quantity', value: 3, onChange: fn() },
  },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Confirme o pedido' });
    await expect(within(dialog).getByText('R$ 2.697,00 por mês, na fatura mensal')).toBeInTheDocument();
    await expect(within(dialog).getByText('Acme Produção (ACM1)')).toBeInTheDocument();
    await expect(
      within(dialog).getByText(
        'Você pode cancelar sem custo em até 7 dias após o pedido, em Minha conta › Compras.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar pedido' }));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** Signed out: the plans and prices, and a call to sign in; an earlier purchase links to the purchases. */
export const SignedOut: Story = {
  args: { signedIn: false, offer: { ...offer, lastPurchase: null } },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: offer.name });
    await expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await expect(within(dialog).getByText('500 GB — R$ 299,00 por mês')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};
