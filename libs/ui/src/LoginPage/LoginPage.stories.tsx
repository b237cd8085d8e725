import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Pages/LoginPage',
  component: LoginPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), submitting: false },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * E-mail and password, the product name as the heading, 'Esqueci minha senha' leading to the recovery, and a
 * link to the privacy declaration.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nuvem' })).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveAttribute('autocomplete', 'username');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveFocus();
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByRole('link', { name: 'Declaração de Privacidade' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(canvas.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/authentication/recover',
    );
    await expect(canvas.queryByRole('button', { name: /SSO/ })).not.toBeInTheDocument();
  },
};

/** Filled in and sent: onSubmit gets the trimmed e-mail and the password as typed. */
export const FilledAndSubmitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), '  ana.silva@acme.com.br ');
    const password = canvas.getByLabelText(/^Senha/);
    await userEvent.type(password, 'c0rrect horse');
    await expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'ana.silva@acme.com.br',
      password: 'c0rrect horse',
    });
  },
};

/** Enter in the password field sends the form too. */
export const SubmitWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'ana@acme.com');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'segredo{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@acme.com', password: 'segredo' });
  },
};

/** Sent empty, then with a malformed e-mail: translated messages, focus on the first wrong field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    const password = canvas.getByLabelText(/^Senha/);

    await step('Both fields are required', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
      await expect(email).toHaveAccessibleDescription('Informe o seu e-mail.');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toHaveAccessibleDescription('Informe a sua senha.');
      await expect(email).toHaveFocus();
    });

    await step('Typing clears a message', async () => {
      await userEvent.type(password, 'segredo');
      await expect(password).toHaveAttribute('aria-invalid', 'false');
    });

    await step('A malformed e-mail is refused', async () => {
      await userEvent.type(email, 'ana@acme');
      await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
      await expect(email).toHaveAccessibleDescription('Informe um e-mail válido, como nome@empresa.com.br.');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveFocus();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });
  },
};

/** The request is running: the button is disabled and shows progress. */
export const Submitting: Story = {
  args: { submitting: true, singleSignOn: { label: 'Acme SSO', onStart: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Entrando…' });
    await expect(button).toBeDisabled();
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Entrar com Acme SSO' })).toBeDisabled();
  },
};

/** The server refused the login: the message is announced and focused. */
export const ServerError: Story = {
  args: { error: 'E-mail ou senha incorretos. Confira os dados e tente novamente.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível entrar');
    await expect(alert).toHaveTextContent('E-mail ou senha incorretos.');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** Back after choosing to sign out: a status says so, and the e-mail field keeps the focus. */
export const SignedOut: Story = {
  args: { signedOut: 'signedOut' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Você saiu da sua conta.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
  },
};

/** The sign-in expired or was ended by the server: an alert says to sign in again. */
export const SessionExpired: Story = {
  args: { signedOut: 'expired' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sua sessão expirou. Entre novamente.');
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveFocus();
  },
};

/** Signed out in another tab or window of the browser (English). */
export const SignedOutElsewhere: Story = {
  globals: { locale: 'en' },
  args: { signedOut: 'elsewhere' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your session was ended in another tab or window. Please sign in again.',
    );
  },
};

/** Single sign-on offered beside the password form. */
export const WithSso: Story = {
  args: { singleSignOn: { label: 'Acme SSO', onStart: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Entrar com Acme SSO' }));
    await expect(args.singleSignOn?.onStart).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Single sign-on by keyboard: the button comes after 'Entrar' in the tab order, below the divider 'ou', and
 * Enter starts it without sending the password form.
 */
export const WithSingleSignOn: Story = {
  args: { singleSignOn: { label: 'Nuvem Corporativo', onStart: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Entrar com Nuvem Corporativo' });
    await expect(canvas.getByRole('separator')).toHaveTextContent('ou');
    await expect(button).toBeEnabled();
    canvas.getByRole('button', { name: 'Entrar' }).focus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.singleSignOn?.onStart).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without single sign-on: no divider, no extra button. */
export const WithoutSso: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual(['', 'Entrar']);
    await expect(canvas.queryByText('ou')).not.toBeInTheDocument();
  },
};

/** Caps Lock on while typing the password: a warning under the field. */
export const CapsLockWarning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Senha/);
    await userEvent.click(password);
    await userEvent.keyboard('{CapsLock}ABC');
    await expect(password).toHaveAccessibleDescription('O Caps Lock está ativado.');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { singleSignOn: { label: 'Acme SSO', onStart: fn() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign in with Acme SSO' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(
      'Enter your e-mail.',
    );
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Inicie sesión en su cuenta' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  },
};
