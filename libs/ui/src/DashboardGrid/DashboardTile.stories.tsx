import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChartVisual } from '../ChartVisual/ChartVisual';
import { costByService } from '../internal/sampleVisualData';
import { VisualErrorState, VisualLoadingState } from '../VisualContainer/VisualStates';
import { DashboardTile } from './DashboardTile';

const meta = {
  title: 'Analytics/DashboardTile',
  component: DashboardTile,
  tags: ['autodocs'],
  args: {
    tile: {
      id: 'chart-service',
      title: 'Custo por serviço',
      subTitle: 'Todos os ambientes',
      layout: { col: 0, row: 0, colSpan: 4, rowSpan: 3 },
    },
    children: <ChartVisual kind="pie" data={costByService} interactive={false} animation={false} />,
    onTileClick: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ width: 420, height: 300 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DashboardTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visual tile: its chart takes no focus; the tile is one button. */
export const VisualTile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Custo por serviço' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTileClick).toHaveBeenCalledWith('chart-service');
    // A pointer over the chart hits the tile's button (it covers the card).
    const chart = canvas.getByRole('img').getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      chart.left + chart.width / 2,
      chart.top + chart.height / 2,
    );
    await expect(hit).toBe(button);
    await userEvent.click(hit!);
    await expect(args.onTileClick).toHaveBeenCalledTimes(2);
  },
};

export const TextTile: Story = {
  args: {
    tile: {
      id: 'note',
      title: 'Sobre este painel',
      layout: { col: 0, row: 0, colSpan: 4, rowSpan: 2 },
      text: 'Valores em reais, sem impostos.\nAtualizado diariamente às 6h.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Valores em reais/).textContent).toContain(
      'impostos.\nAtualizado',
    );
  },
};

export const LongTitle: Story = {
  args: {
    tile: {
      id: 'long',
      title: 'Custo por serviço em todos os ambientes de produção e homologação no trimestre',
      subTitle: 'Valores sem impostos, com descontos contratuais e créditos de nível de serviço aplicados',
      layout: { col: 0, row: 0, colSpan: 4, rowSpan: 3 },
    },
  },
};

/** A text tile without a title is still named. */
export const Untitled: Story = {
  args: {
    tile: { id: 'untitled', title: '', layout: { col: 0, row: 0, colSpan: 4, rowSpan: 2 }, text: 'Nota' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Bloco sem título' })).toBeVisible();
  },
};

export const Loading: Story = { args: { children: <VisualLoadingState /> } };

export const Failed: Story = {
  args: { children: <VisualErrorState details="A consulta excedeu o tempo limite." /> },
};
