import type { CommercialEvent, CommercialEventRequest, UserInfo } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { CommercialEventsContainer } from './CommercialEventsContainer';
import { CommercialRequestsContainer } from './CommercialRequestsContainer';

const event: CommercialEvent = {
  id: '6d1e2f3a-0000-4000-8000-000000000001',
  code: 'MIGRA-2026',
  name: 'Migração Nuvem 2026',
  description: 'Condições especiais.',
  conditions: '20% de desconto.',
  discount_percent: 20,
  starts_on: '2026-11-07',
  ends_on: '2027-04-06',
  open: true,
  join_request: null,
};
const pending = {
  id: '7e2f3a4b-0000-4000-8000-000000000002',
  kind: 'join' as const,
  state: 'pending' as const,
  reason: null,
  requested_at: '2026-12-06T12:00:00.000Z',
  decided_at: null,
};
const request: CommercialEventRequest = {
  ...pending,
  event: { id: event.id, name: event.name },
  environment: { cloud_id: 'ACM1', corporate_name: 'Acme Produção', t_code: 'T10007' },
  proposal: null,
  requested_by: 'ana@acme.example',
  decided_by: null,
};
const list = 'GET /api/v1/environments/ACM1/commercial-events';
const join = `POST /api/v1/environments/ACM1/commercial-events/${event.id}/join`;
const decide = `POST /api/v1/admin/commercial-event-requests/${request.id}/decision`;

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

const as = (features: string[]): UserInfo => ({ ...demoUser, features });

test('asks to join an open event once, with an Idempotency-Key, and shows it pending', async () => {
  let joined = false;
  const { requests, render } = setupFeatures({
    'GET /api/v1/me': () => json(200, as(['commercial_event'])),
    [list]: () => json(200, { events: [{ ...event, join_request: joined ? pending : null }] }),
    [join]: () => {
      joined = true;
      return json(201, { ...event, join_request: pending });
    },
  });
  render(<CommercialEventsContainer search={new URLSearchParams()} onSearchChange={() => {}} />);
  const table = await screen.findByRole('table', { name: 'Eventos comerciais' });
  await userEvent.click(
    await within(table).findByRole('button', { name: 'Solicitar participação em Migração Nuvem 2026' }),
  );
  await screen.findByText(/A participação em Migração Nuvem 2026 foi solicitada/);
  await within(table).findByText('Pendente');
  const [sent] = requestsTo(requests, join);
  expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(within(table).queryByRole('button', { name: /Solicitar participação/ })).toBeNull();
});

test('staff refuse a request with its reason, which the refusal carries', async () => {
  const { requests, render } = setupFeatures({
    'GET /api/v1/me': () => json(200, as(['commercial_events_users'])),
    'GET /api/v1/admin/commercial-event-requests': () => json(200, { requests: [request] }),
    [decide]: () => json(200, { ...request, state: 'refused', reason: 'Prazo.' }),
  });
  render(<CommercialRequestsContainer search={new URLSearchParams()} onSearchChange={() => {}} />);
  const table = await screen.findByRole('table', { name: 'Solicitações de evento comercial' });
  await userEvent.click(
    await within(table).findByRole('button', { name: 'Recusar a solicitação de Acme Produção' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Recusar a solicitação de Acme Produção' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Prazo.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
  await screen.findByText('A solicitação de Acme Produção para Migração Nuvem 2026 foi recusada.');
  const [sent] = requestsTo(requests, decide);
  expect(sent?.body).toEqual({ decision: 'refuse', reason: 'Prazo.' });
});
