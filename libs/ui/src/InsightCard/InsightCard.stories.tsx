import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Insight } from '../model/insight';
import { InsightCard } from './InsightCard';

const faturamento: Insight = {
  id: 'd-07',
  name: 'Faturamento mensal',
  category: 'Financeiro',
  kind: 'dashboard',
};
const report: Insight = { id: 'bi-r1', name: 'Relatório comercial', category: '', kind: 'biReport' };
const biDashboard: Insight = { id: 'bi-d1', name: 'Painel executivo', category: '', kind: 'biDashboard' };
const uncategorised: Insight = { id: 'd-01', name: 'Chamados em aberto', category: '', kind: 'dashboard' };
const long: Insight = {
  id: 'l-01',
  name: 'Acompanhamento consolidado de consumo, custos e disponibilidade de todos os ambientes de produção e homologação',
  category: 'Indicadores corporativos de tecnologia, infraestrutura e operações em nuvem',
  kind: 'dashboard',
};

const meta = {
  title: 'Insights/InsightCard',
  component: InsightCard,
  tags: ['autodocs'],
  args: {
    insight: faturamento,
    favorite: false,
    onToggleFavorite: fn(),
    onOpen: fn(),
  },
  // As wide as a card of the Insights grid.
  decorators: [(Story) => <Box sx={{ width: 300 }}>{Story()}</Box>],
} satisfies Meta<typeof InsightCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name opens the dashboard (click or Enter); the star beside it asks to favorite it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Faturamento mensal' });
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(faturamento);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);

    const star = canvas.getByRole('button', { name: 'Favoritar Faturamento mensal' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(faturamento, true);
    await expect(args.onOpen).toHaveBeenCalledTimes(2); // the star is not part of the open button
    await expect(canvas.queryByRole('button', { name: /Ver permissões/ })).not.toBeInTheDocument();
  },
};

/** A favorite: the star is filled amber and pressed; clicking it asks to remove the favorite. */
export const Favorite: Story = {
  args: { favorite: true },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Favoritar Faturamento mensal' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(faturamento, false);
  },
};

/** With show_insights_dashboard_permission: a shield opens the permission list. */
export const WithPermissions: Story = {
  args: { onShowPermissions: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Ver permissões de Faturamento mensal' }),
    );
    await expect(args.onShowPermissions).toHaveBeenCalledWith(faturamento);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

/** In Favoritos and Recentes the card names its category; an empty one is 'Sem Classificação'. */
export const WithCategory: Story = {
  args: { insight: uncategorised, showCategory: true, favorite: true },
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: 'Chamados em aberto' });
    await expect(open).toHaveAccessibleDescription('Sem Classificação');
  },
};

export const BiReport: Story = {
  args: { insight: report, showCategory: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Relatório comercial' }),
    ).toHaveAccessibleDescription('Relatório');
  },
};

export const BiDashboard: Story = {
  args: { insight: biDashboard, showCategory: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Painel executivo' }),
    ).toHaveAccessibleDescription('Dashboard');
  },
};

/** A long name is cut after two lines; the whole of it is in the tooltip and the button's name. */
export const LongName: Story = {
  args: { insight: long, showCategory: true, onShowPermissions: fn() },
  play: async ({ canvasElement }) => {
    const open = within(canvasElement).getByRole('button', { name: long.name });
    const name = within(open).getByTitle(long.name);
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
  },
};

/** Out of the tab order (tabIndex -1), as every card but one of a grid: still clickable. */
export const NotTabbable: Story = {
  args: { tabIndex: -1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Faturamento mensal' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await expect(canvas.getByRole('button', { name: 'Favoritar Faturamento mensal' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Faturamento mensal' }));
    await expect(args.onOpen).toHaveBeenCalledWith(faturamento);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { insight: uncategorised, showCategory: true, onShowPermissions: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Favorite Chamados em aberto' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'See the permissions of Chamados em aberto' }),
    ).toBeVisible();
    await expect(canvas.getByText('Uncategorised')).toBeVisible();
  },
};
