import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { settleRipples } from '../testing/settleRipples';
import { PaginatedReportView, type PaginatedReportViewProps } from './PaginatedReportView';

const regions = ['Rio de Janeiro', 'São Paulo', 'Virgínia do Norte'];
const services = ['Armazenamento', 'Backup', 'Banco de Dados', 'Computação', 'Rede'];
const rows = regions.flatMap((region, r) =>
  services.map((service, s) => [
    'mar/2026',
    `Cliente ${r + 1}`,
    service,
    region,
    `R$ ${(1234.5 * (r + 1) * (s + 1)).toFixed(2).replace('.', ',')}`,
  ]),
);

/** The viewer with its page kept, as the frame keeps it. */
function Stateful(props: PaginatedReportViewProps) {
  const [page, setPage] = useState(props.page);
  return (
    <PaginatedReportView
      {...props}
      page={page}
      onPage={(next) => {
        setPage(next);
        props.onPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Analytics/PaginatedReportView',
  component: PaginatedReportView,
  tags: ['autodocs'],
  args: {
    title: 'Extrato de Consumo',
    parameters: [
      {
        name: 'Ano',
        label: 'Ano',
        multiple: false,
        options: [2025, 2026].map((year) => ({ key: String(year), label: String(year) })),
        selected: ['2026'],
      },
      {
        name: 'Regiao',
        label: 'Região',
        multiple: true,
        options: regions.map((region) => ({ key: region, label: region })),
        selected: [],
      },
    ],
    onApply: fn(),
    columns: [
      { key: 'mes', label: 'Mês', numeric: false },
      { key: 'cliente', label: 'Cliente', numeric: false },
      { key: 'servico', label: 'Serviço', numeric: false },
      { key: 'regiao', label: 'Região', numeric: false },
      { key: 'custo', label: 'Custo Total', numeric: true },
    ],
    rows,
    rowsPerPage: 6,
    page: 0,
    onPage: fn(),
    status: 'ready',
    onPrint: fn(),
  },
  render: (args) => (
    <Box sx={{ height: 640 }}>
      <Stateful {...args} />
    </Box>
  ),
} satisfies Meta<typeof PaginatedReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fifteen rows, six a page: three pages, paged by keyboard; 'Imprimir' prints every page. */
export const Statement: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('toolbar', { name: 'Páginas do relatório' });
    await expect(within(pages).getByRole('status')).toHaveTextContent('Página 1 de 3');
    await expect(within(pages).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Última página' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(2);
    await expect(within(pages).getByRole('status')).toHaveTextContent('Página 3 de 3');
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 3);
    await userEvent.click(within(pages).getByRole('button', { name: 'Primeira página' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Imprimir' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await settleRipples(canvasElement);
  },
};

/** Parameters are chosen, then applied with 'Exibir relatório'; no region chosen means every region. */
export const ChoosingParameters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Região' })).toHaveTextContent('(Todos)');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Região' }));
    await userEvent.click(await screen.findByRole('option', { name: 'São Paulo' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Exibir relatório' }));
    await expect(args.onApply).toHaveBeenCalledWith({ Ano: ['2026'], Regiao: ['São Paulo'] });
    await settleRipples(canvasElement);
  },
};

/** No rows for the parameters chosen: it says so. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma linha para estes parâmetros.')).toBeVisible();
  },
};

/** The rows failed: the error, with its code. */
export const Failed: Story = {
  args: { rows: [], status: 'failed', errorCode: 'analytics_query_timeout' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('(analytics_query_timeout)');
  },
};
