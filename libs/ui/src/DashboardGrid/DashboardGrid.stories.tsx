import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardTiles, renderDashboardTile } from './dashboardFixtures';
import { DashboardGrid } from './DashboardGrid';

const meta = {
  title: 'Analytics/DashboardGrid',
  component: DashboardGrid,
  tags: ['autodocs'],
  args: {
    tiles: dashboardTiles,
    renderTile: renderDashboardTile,
    onTileClick: fn(),
    rowHeight: 90,
    columnWidth: 90,
  },
  decorators: [
    (Story, { parameters }) => (
      <Box
        sx={{ width: (parameters.gridWidth as number | undefined) ?? 1180, bgcolor: 'background.default' }}
      >
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof DashboardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: 'Blocos do painel' });
const tileButtons = (canvasElement: HTMLElement) => within(list(canvasElement)).getAllByRole('button');

/** Fitted to the width (the default): twelve columns share it. Tiles read row by row. */
export const FitToWidth: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(6);
    await expect(tileButtons(canvasElement).map((b) => b.textContent)).toEqual([
      'Custo total',
      'Máquinas virtuais',
      'Sobre este painel',
      'Custo por mês',
      'Custo por serviço',
      'Custo por região',
    ]);
    // The note spans the right half: six of twelve columns.
    const grid = list(canvasElement).getBoundingClientRect();
    const note = within(list(canvasElement))
      .getByRole('article', { name: 'Sobre este painel' })
      .getBoundingClientRect();
    await expect(Math.abs(note.right - grid.right)).toBeLessThan(1);
    await expect(note.width).toBeGreaterThan(grid.width / 2 - 12);
  },
};

/** A click anywhere on a tile, or Enter on it, hands back its id. Tab follows the reading order. */
export const TileClick: Story = {
  play: async ({ canvasElement, args }) => {
    const chartTile = within(list(canvasElement)).getByRole('article', { name: 'Custo por mês' });
    // What a pointer hits in the middle of the tile, over its chart, is the tile's button.
    const box = chartTile.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(hit).toBe(within(chartTile).getByRole('button'));
    await userEvent.click(hit!);
    await expect(args.onTileClick).toHaveBeenLastCalledWith('chart-month');
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(within(list(canvasElement)).getByRole('button', { name: 'Custo total' })).toHaveFocus();
    await expect(
      within(list(canvasElement)).getByRole('button', { name: 'Custo total' }),
    ).toHaveAccessibleDescription('Todos os ambientes');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTileClick).toHaveBeenLastCalledWith('kpi-vms');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onTileClick).toHaveBeenLastCalledWith('note');
  },
};

/** At actual size cells keep their pixels; a narrower page scrolls. */
export const ActualSize: Story = {
  args: { view: 'actualSize' },
  parameters: { gridWidth: 900 },
  play: async ({ canvasElement }) => {
    const note = within(list(canvasElement)).getByRole('article', { name: 'Sobre este painel' });
    await expect(Math.round(note.getBoundingClientRect().width)).toBe(6 * 90 + 5 * 12);
  },
};

/** One column: the tiles stacked in reading order, each its own height. */
export const OneColumn: Story = {
  args: { view: 'oneColumn' },
  parameters: { gridWidth: 420 },
  play: async ({ canvasElement }) => {
    const articles = within(list(canvasElement)).getAllByRole('article');
    const widths = new Set(articles.map((a) => Math.round(a.getBoundingClientRect().width)));
    await expect(widths.size).toBe(1);
    const [first, second] = articles.map((a) => a.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom);
  },
};

export const Empty: Story = {
  args: { tiles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Este painel ainda não tem blocos.')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { view: 'oneColumn' },
  parameters: { gridWidth: 420 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Dashboard tiles' })).toBeVisible();
  },
};
