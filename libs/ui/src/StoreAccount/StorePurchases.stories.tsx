import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { samplePurchases } from './storeFixtures';
import {
  STORE_PURCHASE_COLUMNS,
  StorePurchases,
  useStorePurchaseColumns,
  type StorePurchasesProps,
} from './StorePurchases';
import type { StorePurchaseItem } from './storeModel';

type StoryProps = Omit<StorePurchasesProps, 'columns'> & { onCancel: (purchase: StorePurchaseItem) => void };

function PurchasesStory({ onCancel, ...props }: StoryProps) {
  const columns = useStorePurchaseColumns({ onCancel, timeZone: 'America/Sao_Paulo' });
  return <StorePurchases {...props} columns={columns} timeZone="America/Sao_Paulo" />;
}

const meta = {
  title: 'Pages/StorePurchases',
  component: PurchasesStory,
  tags: ['autodocs'],
  args: {
    rows: samplePurchases,
    total: samplePurchases.length,
    page: 1,
    state: { status: 'ready' },
    filter: [],
    sort: null,
    preferences: { visibleColumns: STORE_PURCHASE_COLUMNS, density: 'compact', pageSize: 25 },
    onPageChange: fn(),
    onFilterChange: fn(),
    onSortChange: fn(),
    onPreferencesChange: fn(),
    onRetry: fn(),
    onCancel: fn(),
    onConfirmCancel: fn(),
    onDismissCancel: fn(),
    marketplaceHref: '/marketplace',
  },
} satisfies Meta<typeof PurchasesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each purchase's state; only the one still in its period may be cancelled, the others say why not. */
export const List: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Compras do ambiente' });
    await expect(within(table).getByText('Cancelada')).toBeInTheDocument();
    await expect(within(table).getByText('1 × R$ 399,90 por mês')).toBeInTheDocument();
    await expect(
      within(table).getByRole('button', { name: 'Agente de cobrança já foi cancelada' }),
    ).toBeDisabled();
    await expect(
      within(table).getByRole('button', {
        name: 'Cota TSS — 5.000 documentos não pode ser cancelada por aqui',
      }),
    ).toBeDisabled();
    await userEvent.click(
      within(table).getByRole('button', { name: /^Cancelar Agente de conciliação bancária/ }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith(samplePurchases[0]);
    for (let box: HTMLElement | null = table; box; box = box.parentElement) box.scrollLeft = 0;
  },
};

/** The confirmation, then kept or cancelled. */
export const Confirming: Story = {
  args: { confirming: samplePurchases[0] },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar a compra?' }));
    await expect(
      dialog.getByText(/Agente de conciliação bancária será cancelada e não será cobrada/),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar a compra' }));
    await expect(args.onConfirmCancel).toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Manter' }));
    await expect(args.onDismissCancel).toHaveBeenCalled();
  },
};

/** Nothing bought yet: the way to the marketplace. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma compra neste ambiente.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Ver o Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  },
};

/** A cancellation refused by the API. */
export const CancelFailed: Story = {
  args: {
    notice: {
      severity: 'error',
      text: 'Esta compra não pode mais ser cancelada: o prazo de cancelamento terminou.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'o prazo de cancelamento terminou',
    );
  },
};
