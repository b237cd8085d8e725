import type { TssData, UserInfo } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { useHomeTss } from '../home/useHomeTss';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { TssContainer } from './TssContainer';

const tssUser: UserInfo = { ...demoUser, features: ['tss'] };
const get = 'GET /api/v1/tss/T10007';
const order = 'POST /api/v1/tss/T10007/quota-requests';
const acme: TssData = {
  t_code: 'T10007',
  quota_hired: 5000,
  quota_used: 1234,
  companies: [
    {
      id: '7a1c2a52-0d4e-4f5b-9a51-0c1d2e3f4b01',
      cnpj: '11345678000282',
      corporate_name: 'Acme Distribuidora Ltda.',
      environment: 'production',
      quota_hired: 1000,
      quota_used: 200,
    },
    {
      id: '7a1c2a52-0d4e-4f5b-9a51-0c1d2e3f4b02',
      cnpj: '11345678000101',
      corporate_name: 'Acme Indústria e Comércio Ltda.',
      environment: 'production',
      quota_hired: 4000,
      quota_used: 1034,
    },
  ],
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

/** The home's TSS card's numbers, from its own hook. */
function HomeCardNumbers() {
  const tss = useHomeTss('T10007', true);
  return <output aria-label="Cartão TSS">{tss ? `${tss.used}/${tss.hired}` : ''}</output>;
}

test("shows the customer's quota and companies, the home card's very numbers from one request", async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, tssUser),
    [get]: () => json(200, acme),
  });
  render(
    <>
      <TssContainer search={new URLSearchParams()} onSearchChange={() => {}} />
      <HomeCardNumbers />
    </>,
  );
  const summary = await screen.findByRole('region', { name: 'Cota de documentos deste mês' });
  expect(within(summary).getByTestId('tss-hired')).toHaveTextContent('5.000');
  expect(within(summary).getByTestId('tss-used')).toHaveTextContent('1.234');
  expect(await screen.findByRole('status', { name: 'Cartão TSS' })).toHaveTextContent('1234/5000');
  const table = screen.getByRole('table', { name: 'Empresas cadastradas no TSS' });
  expect(within(table).getByText('1.034 de 4.000 documentos')).toBeInTheDocument();
  expect(requestsTo(requests, get)).toHaveLength(1);
});

test('orders more quota for a company with one Idempotency-Key, and says so', async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, tssUser),
    [get]: () => json(200, acme),
    [order]: () =>
      json(201, {
        purchase_id: '00000000-0000-4000-8000-00000000cafe',
        state: 'pending',
        documents: 3000,
        unit_price_cents: '8900',
        quantity: 3,
      }),
  });
  render(<TssContainer search={new URLSearchParams()} onSearchChange={() => {}} />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Pedir mais cota para Acme Distribuidora Ltda.' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Pedir mais cota' });
  const packages = within(dialog).getByRole('textbox', { name: /Pacotes/ });
  await userEvent.clear(packages);
  await userEvent.type(packages, '3');
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    /Mais 3\.000 documentos por mês, por R\$\s267,00/,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Fazer pedido' }));
  expect(
    await screen.findByText(/Pedido registrado: mais 3\.000 documentos por mês para Acme Distribuidora/),
  ).toBeVisible();
  const [sent] = requestsTo(requests, order);
  expect(sent!.body).toEqual({ company_id: acme.companies[0]!.id, packages: 3 });
  expect(
    Object.entries(sent!.headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1],
  ).toBeTruthy();
});
