import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFieldBinding } from '../Form/formFieldBindingFixtures';
import { SetPasswordForm, type SetPasswordFormProps } from './SetPasswordForm';

type StoryProps = Pick<SetPasswordFormProps, 'state' | 'busy' | 'alert'> & {
  onSubmit: (password: string, confirmation: string) => void;
  confirmationError?: string;
};

function SetPasswordStory({ onSubmit, confirmationError, ...props }: StoryProps) {
  const password = useFieldBinding('password');
  const confirmation = useFieldBinding('confirmation', '', confirmationError);
  return (
    <SetPasswordForm
      {...props}
      minLength={10}
      password={password}
      confirmation={confirmation}
      onSubmit={() => onSubmit(password.value, confirmation.value)}
    />
  );
}

const meta = {
  title: 'Pages/SetPasswordForm',
  component: SetPasswordStory,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { state: 'form', onSubmit: fn() },
} satisfies Meta<typeof SetPasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The new password twice, the rule said under it; Enter sends. */
export const NewPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Nova senha/);
    await expect(password).toHaveAccessibleDescription('Pelo menos 10 caracteres.');
    await userEvent.type(password, 'uma-senha-boa-1');
    await userEvent.type(canvas.getByLabelText(/^Repita a nova senha/), 'uma-senha-boa-1{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('uma-senha-boa-1', 'uma-senha-boa-1');
    await expect(canvas.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/authentication/recover',
    );
  },
};

/** The link was already used: the reason, and a way to a new link. */
export const LinkUsed: Story = {
  args: { alert: 'Este link já foi usado. Entre com a senha definida ou peça outro link.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Este link já foi usado');
    await expect(canvas.getByRole('link', { name: 'Pedir um novo link' })).toBeInTheDocument();
  },
};

/** The typed passwords differ: said on the second field. */
export const Mismatch: Story = {
  args: { confirmationError: 'As senhas não conferem.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Repita a nova senha/)).toHaveAccessibleDescription(
      'As senhas não conferem.',
    );
  },
};

/** Opened without a token: no form, a way to ask for a link. */
export const NoLink: Story = {
  args: { state: 'noLink' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Salvar/ })).toBeNull();
    await expect(canvas.getByText(/não traz um link de redefinição/)).toBeInTheDocument();
  },
};
