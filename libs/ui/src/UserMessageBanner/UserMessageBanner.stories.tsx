import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserMessageBanner } from './UserMessageBanner';

const meta = {
  title: 'Shell/UserMessageBanner',
  component: UserMessageBanner,
  tags: ['autodocs'],
  args: { message: 'Seu cadastro está pendente de validação.' },
} satisfies Meta<typeof UserMessageBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: 'ATENÇÃO!' });
    await expect(banner).toHaveTextContent('Seu cadastro está pendente de validação.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Long: Story = {
  args: {
    message:
      'O cancelamento do seu contrato de IaaS está em andamento. Até a conclusão do processo não será possível contratar novos recursos nem alterar os existentes. ' +
      'Caso tenha dúvidas sobre o cancelamento, entre em contato com o seu executivo de contas ou abra um chamado na central de suporte, informando o código do ambiente T10001-ACME01-PRODUCAO-SAO-PAULO.',
  },
};

/** With onClose the banner can be dismissed, by mouse or keyboard. */
/** A dedicated database user was created: the message ends with the password-recovery link (spec §5). */
export const PasswordRecovery: Story = {
  args: {
    message: 'O usuário dedicado do banco de dados foi criado.',
    passwordRecoveryHref: '/authentication/recover',
  },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'ATENÇÃO!' });
    const link = within(banner).getByRole('link', { name: 'Clique aqui para recuperar a senha' });
    await expect(link).toHaveAttribute('href', '/authentication/recover');
  },
};

export const Closable: Story = {
  args: { onClose: fn() },
  play: async ({ args, canvasElement }) => {
    const close = within(canvasElement).getByRole('button', { name: 'Fechar aviso' });
    await userEvent.click(close);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    close.focus();
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
