import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Pages/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: { title: 'Atendimento ao cliente', trail: ['Suporte'] },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page inside a menu group: the breadcrumb names the group, then the page (marked current). */
export const InsideAGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Atendimento ao cliente' })).toBeVisible();
    const crumbs = within(canvas.getByRole('navigation', { name: 'Você está em' }));
    const steps = crumbs.getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual(['Suporte', 'Atendimento ao cliente']);
    await expect(crumbs.getByText('Atendimento ao cliente')).toHaveAttribute('aria-current', 'page');
  },
};

/** Two levels deep: Administração › IAM › Perfis. */
export const NestedGroups: Story = {
  args: { title: 'Perfis', trail: ['Administração', 'IAM'] },
  play: async ({ canvasElement }) => {
    const crumbs = within(within(canvasElement).getByRole('navigation', { name: 'Você está em' }));
    await expect(crumbs.getAllByRole('listitem').map((step) => step.textContent)).toEqual([
      'Administração',
      'IAM',
      'Perfis',
    ]);
  },
};

/** A top-level page: the title alone, no breadcrumb. */
export const TopLevel: Story = {
  args: { title: 'Minha conta', trail: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Long names wrap; something under the title. */
export const LongTextWithContent: Story = {
  args: {
    title: 'Solicitações de migração de evento comercial pendentes de aprovação pelo gestor',
    trail: ['Administração', 'Solicitações de evento comercial'],
    children: (
      <Typography sx={{ color: 'text.secondary' }}>
        Os pedidos de migração feitos nos eventos comerciais, à espera da aprovação do gestor.
      </Typography>
    ),
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Customer support', trail: ['Support'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'You are here' })).toBeVisible();
  },
};
