import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFieldBinding } from '../Form/formFieldBindingFixtures';
import { PasswordRecoveryRequest } from './PasswordRecoveryRequest';

interface StoryProps {
  onSubmit: (email: string) => void;
  busy?: boolean;
  alert?: string;
  emailError?: string;
  sentTo?: string;
}

/** The page as its container drives it: the typed e-mail, and the answer once sent. */
function RecoveryStory({ onSubmit, busy, alert, emailError, sentTo: initialSent }: StoryProps) {
  const email = useFieldBinding('email', '', emailError);
  const [sentTo, setSentTo] = useState(initialSent);
  return (
    <PasswordRecoveryRequest
      email={email}
      busy={busy}
      alert={alert}
      sentTo={sentTo}
      onSubmit={() => {
        onSubmit(email.value);
        setSentTo(email.value);
      }}
      onAskAgain={() => setSentTo(undefined)}
    />
  );
}

const meta = {
  title: 'Pages/PasswordRecoveryRequest',
  component: RecoveryStory,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof RecoveryStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail is sent; the answer says the same for any address, and the form comes back on request. */
export const AskForALink: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ana@acme.example{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ana@acme.example');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Se houver uma conta com o e-mail ana@acme.example');
    await expect(status).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir outro link' }));
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};

/** A refusal no field owns (too many attempts) above the form, and a refused e-mail on its field. */
export const Refused: Story = {
  args: {
    alert: 'Muitas tentativas. Tente novamente em 42 s.',
    emailError: 'Informe um e-mail válido.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Muitas tentativas');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Informe um e-mail válido.',
    );
  },
};

/** On its way: the button waits. */
export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Enviando/ })).toBeDisabled();
  },
};
