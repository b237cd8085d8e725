import type { ContractAdminRow, UserInfo } from '@nuvem/api-contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { AdminContractsContainer } from './AdminContractsContainer';

const staff: UserInfo = { ...demoUser, kind: 'staff', features: ['adm_show_contract'] };
const list = 'GET /api/v1/admin/contracts';
const setStatus = 'POST /api/v1/admin/contracts/product/CTR-ACM1-002/status';
const fluig: ContractAdminRow = {
  kind: 'product',
  number: 'CTR-ACM1-002',
  cloud_id: 'ACM1',
  customer_name: 'Acme Produção',
  t_code: 'T10007',
  plan: 'fluig',
  description: 'Fluig — 200 usuários',
  status: 'active',
  start_date: '2023-01-15',
  end_date: null,
  monthly_cents: '420050',
};

test('suspends a contract from its detail; a retry after a failure reuses the Idempotency-Key', async () => {
  let status: ContractAdminRow['status'] = 'active';
  let calls = 0;
  const { render, requests } = setupFeatures({
    'GET /api/v1/me': () => json(200, staff),
    [list]: () => json(200, { contracts: [{ ...fluig, status }] }),
    [setStatus]: () => {
      if (++calls === 1) return json(503, { error_code: 'database_unavailable', error_message: 'x' });
      status = 'suspended';
      return json(200, { ...fluig, status });
    },
  });
  render(<AdminContractsContainer search={new URLSearchParams()} onSearchChange={() => {}} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Ver o contrato CTR-ACM1-002' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contrato CTR-ACM1-002' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
  expect(await within(dialog).findByRole('alert')).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
  expect(await screen.findByText('Situação do contrato CTR-ACM1-002 alterada para suspenso.')).toBeVisible();
  const sent = requestsTo(requests, setStatus);
  const keyOf = (i: number) =>
    Object.entries(sent[i]!.headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
  expect(sent.map((r) => r.body)).toEqual([{ status: 'suspended' }, { status: 'suspended' }]);
  expect(keyOf(0)).toBeTruthy();
  expect(keyOf(1)).toBe(keyOf(0));
  const table = screen.getByRole('table', { name: 'Contratos de todos os clientes' });
  expect(await within(table).findByText('Suspenso')).toBeInTheDocument();
});
