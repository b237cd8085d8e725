import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarketplaceOfferFormDialog } from './MarketplaceOfferFormDialog';

const field = (name: string, value: string, error?: string) => ({ name, value, onChange: fn(), error });

const meta = {
  title: 'Pages/MarketplaceOfferFormDialog',
  component: MarketplaceOfferFormDialog,
  args: {
    mode: 'create',
    name: field('name', 'Monitoramento 24x7'),
    vendor: field('vendor', 'Nuvem'),
    category: field('category', 'monitoring'),
    description: field('description', 'Alertas de disponibilidade e desempenho.'),
    audience: field('audience', 'chosen'),
    plans: [
      {
        key: 'p1',
        name: field('plans.0.name', 'Essencial'),
        price: field('plans.0.price', '199,90'),
        recurrence: field('plans.0.recurrence', 'monthly'),
      },
    ],
    customers: {
      value: ['T10007'],
      options: [
        { code: 'T10007', name: 'Acme Produção' },
        { code: 'T10028', name: 'Globex Filial 1' },
      ],
      onChange: fn(),
    },
    onAddPlan: fn(),
    onRemovePlan: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof MarketplaceOfferFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new offer: its plan, the customers chosen; a plan added and removed; created. */
export const Create: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Nova oferta' });
    await expect(within(dialog).getByRole('textbox', { name: 'Preço do plano 1 (R$)' })).toHaveValue(
      '199,90',
    );
    await expect(within(dialog).getByText('Acme Produção (T10007)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Incluir plano' }));
    await expect(args.onAddPlan).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover o plano 1' }));
    await expect(args.onRemovePlan).toHaveBeenCalledWith(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar oferta' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Editing an offer with purchases: a new price is for new purchases only; a refused price says why. */
export const EditWithPurchases: Story = {
  args: {
    mode: 'edit',
    hasPurchases: true,
    audience: field('audience', 'all'),
    plans: [
      {
        key: 'p1',
        name: field('plans.0.name', 'Essencial'),
        price: field('plans.0.price', '199.90', 'Use o formato 199,90.'),
        recurrence: field('plans.0.recurrence', 'monthly'),
      },
    ],
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Editar oferta' });
    await expect(
      within(dialog).getByText('Esta oferta já tem compras: um novo preço vale só para as próximas compras.'),
    ).toBeInTheDocument();
    await expect(within(dialog).getByText('Use o formato 199,90.')).toBeInTheDocument();
    await expect(within(dialog).queryByRole('combobox', { name: 'Clientes' })).not.toBeInTheDocument();
  },
};
