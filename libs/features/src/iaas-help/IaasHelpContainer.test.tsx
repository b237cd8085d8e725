import type { UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IaasHelpContainer } from './IaasHelpContainer';

const supportUser: UserInfo = {
  ...demoUser,
  features: ['menu_iaas', 'zendesk_ticket_central_show_menu'],
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

function Help({ resourceId }: { resourceId?: string }) {
  const [query, setQuery] = useState('');
  return (
    <IaasHelpContainer
      query={query}
      onQueryChange={setQuery}
      resourceId={resourceId}
      articleHref={(slug) => `/iaas/help/${slug}`}
      contactHref="/contact"
    />
  );
}

test('searches the articles as typed, accents and case ignored', async () => {
  const { render } = setupFeatures({ 'GET /api/v1/me': () => json(200, supportUser) });
  render(<Help />);
  expect(await screen.findByText('11 artigos')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar na ajuda' }), 'COPIA instantanea');
  const found = await screen.findByText('1 artigo encontrado');
  expect(found).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cópias instantâneas e backups' })).toHaveAttribute(
    'href',
    '/iaas/help/snapshots-e-backups',
  );
}, 40_000);

test('opens a ticket about the resource it was reached with, once per send, then links to it', async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, supportUser),
    'POST /api/v1/tickets': () => json(201, { number: 100123, cloud_id: 'ACM1', path: '/tickets/100123' }),
  });
  render(<Help resourceId="vm-acm1-01" />);
  const form = await screen.findByRole('form', { name: 'Abrir chamado' });
  expect(within(form).getByRole('textbox', { name: 'Recurso (opcional)' })).toHaveValue('vm-acm1-01');
  await userEvent.type(within(form).getByRole('textbox', { name: /Assunto/ }), 'Máquina não responde');
  await userEvent.type(
    within(form).getByRole('textbox', { name: /Descrição/ }),
    'Desde as 10h a conexão SSH expira.',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Abrir chamado' }));
  expect(await screen.findByRole('link', { name: 'Ver o chamado' })).toHaveAttribute(
    'href',
    '/tickets/100123',
  );
  const [sent] = requestsTo(requests, 'POST /api/v1/tickets');
  expect(sent?.body).toEqual({
    subject: 'Máquina não responde',
    description: 'Desde as 10h a conexão SSH expira.',
    category: 'incident',
    resource_id: 'vm-acm1-01',
    cloud_id: 'ACM1',
  });
  expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
}, 40_000);

test('checks the fields before sending, and shows a resource the environment lacks on its field', async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, supportUser),
    'POST /api/v1/tickets': () => apiError(400, 'ticket_resource_unknown', ['vm-x']),
  });
  render(<Help resourceId="vm-x" />);
  const form = await screen.findByRole('form', { name: 'Abrir chamado' });
  await userEvent.click(within(form).getByRole('button', { name: 'Abrir chamado' }));
  await waitFor(() => expect(within(form).getByRole('textbox', { name: /Assunto/ })).toBeInvalid());
  expect(requestsTo(requests, 'POST /api/v1/tickets')).toEqual([]);
  await userEvent.type(within(form).getByRole('textbox', { name: /Assunto/ }), 'Assunto válido');
  await userEvent.type(
    within(form).getByRole('textbox', { name: /Descrição/ }),
    'Uma descrição longa o bastante.',
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Abrir chamado' }));
  expect(await within(form).findByText('O recurso vm-x não existe neste ambiente.')).toBeInTheDocument();
}, 40_000);

test('without the ticket permission, the way to the support channels instead of the form', async () => {
  const { render } = setupFeatures({
    'GET /api/v1/me': () => json(200, { ...demoUser, features: ['menu_iaas'] }),
  });
  render(<Help />);
  expect(await screen.findByRole('link', { name: 'Ver os canais de atendimento' })).toHaveAttribute(
    'href',
    '/contact',
  );
  expect(screen.queryByRole('form', { name: 'Abrir chamado' })).toBeNull();
});
