import type { AiAgent, AiAgentHire, UserInfo } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { AiAgentCatalogueContainer } from './AiAgentCatalogueContainer';
import { MyAiAgentsContainer } from './MyAiAgentsContainer';

const user: UserInfo = { ...demoUser, featureFlags: ['enable_marketplace'] };
const text = (pt: string) => ({ 'pt-BR': pt, en: pt, es: pt });
const agent: AiAgent = {
  slug: 'hr-onboarding',
  name: { 'pt-BR': 'Integração de RH', en: 'HR onboarding', es: 'Incorporación de RR. HH.' },
  summary: text('Acompanha o novo colaborador.'),
  capabilities: [text('Lista de documentos pendentes')],
  products: ['RM'],
  monthly_price_cents: '59900',
  allowance: 800,
  allowance_unit: 'conversations',
  channels: ['portal', 'teams'],
};
const hire: AiAgentHire = {
  id: '6f1c1a52-7a0e-4d47-9d1b-0c6d1f6a0001',
  agent,
  settings: { display_name: 'Integração Acme', language: 'pt-BR', channel: 'portal', human_handoff: true },
  state: 'active',
  purchase_id: '6f1c1a52-7a0e-4d47-9d1b-0c6d1f6a0009',
  monthly_price_cents: '59900',
  uses_this_month: 120,
  hired_at: '2026-12-01T10:00:00.000Z',
  hired_by: 'ana@acme.example',
  last_used_at: null,
  deactivated_at: null,
};
const catalogue = 'GET /api/v1/ai-agents';
const hired = 'GET /api/v1/environments/ACM1/ai-agents';
const hireRoute = 'POST /api/v1/environments/ACM1/ai-agents';
const settings = `PUT /api/v1/environments/ACM1/ai-agents/${hire.id}/settings`;
const deactivate = `POST /api/v1/environments/ACM1/ai-agents/${hire.id}/deactivate`;

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

const noSearch = { search: new URLSearchParams(), onSearchChange: () => {} };

test('hires an agent after a confirmation that says its monthly price, with an Idempotency-Key', async () => {
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, user),
    [catalogue]: () => json(200, { agents: [agent] }),
    [hired]: () => json(200, { hires: [] }),
    [hireRoute]: () => json(201, hire),
  });
  features.render(<AiAgentCatalogueContainer {...noSearch} />);
  const table = await screen.findByRole('table', { name: 'Agentes de IA disponíveis' });
  expect(within(table).getByText('R$ 599,00')).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Contratar Integração de RH' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contratar Integração de RH?' });
  expect(dialog).toHaveTextContent('Acme Produção por R$ 599,00 por mês, com 800 conversas por mês');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Contratar' }));
  expect(await screen.findByText(/O agente Integração de RH foi contratado/)).toBeInTheDocument();
  const sent = requestsTo(features.requests, hireRoute);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toEqual({ agent: 'hr-onboarding' });
  expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
});

test("changes a hired agent's settings and deactivates it", async () => {
  const features = setupFeatures({
    'GET /api/v1/me': () => json(200, user),
    [hired]: () => json(200, { hires: [hire] }),
    [settings]: () => json(200, { ...hire, settings: { ...hire.settings, channel: 'teams' } }),
    [deactivate]: () => json(200, { ...hire, state: 'deactivated' }),
  });
  features.render(<MyAiAgentsContainer {...noSearch} />);
  const table = await screen.findByRole('table', { name: 'Agentes de IA contratados' });
  expect(within(table).getByText('120 de 800')).toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: 'Configurar Integração Acme' }));
  const form = await screen.findByRole('dialog', { name: 'Configurações de Integração Acme' });
  await userEvent.click(within(form).getByRole('combobox', { name: 'Canal de atendimento' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Microsoft Teams' }));
  await userEvent.click(within(form).getByRole('switch', { name: /Transferir para um atendente humano/ }));
  await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('As configurações de Integração Acme foram salvas.')).toBeInTheDocument();
  expect(requestsTo(features.requests, settings)[0]!.body).toEqual({
    display_name: 'Integração Acme',
    language: 'pt-BR',
    channel: 'teams',
    human_handoff: false,
  });

  await userEvent.click(within(table).getByRole('button', { name: 'Desativar Integração Acme' }));
  const confirm = await screen.findByRole('dialog', { name: 'Desativar Integração Acme?' });
  expect(confirm).toHaveTextContent('R$ 599,00');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Desativar' }));
  expect(await screen.findByText(/foi desativado e a cobrança mensal foi encerrada/)).toBeInTheDocument();
  expect(requestsTo(features.requests, deactivate)[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
});
