import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsageTermDraftDialog, type UsageTermDraftDialogProps } from './UsageTermDraftDialog';

function Stateful(
  props: Omit<UsageTermDraftDialogProps, 'title' | 'body' | 'customers'> & { error?: string },
) {
  const [values, setValues] = useState({ title: '', body: '', customers: '' });
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: name === 'title' ? props.error : undefined,
  });
  return (
    <UsageTermDraftDialog
      {...props}
      title={field('title')}
      body={field('body')}
      customers={field('customers')}
    />
  );
}

const meta = {
  title: 'Pages/UsageTermDraftDialog',
  component: Stateful,
  args: { mode: 'create', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new draft: title, text and customers typed, then saved. */
export const Create: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Nova versão dos termos' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Título/ }), 'Termos');
    await userEvent.type(dialog.getByRole('textbox', { name: /Texto/ }), 'Texto.');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar rascunho' }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** The API refused a field: its reason shows under it. */
export const Refused: Story = {
  args: { mode: 'edit', error: 'Preencha este campo.' },
  play: async () => {
    const dialog = within(within(document.body).getByRole('dialog', { name: 'Editar rascunho' }));
    await expect(dialog.getByText('Preencha este campo.')).toBeInTheDocument();
  },
};
