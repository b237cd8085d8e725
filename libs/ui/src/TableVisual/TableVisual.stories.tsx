import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { costByRegion, emptyData, openTickets, vmInventory } from '../internal/sampleVisualData';
import type { VisualData, VisualSort } from '../model/visualData';
import { TableVisual } from './TableVisual';

const meta = {
  title: 'Analytics/TableVisual',
  component: TableVisual,
  tags: ['autodocs'],
  args: {
    data: vmInventory,
    // Twenty rows keep each story's checks (axe in two themes) quick; DefaultPageSize shows fifty.
    pageSize: 20,
    onSelect: fn(),
    onSort: fn(),
    onPageChange: fn(),
    onRendered: fn(),
  },
  decorators: [
    (Story) => (
      <Box sx={{ width: 900, height: 480, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TableVisual>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');
// Plain selectors over the body: role queries over hundreds of cells are slow, and the roles are asserted below.
const bodyRows = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[role="grid"] tbody tr'));

const vm = (n: number) => vmInventory.rows[n - 1]!;
const identityOf = (row: VisualData['rows'][number]) => [
  { key: 'VMs.Nome', value: row[0] },
  { key: 'VMs.Região', value: row[1] },
  { key: 'VMs.Estado', value: row[2] },
  { key: 'VMs.Criada em', value: row[3] },
];

/** 1,234 rows, 20 a page: formatted cells, numbers to the right. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(20);
    await expect(within(canvasElement).getByText('1–20 de 1.234')).toBeVisible();
    const first = within(bodyRows(canvasElement)[0]!).getAllByRole('gridcell');
    await expect(bodyRows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(first.map((cell) => cell.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      'vm-0001',
      'Sudeste',
      'Em execução',
      '01/01/2025',
      '2',
      'R$ 19,99',
      '100,0%',
    ]);
    await waitFor(() => expect(args.onRendered).toHaveBeenCalledTimes(1));
  },
};

/** Without a page size, fifty rows a page ('1–50 de 1.234'). */
export const DefaultPageSize: Story = {
  args: {
    pageSize: undefined,
    data: {
      ...vmInventory,
      columns: [vmInventory.columns[0]!, vmInventory.columns[5]!],
      rows: vmInventory.rows.map((row) => [row[0] ?? null, row[5] ?? null]),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(50);
    await expect(within(canvasElement).getByText('1–50 de 1.234')).toBeVisible();
  },
};

/** The pager: next, last, previous; the label follows ('21–40 de 1.234'). */
export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('21–40 de 1.234')).toBeVisible();
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('vm-0021');
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(61);
    await expect(canvas.getByText('1.221–1.234 de 1.234')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(14);
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Primeira página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
  },
};

/** A page size from the visual's options. */
export const PageSizeTen: Story = {
  args: { pageSize: 10 },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(within(canvasElement).getByText('1–10 de 1.234')).toBeVisible();
  },
};

/** Header clicks ask for a sort; here the story keeps it, as the frame does, and the table applies it. */
export const Sorting: Story = {
  render: function SortingDemo(args) {
    const [sort, setSort] = useState<VisualSort | undefined>(undefined);
    return (
      <TableVisual
        {...args}
        sort={sort}
        onSort={(next) => {
          args.onSort?.(next);
          setSort(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Custo' }));
    await expect(args.onSort).toHaveBeenLastCalledWith({ key: 'VMs.Custo', direction: 'Descending' });
    const header = canvas.getByRole('columnheader', { name: /Custo/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('R$ 5.010,99');
    await userEvent.click(canvas.getByRole('button', { name: /Custo/ }));
    await expect(args.onSort).toHaveBeenLastCalledWith({ key: 'VMs.Custo', direction: 'Ascending' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('R$ 19,99');
    await userEvent.click(canvas.getByRole('button', { name: 'Região' }));
    await expect(args.onSort).toHaveBeenLastCalledWith({ key: 'VMs.Região', direction: 'Ascending' });
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('Centro-Oeste');
  },
};

export const SortedByCostDescending: Story = {
  args: { sort: { key: 'VMs.Custo', direction: 'Descending' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /Custo/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

/** Click picks a row; Ctrl+click adds to the selection. */
export const RowSelection: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(bodyRows(canvasElement)[2]!).getByText('vm-0003'));
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      {
        identity: identityOf(vm(3)),
        values: [
          { key: 'VMs.vCPUs', value: 8, formatted: '8' },
          { key: 'VMs.Custo', value: vm(3)[5], formatted: 'R$\u00a0857,99' },
          { key: 'VMs.Disponibilidade', value: vm(3)[6], formatted: '99,9%' },
        ],
      },
      { multi: false },
    );
    // Each userEvent call starts with no key held, so the modifier rides on the click itself.
    fireEvent.click(within(bodyRows(canvasElement)[4]!).getByText('vm-0005'), { ctrlKey: true });
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ identity: identityOf(vm(5)) }),
      { multi: true },
    );
  },
};

/** Rows picked (here or elsewhere) are highlighted. */
export const SelectedRows: Story = {
  args: {
    selected: [
      { identity: [{ key: 'VMs.Nome', value: 'vm-0002' }], values: [] },
      { identity: [{ key: 'VMs.Nome', value: 'vm-0004' }], values: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    const rows = bodyRows(canvasElement);
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[3]).toHaveAttribute('aria-selected', 'true');
    await expect(rows[0]).toHaveAttribute('aria-selected', 'false');
  },
};

/** Keyboard: one tab stop for the rows; arrows, Home/End, PageDown; Enter selects, Ctrl+Enter adds. */
export const KeyboardNavigation: Story = {
  args: { pageSize: 10 },
  play: async ({ canvasElement, args }) => {
    const first = bodyRows(canvasElement)[0]!;
    first.focus();
    await expect(first).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(bodyRows(canvasElement)[2]).toHaveFocus();
    await expect(first).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ identity: identityOf(vm(3)) }),
      {
        multi: false,
      },
    );
    await userEvent.keyboard('{End}');
    await expect(bodyRows(canvasElement)[9]).toHaveFocus();
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ identity: identityOf(vm(10)) }),
      {
        multi: true,
      },
    );
    await userEvent.keyboard('{PageDown}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await waitFor(() => expect(bodyRows(canvasElement)[0]).toHaveFocus());
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('vm-0011');
    await userEvent.keyboard('{PageUp}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{Home} ');
    await expect(args.onSelect).toHaveBeenLastCalledWith(
      expect.objectContaining({ identity: identityOf(vm(1)) }),
      {
        multi: false,
      },
    );
  },
};

/** Totals added up here: money and counts, not percentages. */
export const SumTotals: Story = {
  args: { data: costByRegion, totals: 'sum' },
  play: async ({ canvasElement }) => {
    const rows = within(grid(canvasElement)).getAllByRole('row');
    await expect(rows.at(-1)).toHaveTextContent('TotalR$ 997.851,95');
    // Five rows fit one page: no pager.
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Próxima página' }),
    ).not.toBeInTheDocument();
  },
};

/** The frame's own totals (an average does not add up). */
export const FrameTotals: Story = {
  args: { totals: [null, null, null, null, 7412, 3_081_733.55, 0.99755] },
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement)).getAllByRole('row').at(-1)).toHaveTextContent(
      'Total7.412R$ 3.081.733,5599,8%',
    );
  },
};

/** The frame pages on the server: the rows are page 4 only. */
export const PagedOnServer: Story = {
  args: {
    data: { ...vmInventory, rows: vmInventory.rows.slice(60, 80), truncated: true },
    page: 3,
    pagedOnServer: true,
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('61–80 de 1.234')).toBeVisible();
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('vm-0061');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const Empty: Story = {
  args: { data: emptyData },
  play: async ({ canvasElement }) => {
    await expect(within(grid(canvasElement)).getAllByRole('row')).toHaveLength(1);
  },
};

const longRows: VisualData = {
  ...costByRegion,
  rows: costByRegion.rows.map((row) => [
    `${String(row[0])} — ambiente de produção com nome muito longo da Companhia Brasileira de Serviços em Nuvem`,
    row[1] ?? null,
  ]),
};

/** Long cells are cut with an ellipsis; the whole text is in the tooltip. */
export const LongText: Story = {
  args: { data: longRows },
  play: async ({ canvasElement }) => {
    const cell = within(bodyRows(canvasElement)[0]!).getAllByRole('gridcell')[0]!;
    await expect(cell).toHaveAttribute('title', longRows.rows[0]![0]);
  },
};

const ticketLink = (n: number) => openTickets.rows[n]![1] as string;

/**
 * A web URL column: http(s) addresses are links that open in a new tab (here the callback takes the click,
 * as the analytics frame does); 'javascript:' and blanks stay text. Tab from the active row reaches its
 * link; Enter follows it without selecting the row.
 */
export const Links: Story = {
  args: { data: openTickets, onLinkClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(3);
    const first = canvas.getByRole('link', {
      name: 'portal.nuvem.example/tickets?numero=CH-260312-ACM1-1 (abre em nova aba)',
    });
    await expect(first).toHaveAttribute('href', ticketLink(0));
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(bodyRows(canvasElement)[3]).toHaveTextContent('javascript:alert(document.domain)');
    await expect(within(bodyRows(canvasElement)[3]!).queryByRole('link')).not.toBeInTheDocument();
    // Only the active row's link is in the tab order.
    await expect(first).toHaveAttribute('tabindex', '0');
    await expect(within(bodyRows(canvasElement)[2]!).getByRole('link')).toHaveAttribute('tabindex', '-1');

    await userEvent.click(within(bodyRows(canvasElement)[1]!).getByRole('link'));
    await expect(args.onLinkClick).toHaveBeenLastCalledWith(ticketLink(1), {
      identity: [
        { key: 'Chamados.Número', value: 'CH-260312-ACM2-1' },
        { key: 'Chamados.Link', value: ticketLink(1) },
        { key: 'Chamados.Prioridade', value: 'Alta' },
      ],
      values: [{ key: 'Chamados.Chamados', value: 1, formatted: '1' }],
    });
    await expect(args.onSelect).not.toHaveBeenCalled();

    bodyRows(canvasElement)[0]!.focus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLinkClick).toHaveBeenLastCalledWith(
      ticketLink(0),
      expect.objectContaining({ values: [{ key: 'Chamados.Chamados', value: 1, formatted: '1' }] }),
    );
    await expect(args.onSelect).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowDown}');
    await expect(bodyRows(canvasElement)[1]).toHaveFocus();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1–20 of 1,234')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeEnabled();
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('01/01/2025');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('R$19.99');
  },
};
