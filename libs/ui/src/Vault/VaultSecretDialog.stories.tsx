import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VaultSecretDialog, type VaultSecretDialogProps } from './VaultSecretDialog';

/** The dialog with its values held here, as the features' form holds them. */
function Stateful(props: Partial<VaultSecretDialogProps> & { onSubmitted: (values: object) => void }) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [value, setValue] = useState('');
  const { onSubmitted, ...rest } = props;
  return (
    <VaultSecretDialog
      mode="create"
      name={{ name: 'name', value: name, onChange: setName }}
      description={{ name: 'description', value: description, onChange: setDescription }}
      value={{ name: 'value', value, onChange: setValue }}
      onSubmit={() => onSubmitted({ name, description, value })}
      onClose={fn()}
      {...rest}
    />
  );
}

const meta = {
  title: 'Pages/VaultSecretDialog',
  component: Stateful,
  args: { onSubmitted: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Criar segredo' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'db/password');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Descrição/ }), 'Banco');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Valor/ }), 'segredo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar' }));
    await waitFor(() =>
      expect(args.onSubmitted).toHaveBeenCalledWith({
        name: 'db/password',
        description: 'Banco',
        value: 'segredo',
      }),
    );
  },
};

/** A new version: the value only; the API's refusal in the form's alert. */
export const NewVersion: Story = {
  args: { mode: 'version', secretName: 'db/password', alert: 'A chave hsm-acme está desativada.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Nova versão de db/password' });
    await expect(within(dialog).queryByRole('textbox', { name: /Nome/ })).not.toBeInTheDocument();
    await expect(within(dialog).getByText('A chave hsm-acme está desativada.')).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Gravar nova versão' })).toBeInTheDocument();
  },
};
