import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useFieldBinding } from '../Form/formFieldBindingFixtures';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';

type StoryProps = Pick<ChangePasswordFormProps, 'busy' | 'alert' | 'changed'> & {
  onSubmit: (current: string, next: string, confirmation: string) => void;
};

function ChangePasswordStory({ onSubmit, ...props }: StoryProps) {
  const current = useFieldBinding('current_password');
  const next = useFieldBinding('new_password');
  const confirmation = useFieldBinding('confirmation');
  return (
    <ChangePasswordForm
      {...props}
      minLength={10}
      current={current}
      next={next}
      confirmation={confirmation}
      onSubmit={() => onSubmit(current.value, next.value, confirmation.value)}
    />
  );
}

const meta = {
  title: 'Pages/ChangePasswordForm',
  component: ChangePasswordStory,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof ChangePasswordStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current password, then the new one twice. */
export const Change: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Senha' });
    await userEvent.type(within(form).getByLabelText(/^Senha atual/), 'nuvem-demo-2024');
    await userEvent.type(within(form).getByLabelText(/^Nova senha/), 'uma-senha-nova-1');
    await userEvent.type(within(form).getByLabelText(/^Repita a nova senha/), 'uma-senha-nova-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Trocar senha' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      'nuvem-demo-2024',
      'uma-senha-nova-1',
      'uma-senha-nova-1',
    );
  },
};

/** The current password did not match. */
export const WrongCurrent: Story = {
  args: { alert: 'A senha atual não confere.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('A senha atual não confere.');
  },
};

/** Changed: the other sessions ended. */
export const Changed: Story = {
  args: { changed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'outras sessões foram encerradas',
    );
  },
};
