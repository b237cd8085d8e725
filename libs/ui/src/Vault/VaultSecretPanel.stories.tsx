import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VaultSecretPanel, type VaultSecretPanelProps } from './VaultSecretPanel';
import { sampleVaultSecrets } from './vaultFixtures';

const VALUE = 'S3nh@-do-banco!';

/** The panel with its reveal held here, as the features' container holds it. */
function Stateful(props: Partial<VaultSecretPanelProps>) {
  const [revealed, setRevealed] = useState<VaultSecretPanelProps['revealed']>(props.revealed);
  return (
    <VaultSecretPanel
      secret={sampleVaultSecrets[0]!}
      timeZone="America/Sao_Paulo"
      onCopy={fn()}
      onNewVersion={fn()}
      onDelete={fn()}
      onClose={fn()}
      {...props}
      revealed={revealed}
      onReveal={() => {
        props.onReveal?.();
        setRevealed({ version: 3, value: VALUE });
      }}
      onHide={() => {
        props.onHide?.();
        setRevealed(undefined);
      }}
    />
  );
}

const meta = {
  title: 'Pages/VaultSecretPanel',
  component: Stateful,
  args: { onReveal: fn(), onHide: fn(), onCopy: fn(), onNewVersion: fn(), onDelete: fn() },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until 'Revelar'; then shown with copy and hide, and hidden again. */
export const RevealCopyHide: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'db/password' });
    await expect(within(dialog).queryByText(VALUE)).not.toBeInTheDocument();
    await expect(
      within(dialog).getByText('Cada revelação fica registrada no registro de auditoria.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revelar' }));
    await expect(args.onReveal).toHaveBeenCalled();
    await expect(within(dialog).getByText(VALUE)).toBeInTheDocument();
    await expect(within(dialog).getByText(/será ocultado em \d+ segundos/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar o valor' }));
    await expect(args.onCopy).toHaveBeenCalledWith(VALUE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    await expect(within(dialog).queryByText(VALUE)).not.toBeInTheDocument();
  },
};

/** A revealed value hides itself after its time. */
export const HidesItself: Story = {
  args: { hideAfterSeconds: 1, revealed: { version: 3, value: VALUE } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'db/password' });
    await expect(within(dialog).getByText(VALUE)).toBeInTheDocument();
    await waitFor(() => expect(args.onHide).toHaveBeenCalled(), { timeout: 3000 });
    await expect(within(dialog).queryByText(VALUE)).not.toBeInTheDocument();
  },
};

/** The vault's key disabled: reveal, new version and delete refused; the API's reason shown. */
export const KeyDisabled: Story = {
  args: {
    disabledKeyName: 'hsm-acme',
    error: 'A chave hsm-acme, que protege este cofre, está desativada.',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'db/password' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('hsm-acme');
    await expect(within(dialog).getByRole('button', { name: 'Revelar' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Nova versão' })).toBeDisabled();
  },
};

/** New version and delete are asked of the caller. */
export const Actions: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'db/password' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nova versão' }));
    await expect(args.onNewVersion).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};
