import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '../testing/renderPage';
import TicketsRoute from './TicketsRoute';

const me = {
  fullName: 'Ana Souza',
  firstName: 'Ana',
  email: 'ana@acme.example',
  phone: '+55 11 91234-5678',
  kind: 'customer',
  stream_channel: 'user-ana',
  stream_hash: 'h',
  customers: [
    {
      cloud_id: 'ACM1',
      t_code: 'T10007',
      corporate_name: 'Acme Produção',
      federal_id: '11.345.678/0001-01',
      region: 'sa-east-1',
      budget_id: null,
      primeData: { support_type: 'PRIME' },
    },
  ],
  features: ['zendesk_ticket_central_show_menu'],
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
};

const summary = (number: number, subject: string, status = 'open') => ({
  id: `00000000-0000-4000-8000-000000${number}`,
  number,
  subject,
  product: 'Protheus',
  severity: 'high',
  status,
  channel: 'portal',
  requester: { name: 'Ana Souza', email: 'ana@acme.example' },
  assignee: null,
  created_at: '2026-03-10T12:00:00.000Z',
  updated_at: '2026-03-12T18:30:00.000Z',
  solved_at: status === 'closed' ? '2026-03-12T18:30:00.000Z' : null,
  last_message: null,
  message_count: 1,
});

const routes = {
  'GET /api/v1/me': () => me,
  'GET /api/v1/preferences/lists': () => ({
    success: true,
    data: { namespace: 'lists', ccode: null, data: [], updated_at: null },
  }),
  'GET /api/v1/environments/ACM1/tickets': () => ({
    tickets: [summary(100006, 'Liberação de porta 1433', 'closed')],
    total: 1,
    counts: { open: 4, closed: 1 },
    limit: 25,
    offset: 0,
  }),
  'GET /api/v1/environments/ACM1/tickets/100006': () => ({
    ...summary(100006, 'Liberação de porta 1433', 'closed'),
    environment: { cloud_id: 'ACM1', t_code: 'T10007', corporate_name: 'Acme Produção' },
    history: [
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        kind: 'message',
        at: '2026-03-10T12:00:00.000Z',
        author: 'Ana Souza',
        author_role: 'customer',
        body: 'Precisamos liberar a porta 1433.',
        from_status: null,
        to_status: null,
      },
    ],
  }),
};

beforeEach(() => localStorage.setItem('nuvem-current-cloud', 'ACM1'));
afterEach(() => localStorage.clear());

const at = (entry: string) =>
  renderPage(
    <Routes>
      <Route path="/tickets/*" element={<TicketsRoute />} />
    </Routes>,
    { entry, routes },
  );

test('the list is titled by its menu entry and reads its tab, filter and order from the URL (old links too)', async () => {
  const { calls } = at('/tickets?status=closed&q=porta&sort=severity&order=asc&page=1');
  expect(screen.getByRole('heading', { level: 1, name: 'Atendimento ao cliente' })).toBeInTheDocument();
  expect(document.title).toBe('Atendimento ao cliente · Nuvem');
  expect(await screen.findByRole('link', { name: 'Liberação de porta 1433' })).toHaveAttribute(
    'href',
    '/tickets/100006',
  );
  expect(screen.getByRole('tab', { name: 'Fechados 1' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('table', { name: 'Chamados fechados' })).toBeInTheDocument();
  const filters = screen.getByRole('list', { name: 'Filtros aplicados' });
  expect(within(filters).getByRole('button', { name: 'Remover filtro “porta”' })).toBeInTheDocument();
  expect(calls).toContain('GET /api/v1/environments/ACM1/tickets');
});

test('choosing a tab, a search or an order writes them to the URL; a tab starts at page 1', async () => {
  const page = at('/tickets?page=3');
  await screen.findByRole('link', { name: 'Liberação de porta 1433' });
  await userEvent.click(screen.getByRole('tab', { name: /Fechados/ }));
  await waitFor(() => expect(page.location()).toBe('/tickets?status=closed'));
  await userEvent.click(screen.getByRole('button', { name: 'Severidade' }));
  await waitFor(() => expect(page.location()).toBe('/tickets?status=closed&sort=severity'));
  await userEvent.type(screen.getByRole('combobox', { name: 'Filtrar' }), 'porta{Enter}');
  await waitFor(() => expect(page.location()).toBe('/tickets?status=closed&filter=%3Aporta&sort=severity'));
  // The API searches one text: a second replaces the first.
  await userEvent.type(screen.getByRole('combobox', { name: 'Filtrar' }), '1433{Enter}');
  await waitFor(() => expect(page.location()).toBe('/tickets?status=closed&filter=%3A1433&sort=severity'));
  await userEvent.click(screen.getByRole('tab', { name: /Abertos/ }));
  await waitFor(() => expect(page.location()).toBe('/tickets?filter=%3A1433&sort=severity'));
});

test('a ticket at its own address, titled by its number under the menu entry', async () => {
  at('/tickets/100006');
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Liberação de porta 1433' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Chamado 100006' })).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Você está em' });
  expect(
    within(crumbs)
      .getAllByRole('listitem')
      .map((step) => step.textContent),
  ).toEqual(['Suporte', 'Atendimento ao cliente', 'Chamado 100006']);
  await waitFor(() => expect(document.title).toBe('#100006 · Atendimento ao cliente · Nuvem'));
  expect(screen.getByRole('link', { name: 'Voltar aos chamados' })).toHaveAttribute('href', '/tickets');
});

test('a ticket the API does not find says so', async () => {
  at('/tickets/100999');
  expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível abrir este chamado.');
});
