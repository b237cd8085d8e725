import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthCard } from './AuthCard';

const meta = {
  title: 'Pages/AuthCard',
  component: AuthCard,
  tags: ['autodocs'],
  args: {
    title: 'Recuperar senha',
    subtitle: 'Informe o e-mail da sua conta.',
    back: { href: '/login', label: 'Voltar para o login' },
    children: <Typography>Conteúdo do cartão</Typography>,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card names the page's main region by its heading, and leads back to the login. */
export const WithWayBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main', { name: 'Recuperar senha' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  },
};

/** Without a subtitle or a way back: the heading and the content only. */
export const Plain: Story = {
  args: { subtitle: undefined, back: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conteúdo do cartão')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};
