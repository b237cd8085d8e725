import type { IaasResource, IaasResourceList, UserInfo } from '@nuvem/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CURRENT_CLOUD_STORAGE_KEY } from '../accounts/accountsConstants';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IaasResourcesContainer } from './IaasResourcesContainer';
import { iaasResourceOf } from './iaasResourceOf';

const iaasUser: UserInfo = { ...demoUser, features: ['menu_iaas'] };

const resource = (id: string, fields: Partial<IaasResource> = {}): IaasResource => ({
  resource_id: id,
  name: `name-${id}`,
  kind: 'virtual_machine',
  provider: 'oci',
  region: 'sa-east-1',
  state: 'running',
  vcpus: 4,
  memory_gb: 16,
  size_gb: 100,
  cidr: null,
  address: null,
  attached_to: null,
  created_at: '2026-01-02T03:04:05.000Z',
  ...fields,
});

const answer: IaasResourceList = {
  cloud_id: 'ACM1',
  total: 3,
  page: 1,
  page_size: 25,
  summary: {
    by_kind: { virtual_machine: 2, volume: 0, network: 0, public_ip: 1 },
    in_error: 0,
    regions: ['sa-east-1', 'sa-east-2'],
  },
  resources: [
    resource('vm-1'),
    resource('vm-2', { state: 'stopped', region: 'sa-east-2' }),
    resource('ip-1', {
      kind: 'public_ip',
      vcpus: null,
      memory_gb: null,
      size_gb: null,
      address: '203.0.113.5',
      attached_to: 'vm-1',
      state: 'in_use',
    }),
  ],
};

beforeEach(() => localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'ACM1'));
afterEach(() => localStorage.clear());

/** The page's address, held here as react-router's search params would be. */
function Resources({ initial = '' }: { initial?: string }) {
  const [search, setSearch] = useState(() => new URLSearchParams(initial));
  return <IaasResourcesContainer search={search} onSearchChange={setSearch} timeZone="America/Sao_Paulo" />;
}

const listsPreference = {
  success: true,
  data: { namespace: 'lists', ccode: null, data: [], updated_at: null },
};

test('maps a resource of the API for the table', () => {
  expect(iaasResourceOf(answer.resources[2]!)).toEqual({
    id: 'ip-1',
    name: 'name-ip-1',
    kind: 'public_ip',
    provider: 'oci',
    region: 'sa-east-1',
    state: 'in_use',
    vcpus: null,
    memoryGb: null,
    sizeGb: null,
    cidr: null,
    address: '203.0.113.5',
    attachedTo: 'vm-1',
    createdAt: '2026-01-02T03:04:05.000Z',
  });
});

test("shows the environment's resources; the address's filter, sort and page are the API's query", async () => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, iaasUser),
    'GET /api/v1/preferences/lists': () => json(200, listsPreference),
    'GET /api/v1/environments/ACM1/iaas/resources': (request) =>
      json(
        200,
        new URL(request.url, 'http://api.test').searchParams.has('filter')
          ? { ...answer, resources: [answer.resources[2]], total: 1 }
          : answer,
      ),
  });
  render(<Resources initial="sort=-name&page_size=10" />);
  const table = await screen.findByRole('table', { name: 'Recursos IaaS do ambiente' });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  expect(screen.getByRole('list', { name: 'Recursos por tipo' })).toHaveTextContent('2Máquinas virtuais');
  await userEvent.click(screen.getByRole('button', { name: '1 IPs públicos' }));
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  expect(table).toHaveTextContent('203.0.113.5');
  const asked = requestsTo(requests, 'GET /api/v1/environments/ACM1/iaas/resources').map(
    (r) => new URL(r.url, 'http://api.test').search,
  );
  expect(asked).toEqual([
    '?sort=-name&page=1&page_size=10',
    '?filter=kind%3Dpublic_ip&sort=-name&page=1&page_size=10',
  ]);
});

test.each<[string, UserInfo]>([
  ['without menu_iaas', demoUser],
  ['while the IaaS account is cancelling (spec §6)', { ...iaasUser, iaas_cancelling: true }],
])('asks nothing %s', async (_, me) => {
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, me),
    'GET /api/v1/preferences/lists': () => json(200, listsPreference),
    'GET /api/v1/environments/ACM1/iaas/resources': () => json(200, answer),
  });
  render(<Resources />);
  await screen.findByRole('status');
  expect(requestsTo(requests, 'GET /api/v1/environments/ACM1/iaas/resources')).toEqual([]);
});

test("a refusal shows the API's words", async () => {
  const { render } = setupFeatures({
    'GET /api/v1/me': () => json(200, iaasUser),
    'GET /api/v1/preferences/lists': () => json(200, listsPreference),
    'GET /api/v1/environments/ACM1/iaas/resources': () => apiError(403, 'iaas_cancelling'),
  });
  render(<Resources />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A conta IaaS está em cancelamento: os recursos IaaS não são exibidos.',
  );
});
