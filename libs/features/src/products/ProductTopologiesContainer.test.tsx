import type { Topology, TopologyList, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import type { PaasProduct } from '../menu/menuConstants';
import { ProductTopologiesContainer } from './ProductTopologiesContainer';

const topology = (id: string, product: string, fields: Partial<Topology> = {}): Topology => ({
  topology_id: id,
  cloud_id: 'ACM1',
  product,
  topology_type: 'production',
  replica_of: null,
  provider: 'oci',
  region: 'sa-east-1',
  instance_name: `acm1-${product}-${id}`,
  domain: `${product}.nuvem.cloud`,
  public_ip: '192.0.2.1',
  status: 'active',
  ...fields,
});

const list: TopologyList = {
  cloud_id: 'ACM1',
  all_topologies: false,
  topologies: [
    topology('tp-1', 'protheus', { topology_type: 'dr_origin' }),
    topology('tp-2', 'fluig'),
    topology('tp-3', 'protheus', { status: 'stopped', region: 'sa-east-2' }),
  ],
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

/** The page's address, held here as react-router's search params would be. */
function Product({ product }: { product: PaasProduct }) {
  const [search, setSearch] = useState(() => new URLSearchParams());
  return <ProductTopologiesContainer product={product} search={search} onSearchChange={setSearch} />;
}

const noLists = { success: true, data: { namespace: 'lists', ccode: null, data: [], updated_at: null } };

test("shows the product's topologies of the environment's list, and its status", async () => {
  const { render } = setupFeatures({
    'GET /api/v1/me': () => json(200, demoUser),
    'GET /api/v1/preferences/lists': () => json(200, noLists),
    'GET /api/v1/environments/ACM1/topologies': () => json(200, list),
    'GET /api/v1/environments/ACM1/contracts': () => json(200, { cloud_id: 'ACM1', contracts: [] }),
  });
  render(<Product product="protheus" />);
  const table = await screen.findByRole('table', { name: 'Topologias de Protheus' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'acm1-protheus-tp-1tp-1',
    'acm1-protheus-tp-3tp-3',
  ]);
  const status = screen.getByRole('region', { name: 'Situação de Protheus neste ambiente' });
  expect(status).toHaveTextContent('Topologias2');
  expect(status).toHaveTextContent('sa-east-1, sa-east-2');
  expect(status).toHaveTextContent('1 parada');
  // The DR origin is there while the all-topologies view is off: its replicas are not listed.
  expect(screen.getByText(/As réplicas de recuperação de desastre não aparecem/)).toBeInTheDocument();
  // Stopped first when sorted by state.
  await userEvent.click(screen.getByRole('button', { name: 'Situação' }));
  await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('tp-3'));
});

test('a product the environment does not have: the empty page, with the marketplace when the menu shows it', async () => {
  const { render } = setupFeatures({
    'GET /api/v1/me': () =>
      json(200, { ...demoUser, features: ['menu_marketplace_test'] } satisfies UserInfo),
    'GET /api/v1/environments/ACM1/topologies': () => json(200, list),
  });
  render(<Product product="rm" />);
  expect(await screen.findByText('Este ambiente não tem topologias de RM.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Conhecer RM no Marketplace' })).toHaveAttribute(
    'href',
    '/marketplace',
  );
});

test('without the marketplace in the menu, the empty page offers no link; outros is named in the language', async () => {
  const { render } = setupFeatures({
    'GET /api/v1/me': () => json(200, demoUser),
    'GET /api/v1/preferences/lists': () => json(200, noLists),
    'GET /api/v1/environments/ACM1/topologies': () => json(200, list),
    'GET /api/v1/environments/ACM1/contracts': () => json(200, { cloud_id: 'ACM1', contracts: [] }),
    'GET /api/v1/environments/ACM1/tss': () => json(200, { t_code: 'T10007', quota_hired: 0, quota_used: 0 }),
  });
  render(<Product product="outros" />);
  expect(await screen.findByText('Este ambiente não tem topologias de Outros.')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test("a failed topology list shows the API's words, and 'Tentar novamente' asks again", async () => {
  let fail = true;
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, demoUser),
    'GET /api/v1/preferences/lists': () => json(200, noLists),
    'GET /api/v1/environments/ACM1/topologies': () =>
      fail ? apiError(409, 'topologies_unavailable', ['ACM1']) : json(200, list),
  });
  render(<Product product="protheus" />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Não foi possível carregar as topologias de Protheus.');
  expect(alert).toHaveTextContent('A lista de topologias do ambiente ACM1 está indisponível.');
  fail = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('table', { name: 'Topologias de Protheus' })).toBeInTheDocument();
  await waitFor(() =>
    expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/topologies')).toHaveLength(2),
  );
});
