import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TssQuotaRequestDialog } from './TssQuotaRequestDialog';
import { sampleTssCompanies } from './tssFixtures';

const meta = {
  title: 'Components/TssQuotaRequestDialog',
  component: TssQuotaRequestDialog,
  args: {
    company: sampleTssCompanies[1]!,
    packages: { name: 'packages', value: 2, onChange: fn() },
    packageDocuments: 1000,
    packagePriceCents: 8900,
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TssQuotaRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two packages: what they add and cost a month, then the order. */
export const Order: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Pedir mais cota' });
    await expect(
      within(dialog).getByText('Acme Indústria e Comércio Ltda. (CNPJ 11.345.678/0001-01)'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      /Mais 2\.000 documentos por mês, por R\$\s178,00 mensais\./,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fazer pedido' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** A refusal from the API, in the form's alert. */
export const Refused: Story = {
  args: { alert: 'A empresa não está cadastrada no TSS deste cliente.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.getByText('A empresa não está cadastrada no TSS deste cliente.')).toBeVisible();
  },
};
