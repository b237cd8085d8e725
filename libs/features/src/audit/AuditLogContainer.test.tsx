import type { AuditLogEntry, AuditLogOptions, AuditLogPage, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { AuditLogContainer } from './AuditLogContainer';
import { auditLogFilterQueryOf, auditLogItemOf } from './auditLogRequest';

const securityUser: UserInfo = { ...demoUser, features: ['security_center'] };

const entry: AuditLogEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  occurred_at: '2026-11-26T14:05:00.000Z',
  action: 'budget.update',
  result: 'succeeded',
  actor: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Diego Ramos', email: 'diego@nuvem.example' },
  subject: { id: '00000000-0000-4000-8000-0000000000a2', name: 'Ana Souza', email: 'ana@acme.example' },
  environment: { cloud_id: 'ACM1', name: 'Acme Produção' },
  resource: 'budget-1',
  details: {},
  before: { limit_cents: 100 },
  after: { limit_cents: 200 },
};

const page: AuditLogPage = { total: 1, page: 1, page_size: 25, items: [entry] };
const options: AuditLogOptions = {
  actors: [{ id: entry.subject!.id, name: 'Ana Souza', email: 'ana@acme.example' }],
  actions: ['budget.update', 'vm.stop'],
  environments: [{ cloud_id: 'ACM1', name: 'Acme Produção' }],
};
const listsPreference = {
  success: true,
  data: { namespace: 'lists', ccode: null, data: [], updated_at: null },
};

function AuditLog({ initial = '' }: { initial?: string }) {
  const [search, setSearch] = useState(() => new URLSearchParams(initial));
  return <AuditLogContainer search={search} onSearchChange={setSearch} timeZone="America/Sao_Paulo" />;
}

const routes = (me: UserInfo) => ({
  'GET /api/v1/me': () => json(200, me),
  'GET /api/v1/preferences/lists': () => json(200, listsPreference),
  'GET /api/v1/audit': () => json(200, page),
  'GET /api/v1/audit/options': () => json(200, options),
});

test('maps an entry: whom the actor acted for, environment, result', () => {
  expect(auditLogItemOf(entry)).toMatchObject({
    occurredAt: entry.occurred_at,
    actor: { name: 'Diego Ramos', email: 'diego@nuvem.example' },
    onBehalfOf: { name: 'Ana Souza', email: 'ana@acme.example' },
    environment: { cloudId: 'ACM1', name: 'Acme Produção' },
  });
});

test("makes the list's tokens the API's query: columns become fields, a period becomes from", () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  expect(
    auditLogFilterQueryOf(
      [
        { field: 'occurredAt', operator: '=', value: 'last7d' },
        { field: 'action', operator: ':', value: 'vm.' },
        { field: 'actor', operator: '=', value: 'ana@acme.example' },
        { field: '', operator: ':', value: 'erp' },
      ],
      null,
      now,
    ),
  ).toEqual({
    filter: ['action:vm.', 'actor=ana@acme.example', ':erp'],
    sort: undefined,
    from: '2026-11-19T12:00:00.000Z',
  });
  expect(
    auditLogFilterQueryOf([{ field: 'occurredAt', operator: '=', value: 'forever' }], null, now),
  ).toEqual({
    filter: undefined,
    sort: undefined,
    from: undefined,
  });
});

test("lists the entries with the address's filter as the API's query, and opens one's before and after", async () => {
  const { render, requests } = setupFeatures(routes(securityUser));
  render(<AuditLog initial="filter=action%3Dbudget.update" />);
  const table = await screen.findByRole('table', { name: 'Registro de auditoria' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(table).toHaveTextContent('Orçamento alterado');
  expect(table).toHaveTextContent('por personificação de Diego Ramos');
  const asked = requestsTo(requests, 'GET /api/v1/audit').map(
    (r) => new URL(r.url, 'http://api.test').search,
  );
  expect(asked[0]).toBe('?filter=action%3Dbudget.update&page=1&page_size=25');
  await userEvent.click(within(table).getByRole('button', { name: /^Abrir o registro de/ }));
  const panel = await screen.findByRole('dialog', { name: 'Orçamento alterado' });
  const changes = within(panel).getByRole('table', { name: 'Antes e depois' });
  expect(
    within(changes)
      .getByRole('rowheader', { name: /limit_cents/ })
      .closest('tr'),
  ).toHaveAttribute('data-changed', 'true');
});

test('exports the current filters as CSV with the session', async () => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  const { render, requests } = setupFeatures({
    ...routes(securityUser),
    'GET /api/v1/audit/export.csv': () =>
      new Response('occurred_at\r\n', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="registro-de-auditoria-2026-11-26.csv"',
        },
      }),
  });
  render(<AuditLog initial="filter=environment%3DACM1" />);
  await userEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(clicked).toEqual(['registro-de-auditoria-2026-11-26.csv']));
  const [exported] = requestsTo(requests, 'GET /api/v1/audit/export.csv');
  expect(new URL(exported!.url, 'http://api.test').search).toBe('?filter=environment%3DACM1');
  expect(exported?.headers.authorization).toMatch(/^Bearer /);
  click.mockRestore();
});

test('asks nothing without the security center', async () => {
  const { render, requests } = setupFeatures(routes(demoUser));
  render(<AuditLog />);
  await screen.findByRole('status');
  expect(requestsTo(requests, 'GET /api/v1/audit')).toEqual([]);
});

test("a refusal (403) shows the API's words", async () => {
  const { render } = setupFeatures({
    ...routes(securityUser),
    'GET /api/v1/audit': () => apiError(403, 'forbidden'),
  });
  render(<AuditLog />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Você não tem permissão para fazer isso.');
});
