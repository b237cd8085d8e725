import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderPage } from '../testing/renderPage';
import { RequireMenuEntry } from './RequireMenuEntry';

const me = (features: string[]) => ({
  fullName: 'Ana Souza',
  firstName: 'Ana',
  email: 'ana@acme.example',
  phone: null,
  kind: 'customer',
  stream_channel: 'user-ana',
  stream_hash: 'h',
  customers: [
    {
      cloud_id: 'ACM1',
      t_code: 'T10007',
      corporate_name: 'Acme Produção',
      federal_id: '11.345.678/0001-01',
      region: 'sa-east-1',
      budget_id: null,
      primeData: { support_type: 'PRIME' },
    },
  ],
  features,
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
});

function renderGate(entry: string, features: string[], routes = {}) {
  return renderPage(
    <Routes>
      <Route path="/not-authorized" element={<p>refused</p>} />
      <Route
        path="*"
        element={
          <RequireMenuEntry>
            <p>the page</p>
          </RequireMenuEntry>
        }
      />
    </Routes>,
    { entry, routes: { 'GET /api/v1/me': () => me(features), ...routes } },
  );
}

beforeEach(() => localStorage.setItem('nuvem-current-cloud', 'ACM1'));
afterEach(() => localStorage.clear());

test.each([
  // Shown in the user's menu: open.
  ['/ssh-manager-key', ['menu_iaas'], true],
  ['/security-center/vault', ['security_center'], true],
  ['/admin/iam/usuarios-adm-usuarios', ['iam'], true],
  ['/product-management/actions', ['show_product_management'], true],
  // Always in the menu; or no menu entry leads there (the route's own gates decide).
  ['/store/consumo', [], true],
  ['/admin/features', [], true],
  // An entry the user's menu does not show: refused.
  ['/ssh-manager-key', [], false],
  ['/admin/contracts', ['iam'], false],
  ['/develop/projects', ['menu_iaas'], false],
  ['/product-management/actions', [], false],
  ['/status-page', ['security_center'], false],
])('%s with %j: open %s', async (path, features, open) => {
  const { location } = renderGate(path, features);
  if (open) {
    await screen.findByText('the page');
    expect(location()).toBe(path);
  } else {
    await screen.findByText('refused');
    expect(location()).toBe('/not-authorized');
  }
});

test('the marketplace waits for its lookups before deciding', async () => {
  // The lookups are asked only of a user whose GET /me holds their features.
  const { location } = renderGate('/marketplace', ['show_contract', 'tss'], {
    'GET /api/v1/environments/ACM1/contract': () => ({ cloud_id: 'ACM1', contracts: [] }),
    'GET /api/v1/tss/T10007': () => ({ t_code: 'T10007', quota_hired: 3, quota_used: 0 }),
  });
  await screen.findByText('the page');
  expect(location()).toBe('/marketplace');
});
