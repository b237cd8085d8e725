import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrivacyPage } from './PrivacyPage';

const meta = {
  title: 'Pages/PrivacyPage',
  component: PrivacyPage,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { loggedIn: true, onBack: fn() },
} satisfies Meta<typeof PrivacyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = [
  'Dados pessoais coletados',
  'Para que usamos os seus dados',
  'Compartilhamento',
  'Armazenamento e retenção',
  'Cookies',
  'Seus direitos',
  'Newsletters e avisos',
];

/** Logged in: 'Voltar' goes back. */
export const LoggedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Declaração de Privacidade' })).toBeVisible();
    await expect(canvas.getByText('Última atualização: julho de 2020')).toBeVisible();
    for (const name of sections) {
      await expect(canvas.getByRole('region', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('region', { name: 'Armazenamento e retenção' })).toHaveTextContent(
      'São Paulo, Brasil',
    );
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Logged out: the page is public, and its button leads to the login. */
export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Voltar' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  args: { loggedIn: false },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
    await expect(canvas.getByText('Last updated: July 2020')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Declaración de Privacidad' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
