import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  costByRegionEnvironmentAndService,
  emptyData,
  ticketsByLinkAndPriority,
} from '../internal/sampleVisualData';
import type { VisualData } from '../model/visualData';
import { MatrixVisual } from './MatrixVisual';

/** Only the cost: one header row. */
const costOnly: VisualData = {
  ...costByRegionEnvironmentAndService,
  columns: costByRegionEnvironmentAndService.columns.slice(0, 4),
  rows: costByRegionEnvironmentAndService.rows.map((row) => row.slice(0, 4)),
};

/** One row level: region × service. */
const byRegion: VisualData = {
  ...costOnly,
  columns: costOnly.columns.filter((column) => column.key !== 'Consumo.Ambiente'),
  rows: costOnly.rows.map((row) => [row[0] ?? null, row[2] ?? null, row[3] ?? null]),
};

const meta = {
  title: 'Analytics/MatrixVisual',
  component: MatrixVisual,
  tags: ['autodocs'],
  args: { data: byRegion, onRendered: fn() },
  decorators: [
    (Story) => (
      <Box sx={{ width: 900, height: 440, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof MatrixVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('row');
const textOf = (row: HTMLElement) => row.textContent?.replace(/\u00a0/g, ' ');

/** Regions down, services across, a total per row and per column. */
export const RegionsByService: Story = {
  play: async ({ canvasElement, args }) => {
    const rows = rowsOf(canvasElement);
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Região', 'Máquinas virtuais', 'Banco de dados', 'Armazenamento', 'Total']);
    await expect(within(canvasElement).getByRole('rowheader', { name: 'Sudeste' })).toBeVisible();
    // Sudeste: its three environments added up per service, then across.
    await expect(textOf(rows[1]!)).toBe('SudesteR$ 189.000,00R$ 141.750,00R$ 94.500,00R$ 425.250,00');
    await expect(textOf(rows.at(-1)!)).toBe('TotalR$ 431.550,00R$ 323.662,50R$ 215.775,00R$ 970.987,50');
    await waitFor(() => expect(args.onRendered).toHaveBeenCalledTimes(1));
  },
};

/** Two row levels: the regions expand into their environments (+ / −). */
export const ExpandCollapse: Story = {
  args: { data: costOnly },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowsOf(canvasElement)).toHaveLength(1 + 5 + 1);
    const expand = canvas.getByRole('button', { name: 'Expandir Sul' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    const collapse = canvas.getByRole('button', { name: 'Recolher Sul' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await expect(collapse).toHaveFocus();
    await expect(rowsOf(canvasElement)).toHaveLength(1 + 5 + 3 + 1);
    await expect(canvas.getByRole('rowheader', { name: 'Homologação' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(rowsOf(canvasElement)).toHaveLength(1 + 5 + 1);
  },
};

export const Expanded: Story = {
  args: { data: costOnly, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toHaveLength(1 + 5 + 15 + 1);
  },
};

/** Two values: each service spans a cost and an hours column. */
export const SeveralValues: Story = {
  args: { data: costByRegionEnvironmentAndService },
  play: async ({ canvasElement }) => {
    const [groups, values] = rowsOf(canvasElement);
    await expect(within(groups!).getByRole('columnheader', { name: 'Máquinas virtuais' })).toHaveAttribute(
      'colspan',
      '2',
    );
    await expect(within(values!).getAllByRole('columnheader')).toHaveLength(8);
    await expect(textOf(rowsOf(canvasElement).at(-1)!)).toContain('R$ 970.987,50');
  },
};

/** Without a columns field the values are the columns. */
export const WithoutColumns: Story = {
  args: {
    data: {
      ...byRegion,
      columns: byRegion.columns.filter((column) => column.role !== 'columns'),
      rows: byRegion.rows.map((row) => [row[0] ?? null, row[2] ?? null]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(rowsOf(canvasElement)[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Região', 'Custo Total']);
  },
};

/** Rows of a web URL column: http(s) addresses are links (the callback takes the click); 'javascript:' stays text. */
export const LinkRows: Story = {
  args: { data: ticketsByLinkAndPriority, onLinkClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    const url = ticketsByLinkAndPriority.rows[1]![0] as string;
    const link = canvas.getByRole('link', {
      name: 'portal.nuvem.example/tickets?numero=CH-260312-ACM2-1 (abre em nova aba)',
    });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('rowheader', { name: 'javascript:alert(document.domain)' })).toBeVisible();
    await userEvent.click(link);
    await expect(args.onLinkClick).toHaveBeenCalledWith(url, {
      identity: [{ key: 'Chamados.Link', value: url }],
      values: [],
    });
  },
};

export const Empty: Story = {
  args: { data: emptyData },
  play: async ({ canvasElement }) => {
    await expect(rowsOf(canvasElement)).toHaveLength(2);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { data: costOnly },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Expand Sudeste' }));
    await expect(textOf(rowsOf(canvasElement).at(-1)!)).toBe(
      'TotalR$431,550.00R$323,662.50R$215,775.00R$970,987.50',
    );
  },
};
