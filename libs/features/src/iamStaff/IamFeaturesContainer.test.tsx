import type { IamRole, UserInfo } from '@nuvem/api-contract';
import { IAM_CATALOGUE } from '@nuvem/api-contract/paths';
import { screen, within } from '@testing-library/react';
import { demoUser } from '../testing/demoUser';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { IamFeaturesContainer } from './IamFeaturesContainer';

const catalogue = { entries: IAM_CATALOGUE.map((entry) => ({ ...entry, opens: [...entry.opens] })) };
const commercial: IamRole = {
  role_id: '00000000-0000-4000-8000-000000000001',
  key: 'commercial_manager',
  name: 'Gestor comercial',
  description: null,
  scope: 'customer',
  built_in: false,
  features: ['tss'],
  flags: [],
  grants: 3,
  updated_at: '2026-12-07T00:00:00Z',
};

const render = (features: string[]) => {
  const setup = setupFeatures({
    'GET /api/v1/me': () => json(200, { ...demoUser, kind: 'staff', features } satisfies UserInfo),
    'GET /api/v1/iam/features': () => json(200, catalogue),
    'GET /api/v1/iam/roles': () => json(200, { roles: [commercial] }),
  });
  setup.render(
    <IamFeaturesContainer search={new URLSearchParams({ filter: ':tss' })} onSearchChange={() => {}} />,
  );
  return setup;
};

test('each feature says what it opens in the menu and which roles hold it, linked to the role', async () => {
  render(['list_features', 'list_roles']);
  const table = await screen.findByRole('table', { name: 'Catálogo de funcionalidades e sinalizadores' });
  const row = await within(table).findByRole('row', { name: /^tss\b(?!_)/ });
  expect(within(row).getByRole('link', { name: 'TSS' })).toHaveAttribute('href', '/user/minhas-empresas');
  expect(within(row).getByRole('link', { name: 'Gestor comercial' })).toHaveAttribute(
    'href',
    `/admin/iam/roles?role=${commercial.role_id}`,
  );
  expect(within(row).getByText('Clientes e equipe')).toBeInTheDocument();
  const admin = within(table).getByRole('row', { name: /^tss_admin/ });
  expect(within(admin).getByText('Só a equipe do provedor')).toBeInTheDocument();
});

test('without list_roles the roles are not asked for, and their column is left out', async () => {
  const { requests } = render(['list_features']);
  const table = await screen.findByRole('table', { name: 'Catálogo de funcionalidades e sinalizadores' });
  await within(table).findByRole('row', { name: /^tss\b(?!_)/ });
  expect(within(table).queryByRole('columnheader', { name: /Perfis que a têm/ })).toBeNull();
  expect(requests.some((request) => request.url.includes('/iam/roles'))).toBe(false);
});
