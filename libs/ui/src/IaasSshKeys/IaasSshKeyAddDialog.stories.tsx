import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { IaasSshKeyAddDialog, type IaasSshKeyAddDialogProps } from './IaasSshKeyAddDialog';

const PRIVATE = /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----/;
const WARNING =
  'Isto é uma chave privada: ela não foi enviada nem guardada. Cole a chave pública (o arquivo .pub).';
const ED25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIPeK9sYxbW3pVd8s6FZ5YF0pW4P3rmj1w6f0ZcRzQk2J ana@notebook';

/** The dialog with its values held here, as the features' form holds them. */
function Stateful(props: Partial<IaasSshKeyAddDialogProps> & { onSubmitted: (values: object) => void }) {
  const [name, setName] = useState('');
  const [publicKey, setPublicKey] = useState('');
  const { onSubmitted, ...rest } = props;
  return (
    <IaasSshKeyAddDialog
      open
      name={{ name: 'name', value: name, onChange: setName }}
      publicKey={{ name: 'public_key', value: publicKey, onChange: setPublicKey }}
      privateKeyWarning={PRIVATE.test(publicKey) ? WARNING : undefined}
      onSubmit={() => onSubmitted({ name, public_key: publicKey })}
      onClose={fn()}
      {...rest}
    />
  );
}

const meta = {
  title: 'Pages/IaasSshKeyAddDialog',
  component: Stateful,
  args: { onSubmitted: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A public key pasted and added. */
export const AddKey: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar chave SSH' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'notebook-ana');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Chave pública/ }));
    await userEvent.paste(ED25519);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() =>
      expect(args.onSubmitted).toHaveBeenCalledWith({ name: 'notebook-ana', public_key: ED25519 }),
    );
  },
};

/** A private key pasted by mistake: said under the field at once. */
export const PrivateKeyPasted: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar chave SSH' });
    const field = within(dialog).getByRole('textbox', { name: /Chave pública/ });
    await userEvent.click(field);
    await userEvent.paste(
      '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjE=\n-----END OPENSSH PRIVATE KEY-----',
    );
    await expect(within(dialog).getByText(WARNING)).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The API's refusals: one on its field, one for the form. */
export const Refused: Story = {
  render: (args) => (
    <IaasSshKeyAddDialog
      open
      name={{ name: 'name', value: 'deploy-producao', onChange: fn() }}
      publicKey={{
        name: 'public_key',
        value: ED25519,
        onChange: fn(),
        error: 'A chave RSA é curta demais: use uma de 2048 bits ou mais.',
      }}
      alert="Já existe uma chave chamada deploy-producao neste ambiente."
      onSubmit={() => args.onSubmitted({})}
      onClose={fn()}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar chave SSH' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Já existe uma chave chamada deploy-producao',
    );
    await expect(
      within(dialog).getByText('A chave RSA é curta demais: use uma de 2048 bits ou mais.'),
    ).toBeInTheDocument();
  },
};

/** While the key is on its way, the buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar chave SSH' });
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};
