import type { IaasBudget, IaasPriceList, UserInfo } from '@nuvem/api-contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IaasCalculatorContainer } from './IaasCalculatorContainer';

const iaasUser: UserInfo = { ...demoUser, features: ['menu_iaas'] };
const budgetId = '6f1c1f0e-0000-4000-8000-000000000001';

const priceList: IaasPriceList = {
  currency: 'BRL',
  regions: [
    { region: 'sa-east-1', name: 'São Paulo' },
    { region: 'us-east-1', name: 'Virgínia do Norte' },
  ],
  prices: [
    {
      sku: 'std.2x8',
      region: 'sa-east-1',
      kind: 'size',
      unit: 'month',
      price_cents: 31_000,
      vcpus: 2,
      memory_gb: 8,
    },
    {
      sku: 'std.4x16',
      region: 'us-east-1',
      kind: 'size',
      unit: 'month',
      price_cents: 49_600,
      vcpus: 4,
      memory_gb: 16,
    },
  ],
  images: [],
};

const budget: IaasBudget = {
  budget_id: budgetId,
  cloud_id: 'ACM2',
  name: 'Expansão',
  region: 'us-east-1',
  lines: [
    {
      sku: 'std.4x16',
      kind: 'size',
      unit: 'month',
      quantity: 3,
      price_cents: 49_600,
      monthly_cents: 148_800,
    },
  ],
  unpriced_skus: [],
  monthly_cents: 148_800,
  yearly_cents: 1_785_600,
  consumption: {
    month: '2026-12',
    days_elapsed: 5,
    days_in_month: 31,
    to_date_cents: 20_000,
    projected_cents: 124_000,
  },
  created_by: 'ana@acme.example',
  created_at: '2026-12-01T10:00:00.000Z',
  updated_at: '2026-12-01T10:00:00.000Z',
  share_path: `/iaas/calculator/shared-budget?cloud_id=ACM2&budget_id=${budgetId}`,
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

const routes = {
  'GET /api/v1/me': () => json(200, iaasUser),
  'GET /api/v1/iaas/price-list': () => json(200, priceList),
  'GET /api/v1/environments/ACM1/iaas/budgets': () => json(200, { budgets: [] }),
  [`GET /api/v1/environments/ACM2/iaas/budgets/${budgetId}`]: () => json(200, budget),
};
const text = (name: string) => screen.getByRole('region', { name }).textContent?.replace(/\s/g, ' ');

test('a new estimate starts with one small machine in the first region', async () => {
  const { render } = setupFeatures(routes);
  render(<IaasCalculatorContainer />);
  expect(await screen.findByRole('region', { name: 'Totais' })).toBeInTheDocument();
  expect(text('Totais')).toContain('R$ 310,00');
});

test("a shared budget opens with its region, lines and its environment's consumption, asked in the link's environment", async () => {
  const { render, requests } = setupFeatures(routes);
  render(<IaasCalculatorContainer shared={{ cloudId: 'ACM2', budgetId }} />);
  expect(await screen.findByText('Orçamento “Expansão”, salvo por ana@acme.example.')).toBeInTheDocument();
  expect(text('Totais')).toContain('R$ 1.488,00');
  expect(text('Totais')).toContain('Consumo real do mês (5 dias)');
  expect(requestsTo(requests, `GET /api/v1/environments/ACM2/iaas/budgets/${budgetId}`)).toHaveLength(1);
});

test('a link whose budget_id is no id says the budget does not exist above a new estimate, and asks nothing', async () => {
  const { render, requests } = setupFeatures(routes);
  render(<IaasCalculatorContainer shared={{ cloudId: 'ACM2', budgetId: 'BDG-ACM2' }} />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Este orçamento não existe neste ambiente.');
  expect(text('Totais')).toContain('R$ 310,00');
  expect(requests.filter((r) => r.url.includes('/iaas/budgets/'))).toEqual([]);
});

test('saves the estimate as a budget: an empty name is refused before any request, then the link to share', async () => {
  const post = 'POST /api/v1/environments/ACM1/iaas/budgets';
  const { render, requests } = setupFeatures({
    ...routes,
    [post]: (request) =>
      json(201, {
        ...budget,
        budget_id: budgetId,
        cloud_id: 'ACM1',
        name: (request.body as { name: string }).name,
      }),
  });
  render(<IaasCalculatorContainer />);
  const save = await screen.findByRole('button', { name: 'Salvar orçamento' });
  await userEvent.click(save);
  expect(await screen.findByText('Preencha este campo.')).toBeInTheDocument();
  expect(requestsTo(requests, post)).toEqual([]);
  await userEvent.type(screen.getByRole('textbox', { name: /Nome do orçamento/ }), 'Novo ERP');
  await userEvent.click(save);
  expect(await screen.findByText(/Orçamento “Novo ERP” salvo\./)).toBeInTheDocument();
  const [sent] = requestsTo(requests, post);
  expect(sent!.body).toEqual({
    name: 'Novo ERP',
    region: 'sa-east-1',
    items: [{ sku: 'std.2x8', quantity: 1 }],
  });
  expect(sent!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(screen.getByRole('link', { name: 'Abrir o link para compartilhar' })).toHaveAttribute(
    'href',
    budget.share_path,
  );
});
