import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VaultKeyDialog, type VaultKeyDialogProps } from './VaultKeyDialog';

const MATERIAL = 'q1mXv3Y0lWnJ1sYQdJ2l5c7d2iN6aJ3nGq9pX1uV0kA=';

function Stateful(props: Partial<VaultKeyDialogProps> & { onSubmitted: (values: object) => void }) {
  const [name, setName] = useState('');
  const [material, setMaterial] = useState('');
  const { onSubmitted, ...rest } = props;
  return (
    <VaultKeyDialog
      mode="register"
      name={{ name: 'name', value: name, onChange: setName }}
      material={{ name: 'key_material', value: material, onChange: setMaterial }}
      onSubmit={() => onSubmitted({ name, key_material: material })}
      onClose={fn()}
      {...rest}
    />
  );
}

const meta = {
  title: 'Pages/VaultKeyDialog',
  component: Stateful,
  args: { onSubmitted: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's material pasted and registered. */
export const Register: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Registrar chave' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'hsm-acme');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Material da chave/ }));
    await userEvent.paste(MATERIAL);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    await waitFor(() =>
      expect(args.onSubmitted).toHaveBeenCalledWith({ name: 'hsm-acme', key_material: MATERIAL }),
    );
  },
};

/** A rotation says what happens; bad material is said on its field. */
export const Rotate: Story = {
  args: {
    mode: 'rotate',
    keyName: 'hsm-acme',
    material: {
      name: 'key_material',
      value: 'curta',
      onChange: fn(),
      error: 'O material da chave deve ter 256 bits em base64 (44 caracteres).',
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rotacionar hsm-acme' });
    await expect(within(dialog).getByText(/Uma nova versão passa a proteger o cofre/)).toBeInTheDocument();
    await expect(within(dialog).getByText(/256 bits em base64/)).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Rotacionar' })).toBeInTheDocument();
  },
};
