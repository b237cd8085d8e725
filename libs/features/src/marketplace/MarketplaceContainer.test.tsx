import type { MarketplaceOffer, MarketplaceOfferList, UserInfo } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { MarketplaceContainer } from './MarketplaceContainer';

const buyer: UserInfo = { ...demoUser, features: ['menu_marketplace_test'] };
const list = 'GET /api/v1/environments/ACM1/marketplace/offers';
const order = 'POST /api/v1/environments/ACM1/marketplace/orders';

const offer: MarketplaceOffer = {
  id: '3f9d1c2e-0000-4000-8000-000000000001',
  name: 'Backup gerenciado em nuvem',
  category: 'backup',
  description: 'Cópias diárias.',
  vendor: 'Nuvem',
  plans: [
    {
      id: '3f9d1c2e-0000-4000-8000-0000000000a1',
      name: '500 GB',
      price_cents: '29900',
      recurrence: 'monthly',
    },
    { id: '3f9d1c2e-0000-4000-8000-0000000000a2', name: '2 TB', price_cents: '89900', recurrence: 'monthly' },
  ],
  last_purchase: null,
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

test('orders a plan: chosen, reviewed, confirmed; sent once with an Idempotency-Key; says where it went', async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, buyer),
    [list]: () => json(200, { cloud_id: 'ACM1', offers: [offer] } satisfies MarketplaceOfferList),
    [order]: () => json(202, { operation: { id: 'op-1' }, purchase: { id: 'p-1', state: 'pending' } }),
  });
  render(<MarketplaceContainer purchasesHref="/store/compras" onSignIn={() => {}} />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Ver a oferta Backup gerenciado em nuvem' }),
  );
  const dialog = await screen.findByRole('dialog', { name: offer.name });
  await userEvent.click(within(dialog).getByRole('radio', { name: /^2 TB/ }));
  const quantity = within(dialog).getByRole('textbox', { name: /Quantidade/ });
  await userEvent.clear(quantity);
  await userEvent.type(quantity, '2');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar pedido' }));
  const summary = await screen.findByRole('dialog', { name: 'Confirme o pedido' });
  expect(within(summary).getByText(/R\$\s1\.798,00 por mês, na fatura mensal/)).toBeInTheDocument();
  expect(within(summary).getByText('Acme Produção (ACM1)')).toBeInTheDocument();
  expect(requestsTo(requests, order)).toHaveLength(0);
  await userEvent.dblClick(within(summary).getByRole('button', { name: 'Confirmar pedido' }));
  expect(await screen.findByText(/Pedido de Backup gerenciado em nuvem enviado/)).toBeInTheDocument();
  const sent = requestsTo(requests, order);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toEqual({ plan_id: offer.plans[1]!.id, quantity: 2 });
  expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(screen.getByRole('link', { name: 'Acompanhar em Minhas compras' })).toHaveAttribute(
    'href',
    '/store/compras',
  );
});

test('an environment without the spec §6 rule is refused in words, not as an error', async () => {
  const { render } = setupFeatures({
    'GET /api/v1/me': () => json(200, demoUser),
    [list]: () =>
      json(403, {
        error_code: 'forbidden',
        error_vars: ['menu_marketplace_test'],
        error_title: 'Erro',
        error_type: 'error',
        error_message: 'x',
        error_fields: [],
      }),
  });
  render(<MarketplaceContainer purchasesHref="/store/compras" onSignIn={() => {}} />);
  expect(await screen.findByText(/está disponível para clientes com contrato/)).toBeInTheDocument();
});
