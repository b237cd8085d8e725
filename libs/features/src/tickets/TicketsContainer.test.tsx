import type { Ticket, TicketList, TicketSummary, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { ticketNumberOf, TicketDetailContainer } from './TicketDetailContainer';
import { TicketsContainer } from './TicketsContainer';
import { supportTicketOf } from './supportTicketOf';

const user: UserInfo = { ...demoUser, features: ['zendesk_ticket_central_show_menu'] };

const summary = (number: number, subject: string, more: Partial<TicketSummary> = {}): TicketSummary => ({
  id: `00000000-0000-4000-8000-000000${number}`,
  number,
  subject,
  product: 'Protheus',
  severity: 'high',
  status: 'open',
  channel: 'portal',
  requester: { name: 'Ana Souza', email: 'ana@acme.example' },
  assignee: 'Equipe Protheus N2',
  created_at: '2026-03-10T12:00:00.000Z',
  updated_at: '2026-03-12T18:30:00.000Z',
  solved_at: null,
  last_message: {
    author: 'Equipe Protheus N2',
    author_role: 'agent',
    excerpt: 'Estamos aplicando a correção.',
    at: '2026-03-12T18:30:00.000Z',
  },
  message_count: 2,
  ...more,
});

const page = (tickets: TicketSummary[], more: Partial<TicketList> = {}): TicketList => ({
  tickets,
  total: tickets.length,
  counts: { open: tickets.length, closed: 4 },
  limit: 25,
  offset: 0,
  ...more,
});

/** The user's saved list choices: none yet. */
const lists = {
  'GET /api/v1/preferences/lists': () =>
    json(200, { success: true, data: { namespace: 'lists', ccode: null, data: [], updated_at: null } }),
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

/** The list with its address in state, as the portal keeps it in the URL. */
function Tickets() {
  const [search, setSearch] = useState(() => new URLSearchParams());
  return <TicketsContainer search={search} onSearchChange={setSearch} />;
}

test('maps a ticket of the API for the table', () => {
  expect(supportTicketOf(summary(100001, 'Lentidão'))).toEqual({
    number: 100001,
    subject: 'Lentidão',
    product: 'Protheus',
    severity: 'high',
    status: 'open',
    channel: 'portal',
    requesterName: 'Ana Souza',
    requesterEmail: 'ana@acme.example',
    assignee: 'Equipe Protheus N2',
    createdAt: '2026-03-10T12:00:00.000Z',
    updatedAt: '2026-03-12T18:30:00.000Z',
    solvedAt: null,
    lastMessage: {
      author: 'Equipe Protheus N2',
      authorRole: 'agent',
      excerpt: 'Estamos aplicando a correção.',
      at: '2026-03-12T18:30:00.000Z',
    },
    messageCount: 2,
  });
  expect(supportTicketOf(summary(1, 'x', { last_message: null })).lastMessage).toBeNull();
});

test('asks the API for the tab, sort and page shown, and shows the answer', async () => {
  let answerClosed = () => {};
  const closedAsked = new Promise<void>((resolve) => (answerClosed = resolve));
  const { render, requests } = setupFeatures({
    ...lists,
    'GET /api/v1/me': () => json(200, user),
    'GET /api/v1/environments/ACM1/tickets': async (request) => {
      const status = new URL(request.url, 'http://api.test').searchParams.get('status');
      if (status === 'closed') await closedAsked;
      return json(
        200,
        status === 'closed'
          ? page([summary(100002, 'Atualização do Protheus', { status: 'closed' })], {
              counts: { open: 1, closed: 1 },
            })
          : page([summary(100003, 'Lentidão no Protheus')], { counts: { open: 1, closed: 1 } }),
      );
    },
  });
  render(<Tickets />);
  expect(await screen.findByRole('link', { name: 'Lentidão no Protheus' })).toHaveAttribute(
    'href',
    '/tickets/100003',
  );
  const list = () => requestsTo(requests, 'GET /api/v1/environments/ACM1/tickets');
  const query = (n: number) => Object.fromEntries(new URL(list()[n]!.url, 'http://api.test').searchParams);
  expect(query(0)).toEqual({ status: 'open', sort: 'updated_at', order: 'desc', limit: '25', offset: '0' });

  await userEvent.click(screen.getByRole('tab', { name: /Fechados/ }));
  // The open tab's rows do not stay under the closed tab's name while it loads.
  expect(screen.queryByRole('link', { name: 'Lentidão no Protheus' })).toBeNull();
  answerClosed();
  expect(await screen.findByRole('link', { name: 'Atualização do Protheus' })).toBeInTheDocument();
  expect(query(1)).toMatchObject({ status: 'closed' });

  await userEvent.click(screen.getByRole('button', { name: 'Severidade' }));
  // A sort of the same tab keeps its rows on screen until the new order arrives.
  expect(screen.getByRole('link', { name: 'Atualização do Protheus' })).toBeInTheDocument();
  await waitFor(() => expect(query(2)).toMatchObject({ status: 'closed', sort: 'severity', order: 'asc' }));
});

test('the free text asks the API on Enter; a new text replaces the one before', async () => {
  const { render, requests } = setupFeatures({
    ...lists,
    'GET /api/v1/me': () => json(200, user),
    'GET /api/v1/environments/ACM1/tickets': () => json(200, page([summary(100003, 'Lentidão no Protheus')])),
  });
  render(<Tickets />);
  await screen.findByRole('link', { name: 'Lentidão no Protheus' });
  const searches = () =>
    requestsTo(requests, 'GET /api/v1/environments/ACM1/tickets')
      .map((r) => new URL(r.url, 'http://api.test').searchParams.get('search'))
      .filter(Boolean);
  await userEvent.type(screen.getByRole('combobox', { name: 'Filtrar' }), 'lentidão');
  expect(searches()).toEqual([]);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(searches()).toEqual(['lentidão']));
  await userEvent.type(screen.getByRole('combobox', { name: 'Filtrar' }), '100003{Enter}');
  await waitFor(() => expect(searches()).toEqual(['lentidão', '100003']));
  const filters = screen.getByRole('list', { name: 'Filtros aplicados' });
  expect(
    within(filters)
      .getAllByRole('button', { name: /^Remover filtro/ })
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Remover filtro “100003”']);
});

test("a failure is shown with the API's words, and 'Tentar novamente' asks again", async () => {
  let fail = true;
  const { render } = setupFeatures({
    ...lists,
    'GET /api/v1/me': () => json(200, user),
    'GET /api/v1/environments/ACM1/tickets': () =>
      fail
        ? apiError(404, 'environment_not_found', ['ACM1'])
        : json(200, page([summary(100003, 'Lentidão')])),
  });
  render(<Tickets />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'O ambiente ACM1 não foi encontrado ou você não tem acesso a ele.',
  );
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('link', { name: 'Lentidão' })).toBeInTheDocument();
});

test('without the tickets permission nothing is asked', async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, { ...user, features: [] }),
  });
  render(<Tickets />);
  await waitFor(() => expect(requestsTo(requests, 'GET /api/v1/me')).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/tickets')).toEqual([]);
});

describe('one ticket', () => {
  const ticket: Ticket = {
    ...summary(100003, 'Lentidão no Protheus'),
    environment: { cloud_id: 'ACM1', t_code: 'T10007', corporate_name: 'Acme Produção' },
    history: [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        kind: 'message',
        at: '2026-03-10T12:00:00.000Z',
        author: 'Ana Souza',
        author_role: 'customer',
        body: 'O faturamento está parado.',
        from_status: null,
        to_status: null,
      },
      {
        id: '00000000-0000-4000-8000-0000000000e2',
        kind: 'status_change',
        at: '2026-03-10T12:30:00.000Z',
        author: 'Equipe Protheus N2',
        author_role: 'agent',
        body: null,
        from_status: 'new',
        to_status: 'open',
      },
    ],
  };

  test.each([
    ['100003', 100003],
    ['1', 1],
    ['0', undefined],
    ['-1', undefined],
    ['abc', undefined],
    ['1.5', undefined],
    ['99999999999', undefined],
  ])('the address %j is ticket %j', (text, number) => {
    expect(ticketNumberOf(text)).toBe(number);
  });

  test('shows the ticket of the current environment with its history', async () => {
    const { render } = setupFeatures({
      'GET /api/v1/me': () => json(200, user),
      'GET /api/v1/environments/ACM1/tickets/100003': () => json(200, ticket),
    });
    render(<TicketDetailContainer ticketNumber="100003" trail={['Suporte', 'Atendimento ao cliente']} />);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Lentidão no Protheus' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chamado 100003' })).toBeInTheDocument();
    const history = within(screen.getByRole('list', { name: 'Histórico' })).getAllByRole('listitem');
    expect(history.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('O faturamento está parado.'),
      expect.stringContaining('Equipe Protheus N2 alterou o status de Novo para Em atendimento'),
    ]);
  });

  test("another environment's ticket (404): the API's words, no 'Tentar novamente'", async () => {
    const { render } = setupFeatures({
      'GET /api/v1/me': () => json(200, user),
      'GET /api/v1/environments/ACM1/tickets/100009': () => apiError(404, 'ticket_not_found', ['100009']),
    });
    render(<TicketDetailContainer ticketNumber="100009" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O chamado 100009 não foi encontrado neste ambiente.',
    );
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  test('an address that is no ticket number asks nothing', async () => {
    const { render, requests } = setupFeatures({ 'GET /api/v1/me': () => json(200, user) });
    render(<TicketDetailContainer ticketNumber="abc" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O chamado abc não foi encontrado neste ambiente.',
    );
    expect(requests.filter((r) => r.url.includes('/tickets'))).toEqual([]);
  });
});
