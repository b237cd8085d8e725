import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CommercialRefuseDialog, type CommercialRefuseDialogProps } from './CommercialRefuseDialog';

function Stateful(props: Omit<CommercialRefuseDialogProps, 'reason'>) {
  const [value, setValue] = useState('');
  return <CommercialRefuseDialog {...props} reason={{ name: 'reason', value, onChange: setValue }} />;
}

const meta = {
  title: 'Pages/CommercialRefuseDialog',
  component: Stateful,
  args: { name: 'Acme Produção', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reason typed, then refused. */
export const Refuse: Story = {
  play: async ({ args }) => {
    const dialog = within(
      within(document.body).getByRole('dialog', { name: 'Recusar a solicitação de Acme Produção' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Motivo/ }), 'Fora do prazo.');
    await userEvent.click(dialog.getByRole('button', { name: 'Recusar' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};
