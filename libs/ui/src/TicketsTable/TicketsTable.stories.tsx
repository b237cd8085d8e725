import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeSupportTickets, sampleClosedTickets, sampleOpenTickets } from '../internal/sampleSupportTickets';
import { TicketsTable, type TicketsTableProps } from './TicketsTable';
import type { TicketSort, TicketStatusFilter } from './ticketsTableRules';

const meta = {
  title: 'Pages/TicketsTable',
  component: TicketsTable,
  tags: ['autodocs'],
  args: {
    tickets: sampleOpenTickets,
    state: { status: 'ready' },
    onRetry: fn(),
    statusFilter: 'open',
    onStatusFilterChange: fn(),
    counts: { open: sampleOpenTickets.length, closed: sampleClosedTickets.length },
    search: '',
    onSearchChange: fn(),
    sort: { field: 'updatedAt', direction: 'desc' },
    onSortChange: fn(),
    page: 0,
    pageSize: 25,
    total: sampleOpenTickets.length,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    // Pinned, so the dates read the same on every machine.
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof TicketsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table with its tab, search and sort living in the story, as the page keeps them in the URL. */
function Live(props: TicketsTableProps) {
  const [statusFilter, setStatusFilter] = useState<TicketStatusFilter>(props.statusFilter);
  const [search, setSearch] = useState(props.search);
  const [sort, setSort] = useState<TicketSort>(props.sort);
  const tickets = statusFilter === 'open' ? sampleOpenTickets : sampleClosedTickets;
  return (
    <TicketsTable
      {...props}
      tickets={tickets.filter((ticket) => ticket.subject.toLowerCase().includes(search.toLowerCase()))}
      total={tickets.length}
      statusFilter={statusFilter}
      search={search}
      sort={sort}
      onStatusFilterChange={(next) => {
        setStatusFilter(next);
        props.onStatusFilterChange(next);
      }}
      onSearchChange={(next) => {
        setSearch(next);
        props.onSearchChange(next);
      }}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange(next);
      }}
    />
  );
}

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table')).getAllByRole('row').slice(1);

/** The open tickets, last updated first: number, subject with its last message, product, severity, status, dates. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Abertos 5' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Fechados 3' })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('table', { name: 'Chamados abertos' })).toBeInTheDocument();
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(5);
    const first = within(rows[0]!);
    await expect(first.getByRole('rowheader')).toHaveTextContent('Erro ao acessar o Fluig');
    await expect(
      first.getByRole('link', { name: 'Erro ao acessar o Fluig: "sessão inválida"' }),
    ).toHaveAttribute('href', '/tickets/100012');
    await expect(rows[0]).toHaveTextContent('100012');
    await expect(rows[0]).toHaveTextContent('Ana Souza: Vários usuários');
    await expect(rows[0]).toHaveTextContent('Novo');
    await expect(rows[0]).toHaveTextContent('Alta');
    await expect(rows[0]).toHaveTextContent('13/03/2026, 08:10');
    await expect(rows[1]).toHaveTextContent('Em atendimento');
    await expect(rows[1]).toHaveTextContent('Urgente');
    await expect(rows[2]).toHaveTextContent('Aguardando você');
    await expect(rows[3]).toHaveTextContent('Em espera');
    // The sorted column says so.
    await expect(canvas.getByRole('columnheader', { name: /Atualizado em/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByText('1–5 de 5')).toBeInTheDocument();
  },
};

/** The closed tab: solved and closed tickets. */
export const Closed: Story = {
  args: {
    tickets: sampleClosedTickets,
    statusFilter: 'closed',
    total: sampleClosedTickets.length,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Fechados 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('table', { name: 'Chamados fechados' })).toBeInTheDocument();
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('Resolvido');
    await expect(rows[1]).toHaveTextContent('Fechado');
  },
};

/** Tabs, sort and search working together, by mouse and by keyboard. */
export const Interactive: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Fechados/ }));
    await expect(args.onStatusFilterChange).toHaveBeenCalledWith('closed');
    await expect(bodyRows(canvasElement)).toHaveLength(3);
    // The arrow keys move between the tabs.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: /Abertos/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onStatusFilterChange).toHaveBeenLastCalledWith('open'));

    // A new column sorts its own way first (severity: most urgent first); the sorted one turns around.
    await userEvent.click(canvas.getByRole('button', { name: 'Severidade' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'severity', direction: 'desc' });
    await userEvent.click(canvas.getByRole('button', { name: /Severidade/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'severity', direction: 'asc' });
    await userEvent.click(canvas.getByRole('button', { name: 'Assunto' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'subject', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: /Assunto/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    const field = canvas.getByRole('searchbox', { name: 'Buscar chamados' });
    await userEvent.type(field, 'backup');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('backup');
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    // Escape clears the search.
    await userEvent.keyboard('{Escape}');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
    await expect(field).toHaveValue('');
  },
};

/** The first page on its way: skeleton rows, announced. */
export const Loading: Story = {
  args: { tickets: [], state: { status: 'loading' }, counts: undefined, total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(5);
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando chamados…');
    await expect(canvas.getByRole('tab', { name: 'Abertos' })).toBeInTheDocument();
  },
};

/** Another page or search on its way: the rows stay, a thin bar runs over them. */
export const Refreshing: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando chamados…' })).toBeInTheDocument();
    await expect(bodyRows(canvasElement)).toHaveLength(5);
  },
};

/** No open tickets: the tab says so. */
export const EmptyOpen: Story = {
  args: { tickets: [], counts: { open: 0, closed: 3 }, total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum chamado aberto.');
    await expect(canvas.getByText('0–0 de 0')).toBeInTheDocument();
  },
};

export const EmptyClosed: Story = {
  args: { tickets: [], statusFilter: 'closed', counts: { open: 5, closed: 0 }, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Nenhum chamado fechado.');
  },
};

/** A search without matches offers to clear it. */
export const NoMatches: Story = {
  args: { tickets: [], search: 'impressora', counts: { open: 0, closed: 0 }, total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nenhum chamado encontrado para “impressora”.',
    );
    const clear = canvas.getAllByRole('button', { name: 'Limpar busca' });
    await expect(clear).toHaveLength(2); // in the field and under the message
    await userEvent.click(clear[1]!);
    await expect(args.onSearchChange).toHaveBeenCalledWith('');
  },
};

/** The list failed to load: its message and 'Tentar novamente'. */
export const Failed: Story = {
  args: {
    tickets: [],
    state: {
      status: 'error',
      message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
    },
    counts: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // What failed (the alert's title), then why.
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByText('Não foi possível carregar os chamados.')).toBeVisible();
    await expect(alert).toHaveTextContent('O serviço está temporariamente indisponível.');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Many tickets, one page at a time. */
export const ManyPages: Story = {
  args: {
    tickets: makeSupportTickets(25),
    counts: { open: 137, closed: 1204 },
    total: 137,
    page: 1,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Fechados 1.204' })).toBeInTheDocument();
    await expect(canvas.getByText('26–50 de 137')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Primeira página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(0);
    await userEvent.click(canvas.getByRole('combobox', { name: /Chamados por página/ }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

/** A long subject and a long last message stay on their lines. */
export const LongText: Story = {
  args: {
    tickets: [
      {
        ...sampleOpenTickets[1]!,
        subject:
          'Lentidão generalizada no Protheus ao emitir notas fiscais eletrônicas, consultar títulos a receber e gerar relatórios de faturamento do mês corrente em todas as filiais',
        lastMessage: {
          ...sampleOpenTickets[1]!.lastMessage!,
          excerpt:
            'Identificamos um bloqueio na tabela SF2 causado por uma rotina customizada de integração que mantém transações abertas por mais de dez minutos durante o fechamento do…',
        },
      },
    ],
    total: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await expect(within(canvasElement).getByRole('link', { name: /Lentidão generalizada/ })).toBeVisible();
  },
};

/** On a phone the product and opening date columns give way. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Hidden columns leave the accessibility tree too.
    await expect(canvas.queryByRole('columnheader', { name: 'Produto' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Aberto em' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Assunto' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Open 5' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search tickets' })).toBeInTheDocument();
    await expect(bodyRows(canvasElement)[1]).toHaveTextContent('In progress');
    await expect(canvas.getByText('1–5 of 5')).toBeInTheDocument();
  },
};

export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Abiertos 5' })).toBeInTheDocument();
    await expect(bodyRows(canvasElement)[2]).toHaveTextContent('Esperando su respuesta');
  },
};
