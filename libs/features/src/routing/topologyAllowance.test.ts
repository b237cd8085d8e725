import { isAllowedWithoutTopology } from './topologyAllowance';

test.each([
  // Exact entries.
  ['/contact', false, true],
  ['/contact/', false, true],
  ['/contact/other', false, false],
  ['/security-center/trust-center', false, true],
  ['/security-center', false, false],
  ['/security-center/advisor', false, false],
  ['/file-manager', false, true],
  ['/commercial-event-migration', false, true],
  ['/commercial-event', false, false],
  // The user's own preferences (beyond §2.4: where the incomplete-registration modal leads).
  ['/user-preferences', false, true],
  ['/user-preferences/other', false, false],
  // The admin IAM user pages, with or without admin features.
  ['/admin/iam/usuarios-adm-usuarios', false, true],
  ['/admin/iam/usuarios-adm-usuarios/42', false, true],
  // Insights and its dashboards.
  ['/insights', false, true],
  ['/insights/dash-1', false, true],
  ['/insightsx', false, false],
  // The seven IaaS sections and their pages (the shared-budget route among them).
  ['/iaas/create-topology', false, true],
  ['/iaas/import-virtual-machine', false, true],
  ['/iaas/setup', false, true],
  ['/iaas/manager', false, true],
  ['/iaas/help', false, true],
  ['/iaas/calculator', false, true],
  ['/iaas/calculator/shared-budget', false, true],
  ['/iaas/resources', false, true],
  ['/iaas', false, false],
  ['/iaas/welcome', false, false],
  ['/iaas/virtual-machines', false, false],
  ['/iaas/information', false, false],
  // The store, its offers, statement, consumption and purchases.
  ['/store', false, true],
  ['/store/oferta/OF-1', false, true],
  ['/store/extrato', false, true],
  ['/store/consumo', false, true],
  ['/store/compras', false, true],
  ['/store/other', false, false],
  // /admin/* only with an admin feature.
  ['/admin', true, true],
  ['/admin/features', true, true],
  ['/admin/features', false, false],
  ['/admin', false, false],
  ['/administrator', true, false],
  // Everything else needs a topology.
  ['/dashboard', true, false],
  ['/tickets', true, false],
  ['/', true, false],
])('%s (admin %s): allowed %s', (pathname, admin, allowed) => {
  expect(isAllowedWithoutTopology(pathname, { admin })).toBe(allowed);
});
