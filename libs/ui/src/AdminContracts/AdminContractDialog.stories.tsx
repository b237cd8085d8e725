import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminContractDialog } from './AdminContractDialog';
import { sampleAdminContracts, sampleContractMoves } from './adminContractFixtures';

const meta = {
  title: 'Components/AdminContractDialog',
  component: AdminContractDialog,
  args: {
    contract: sampleAdminContracts[0]!,
    moves: sampleContractMoves,
    onChangeStatus: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof AdminContractDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active contract: its detail; suspend or end it. */
export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Contrato CTR-ACM1-002',
    });
    await expect(within(dialog).getByText('Sem data de término')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Reativar' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith('suspended');
  },
};

/** A cancelled contract changes no more; a refusal shows as an alert. */
export const Final: Story = {
  args: {
    contract: sampleAdminContracts[2]!,
    error: 'A situação atual do contrato não permite essa mudança.',
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Contrato CTR-GLX02-001',
    });
    await expect(within(dialog).getByText('Este contrato já não pode mudar de situação.')).toBeVisible();
    await expect(within(dialog).getByRole('alert')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Encerrar' })).toBeNull();
  },
};
