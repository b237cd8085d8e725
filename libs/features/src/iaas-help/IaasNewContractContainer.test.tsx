import type { UserInfo } from '@nuvem/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IaasNewContractContainer } from './IaasNewContractContainer';

const customer: UserInfo = { ...demoUser, features: ['menu_iaas', 'zendesk_ticket_central_show_menu'] };

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

test("spec §6 'new contract': a commercial request, sent as a ticket of the 'request' category", async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, customer),
    'POST /api/v1/tickets': () => json(201, { number: 4321, cloud_id: 'ACM1', path: '/tickets/4321' }),
  });
  render(<IaasNewContractContainer contactHref="/contact" />);
  expect(await screen.findByRole('heading', { name: 'Pedir um novo contrato IaaS' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Assunto/ })).toHaveValue(
    'Novo contrato IaaS para o ambiente ACM1',
  );
  await userEvent.click(screen.getByRole('textbox', { name: /Descrição/ }));
  await userEvent.paste('Mais 8 vCPUs por 12 meses.');
  await userEvent.click(screen.getByRole('button', { name: 'Abrir chamado' }));
  expect(await screen.findByRole('link', { name: 'Ver o chamado' })).toHaveAttribute('href', '/tickets/4321');
  expect(requestsTo(requests, 'POST /api/v1/tickets')[0]!.body).toEqual({
    subject: 'Novo contrato IaaS para o ambiente ACM1',
    description: 'Mais 8 vCPUs por 12 meses.',
    category: 'request',
    cloud_id: 'ACM1',
  });
}, 30_000);

test('without the ticket permission, the way to the commercial team', async () => {
  const { render } = setupFeatures({
    'GET /api/v1/me': () => json(200, { ...customer, features: ['menu_iaas'] }),
  });
  render(<IaasNewContractContainer contactHref="/contact" />);
  expect(await screen.findByRole('link', { name: 'Falar com a equipe' })).toHaveAttribute('href', '/contact');
});
