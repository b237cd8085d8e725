import type { IaasDocumentList, IaasInformation, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IaasInformationContainer } from './IaasInformationContainer';

const reader: UserInfo = { ...demoUser, features: ['menu_iaas'], featureFlags: ['iaas_information_access'] };
const documentsReader: UserInfo = {
  ...reader,
  featureFlags: ['iaas_information_access', 'iaas_information_documents'],
};

const information: IaasInformation = {
  cloud_id: 'ACM1',
  contract: {
    number: 'IAAS-ACM1-2024',
    plan: 'reserved_36',
    start_date: '2026-03-01',
    term_months: 36,
    end_date: '2029-03-01',
    status: 'cancelling',
  },
  billing: {
    legal_name: 'Acme Produção',
    cnpj: '11.345.678/0001-01',
    billing_address: 'Av. Paulista, 1000, São Paulo – SP',
    invoice_email: 'faturas@acme.example',
    payment_method: 'pix',
    invoice_day: 10,
  },
  consumption: { month: '2026-12', to_date_cents: 98_765 },
  documents_allowed: true,
};

const documents: IaasDocumentList = {
  documents: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'invoice',
      period: '2026-11',
      issued_on: '2026-12-01',
      file_name: 'fatura-ACM1-2026-11.csv',
      content_type: 'text/csv; charset=utf-8',
    },
  ],
};

const listsPreference = {
  success: true,
  data: { namespace: 'lists', ccode: null, data: [], updated_at: null },
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

function Information() {
  const [search, setSearch] = useState(() => new URLSearchParams());
  return <IaasInformationContainer search={search} onSearchChange={setSearch} />;
}

const routes = (me: UserInfo) => ({
  'GET /api/v1/me': () => json(200, me),
  'GET /api/v1/preferences/lists': () => json(200, listsPreference),
  'GET /api/v1/environments/ACM1/iaas/information': () => json(200, information),
  'GET /api/v1/environments/ACM1/iaas/documents': () => json(200, documents),
  [`GET /api/v1/environments/ACM1/iaas/documents/${documents.documents[0]!.id}`]: () =>
    new Response('Fatura;2026-11\r\n', {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="fatura-ACM1-2026-11.csv"',
      },
    }),
});

test('shows the contract (cancelling), the billing data and the consumption; no documents without their flag', async () => {
  const { render, requests } = setupFeatures(routes(reader));
  render(<Information />);
  const contract = await screen.findByRole('region', { name: 'Contrato' });
  expect(contract).toHaveTextContent('Em cancelamento');
  expect(contract).toHaveTextContent('Reservado 36 meses');
  expect(screen.getByRole('region', { name: 'Dados de cobrança' })).toHaveTextContent('Pix');
  expect(screen.getByText(/R\$\s987,65/)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Documentos' })).toBeNull();
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/iaas/documents')).toEqual([]);
});

test('with the documents flag, lists them and downloads one with the session under its name', async () => {
  const created: Blob[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:fatura';
  });
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const clicked: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  const { render, requests } = setupFeatures(routes(documentsReader));
  render(<Information />);
  const table = await screen.findByRole('table', { name: 'Documentos' });
  await userEvent.click(within(table).getByRole('button', { name: 'Baixar Fatura de novembro de 2026' }));
  await waitFor(() => expect(clicked).toEqual(['fatura-ACM1-2026-11.csv']));
  expect(await created[0]!.text()).toBe('Fatura;2026-11\r\n');
  const [download] = requestsTo(
    requests,
    `GET /api/v1/environments/ACM1/iaas/documents/${documents.documents[0]!.id}`,
  );
  expect(download?.headers.authorization).toMatch(/^Bearer /);
  click.mockRestore();
});

test("asks nothing without the access flag, and shows the API's refusal", async () => {
  const without = setupFeatures(routes({ ...reader, featureFlags: [] }));
  without.render(<Information />);
  await screen.findByRole('status');
  expect(requestsTo(without.requests, 'GET /api/v1/environments/ACM1/iaas/information')).toEqual([]);
});

test("a refusal shows the API's words", async () => {
  const { render } = setupFeatures({
    ...routes(reader),
    'GET /api/v1/environments/ACM1/iaas/information': () =>
      apiError(403, 'forbidden', ['iaas_information_access']),
  });
  render(<Information />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Não foi possível carregar as informações da conta IaaS.',
  );
});
