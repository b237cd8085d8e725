import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeSupportTickets, sampleClosedTickets, sampleOpenTickets } from '../internal/sampleSupportTickets';
import type { FilterToken, ListSort } from '../ResourceList/resourceListTypes';
import { TicketsTable, type TicketsTableProps } from './TicketsTable';
import type { TicketStatusFilter } from './ticketsTableRules';

const meta = {
  title: 'Pages/TicketsTable',
  component: TicketsTable,
  tags: ['autodocs'],
  args: {
    rows: sampleOpenTickets,
    total: sampleOpenTickets.length,
    page: 1,
    state: { status: 'ready' },
    onRetry: fn(),
    statusFilter: 'open',
    onStatusFilterChange: fn(),
    counts: { open: sampleOpenTickets.length, closed: sampleClosedTickets.length },
    filter: [],
    onFilterChange: fn(),
    sort: { field: 'updatedAt', direction: 'desc' },
    onSortChange: fn(),
    onPageChange: fn(),
    preferences: {
      visibleColumns: ['number', 'subject', 'product', 'severity', 'status', 'createdAt', 'updatedAt'],
      density: 'compact',
      pageSize: 25,
    },
    onPreferencesChange: fn(),
    // Pinned, so the dates read the same on every machine.
    timeZone: 'America/Sao_Paulo',
  },
} satisfies Meta<typeof TicketsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's stand-in for the API: the tab, the free text (subject) and the sort living in the story. */
function Live(props: TicketsTableProps) {
  const [statusFilter, setStatusFilter] = useState<TicketStatusFilter>(props.statusFilter);
  const [filter, setFilter] = useState<readonly FilterToken[]>(props.filter);
  const [sort, setSort] = useState<ListSort | null>(props.sort);
  const text = filter.at(-1)?.value.toLowerCase() ?? '';
  const tickets = (statusFilter === 'open' ? sampleOpenTickets : sampleClosedTickets).filter((ticket) =>
    ticket.subject.toLowerCase().includes(text),
  );
  return (
    <TicketsTable
      {...props}
      rows={tickets}
      total={tickets.length}
      statusFilter={statusFilter}
      filter={filter}
      sort={sort}
      onStatusFilterChange={(next) => {
        setStatusFilter(next);
        props.onStatusFilterChange(next);
      }}
      onFilterChange={(next) => {
        setFilter(next);
        props.onFilterChange(next);
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
    await expect(canvas.getByText('5 chamados')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Filtrar' })).toHaveAttribute(
      'placeholder',
      'Buscar por número, assunto, produto ou solicitante',
    );
  },
};

/** The closed tab: solved and closed tickets. */
export const Closed: Story = {
  args: { rows: sampleClosedTickets, statusFilter: 'closed', total: sampleClosedTickets.length },
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

    await userEvent.click(canvas.getByRole('button', { name: 'Severidade' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'severity', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: /Severidade/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await userEvent.type(canvas.getByRole('combobox', { name: 'Filtrar' }), 'backup{Enter}');
    await expect(args.onFilterChange).toHaveBeenLastCalledWith([
      { field: '', operator: ':', value: 'backup' },
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro “backup”' }));
    await expect(bodyRows(canvasElement)).toHaveLength(5);
  },
};

/** The first page on its way: skeleton rows, announced. */
export const Loading: Story = {
  args: { rows: [], state: { status: 'loading' }, counts: undefined, total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando chamados…');
    await expect(canvas.getByRole('tab', { name: 'Abertos' })).toBeInTheDocument();
  },
};

/** No open tickets: the tab says so. */
export const EmptyOpen: Story = {
  args: { rows: [], counts: { open: 0, closed: 3 }, total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum chamado aberto.')).toBeVisible();
    await expect(canvas.getByText('Os chamados abertos por você e sua equipe aparecem aqui.')).toBeVisible();
  },
};

export const EmptyClosed: Story = {
  args: { rows: [], statusFilter: 'closed', counts: { open: 5, closed: 0 }, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum chamado fechado.')).toBeVisible();
  },
};

/** A search without matches offers to clear it. */
export const NoMatches: Story = {
  args: {
    rows: [],
    filter: [{ field: '', operator: ':', value: 'impressora' }],
    counts: { open: 0, closed: 0 },
    total: 0,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum item corresponde aos filtros escolhidos.')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Limpar filtros' })[0]!);
    await expect(args.onFilterChange).toHaveBeenCalledWith([]);
  },
};

/** The list failed to load: its message and 'Tentar novamente'. */
export const Failed: Story = {
  args: {
    rows: [],
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
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Many tickets, one page at a time. */
export const ManyPages: Story = {
  args: {
    rows: makeSupportTickets(25),
    counts: { open: 137, closed: 1204 },
    total: 137,
    page: 2,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Fechados 1.204' })).toBeInTheDocument();
    await expect(canvas.getByText('26–50 de 137')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** A long subject and a long last message stay on their lines. */
export const LongText: Story = {
  args: {
    rows: [
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

/** On a phone the list keeps its columns and scrolls sideways inside its frame; the page does not widen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Assunto' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Open 5' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Open tickets' })).toBeInTheDocument();
    await expect(bodyRows(canvasElement)[1]).toHaveTextContent('In progress');
    await expect(canvas.getByText('5 tickets')).toBeVisible();
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
