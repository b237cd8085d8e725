import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InsightEmbedView, type InsightEmbedViewProps } from './InsightEmbedView';

/** A stand-in for the embed container the portal mounts (the iframe of apps/analytics). */
function FrameStandIn() {
  return (
    <Box
      data-testid="frame"
      sx={{
        height: '100%',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ color: 'text.secondary' }}>Conteúdo do dashboard</Typography>
    </Box>
  );
}

/** The favorite held outside, as the portal does (saved optimistically). */
function WithFavorite(args: InsightEmbedViewProps) {
  const [favorite, setFavorite] = useState(args.favorite ?? false);
  return (
    <InsightEmbedView
      {...args}
      favorite={favorite}
      onToggleFavorite={
        args.onToggleFavorite &&
        ((next) => {
          args.onToggleFavorite?.(next);
          setFavorite(next);
        })
      }
    />
  );
}

const meta = {
  title: 'Insights/InsightEmbedView',
  component: InsightEmbedView,
  tags: ['autodocs'],
  args: {
    title: 'Faturamento mensal',
    kind: 'dashboard',
    category: 'Financeiro',
    onBack: fn(),
    favorite: false,
    onToggleFavorite: fn(),
    state: { status: 'ready' },
    onRetry: fn(),
    children: <FrameStandIn />,
  },
  render: (args) => <WithFavorite {...args} />,
} satisfies Meta<typeof InsightEmbedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The embedded dashboard, full width and 1200px high; 'Voltar' returns to the list, the star toggles. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Faturamento mensal');
    await expect(canvas.getByText('Financeiro')).toBeVisible();
    const frame = canvas.getByTestId('frame').parentElement!;
    await expect(frame.getBoundingClientRect().height).toBe(1200);
    await expect(frame.getBoundingClientRect().width).toBe(canvasElement.getBoundingClientRect().width);

    const star = canvas.getByRole('button', { name: 'Favoritar Faturamento mensal' });
    await userEvent.click(star);
    await expect(args.onToggleFavorite).toHaveBeenLastCalledWith(true);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(args.onToggleFavorite).toHaveBeenLastCalledWith(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** The frame is on its way: a skeleton of its size holds the place. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando dashboard...');
    await expect(canvas.queryByTestId('frame')).not.toBeInTheDocument();
    const skeleton = canvasElement.querySelector('.MuiSkeleton-root')!;
    await expect(skeleton.getBoundingClientRect().height).toBe(1200);
  },
};

/** The embed token could not be had: the message and a retry; 'Voltar' still works. */
export const LoadError: Story = {
  args: { state: { status: 'error', message: 'Não foi possível abrir o dashboard. Tente novamente.' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível abrir o dashboard. Tente novamente.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** A BI report of the 'Data Analytics' group, a favorite. */
export const BiReport: Story = {
  args: { title: 'Relatório comercial', kind: 'biReport', category: undefined, favorite: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Data Analytics · Relatório')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Favoritar Relatório comercial' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** An uncategorised dashboard, without a star (no favorites here), and a shorter frame. */
export const UncategorisedWithoutStar: Story = {
  args: { title: 'Chamados em aberto', category: '', onToggleFavorite: undefined, height: 600 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sem Classificação')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Favoritar/ })).not.toBeInTheDocument();
    await expect(canvas.getByTestId('frame').parentElement!.getBoundingClientRect().height).toBe(600);
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'Acompanhamento consolidado de consumo, custos e disponibilidade de todos os ambientes de produção e homologação',
    category: 'Indicadores corporativos de tecnologia, infraestrutura e operações em nuvem',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Painel executivo', kind: 'biDashboard', category: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Data Analytics · Dashboard')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
