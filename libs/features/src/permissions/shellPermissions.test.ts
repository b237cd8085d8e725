import { shellPermissionsOf, type ShellPermissions } from './shellPermissions';

const none: ShellPermissions = {
  revHome: false,
  disasterRecovery: false,
  drTestSwitch: false,
  drAllTopologiesSwitch: false,
  externalKeys: false,
  userManagement: false,
  clientActions: false,
  allActions: false,
  notes: false,
  tickets: false,
  primeStyling: false,
  insights: false,
  admin: false,
  iaasResources: false,
  iaas: false,
  iaasInformation: false,
  iaasDocuments: false,
  newContract: false,
  customerDisasterRecovery: false,
  disasterRecoveryPlan: false,
  drPlanTest: false,
  drActivation: false,
  drRestoration: false,
  backupDownload: false,
  backups: false,
  auditLog: false,
  iamFeatures: false,
  iamRoles: false,
  iamUsers: false,
  insightsAdmin: false,
  developer: false,
  vault: false,
  usageTerms: false,
  usageTermsAdmin: false,
  commercialEvents: false,
  commercialMigration: false,
  commercialRequests: false,
  tss: false,
  tssAdmin: false,
  contractsAdmin: false,
  marketplaceAdmin: false,
  aiAgents: false,
  salesTree: false,
};

test.each<[string[], Partial<ShellPermissions>]>([
  [[], {}],
  [['rev_home'], { revHome: true }],
  [['beta_test_rev_home'], { revHome: true }],
  // The top bar's DR switches (issue 31): the flag shows the group only with a switch the API lets the user turn.
  [['disaster_recovery'], {}],
  [
    ['disaster_recovery', 'dr_plan_test'],
    {
      disasterRecovery: true,
      drTestSwitch: true,
      customerDisasterRecovery: true,
      disasterRecoveryPlan: true,
      drPlanTest: true,
    },
  ],
  [['disaster_recovery', 'admin_topology_dr'], { disasterRecovery: true, drAllTopologiesSwitch: true }],
  // The external-key button (the keys protect the security center's vault) and the audit log (issue 31).
  [['security_center'], { externalKeys: true, auditLog: true, vault: true }],
  [['iam'], { userManagement: true }],
  // The staff IAM screens (issue 31), each its feature; each is an admin feature too.
  [['list_features'], { iamFeatures: true, admin: true }],
  [['list_roles'], { iamRoles: true, admin: true }],
  [['list_user_roles'], { iamUsers: true, admin: true }],
  [['developer'], { developer: true }],
  // Termos de aceite and commercial events (issue 32): the names the API checks.
  [['show_acceptance_term'], { usageTerms: true }],
  [['service_agreement_list'], { usageTermsAdmin: true, admin: true }],
  [['commercial_event'], { commercialEvents: true }],
  [['proposal_migration'], { commercialMigration: true }],
  [['customer_migration'], { commercialMigration: true }],
  [['commercial_events_users'], { commercialRequests: true, admin: true }],
  [['commercial_event_dashboard'], { commercialRequests: true, admin: true }],
  // TSS and the staff's TSS registration and contracts (issue 32): the features the API checks.
  [['tss'], { tss: true }],
  [['tss_admin'], { tssAdmin: true }],
  [['adm_show_contract'], { contractsAdmin: true, admin: true }],
  // The marketplace's offers admin (issue 32): the feature the API asks.
  [['marketplace_adm_offers'], { marketplaceAdmin: true }],
  // Issue 32: Marketplace Nuvem takes its flag as a feature too; the sales tree is an admin screen.
  [['enable_marketplace'], { aiAgents: true }],
  [['sales_tree'], { salesTree: true, admin: true }],
  [['list_pipelines'], { clientActions: true }],
  [['list_notes'], { notes: true }],
  [['zendesk_ticket_central_show_menu'], { tickets: true }],
  [['list_pipelines_admin'], { allActions: true }],
  [['new_layout_exclusive_prime_customers'], { primeStyling: true }],
  [['insights_reader'], { insights: true }],
  [['insights_admin'], { insightsAdmin: true }],
  [['dr_dashboard'], { admin: true }],
  [['all_resources_by_customer', 'insights_reader'], { admin: true, insights: true }],
  // The IaaS resources need the IaaS permission (the menu's IaaS group, the route and the API read it).
  [['menu_iaas'], { iaasResources: true, iaas: true, newContract: true, backups: true }],
  // Customer disaster recovery (spec §6): each page its feature; the plan is read with any of the three.
  [
    ['dr_plan_test'],
    { customerDisasterRecovery: true, disasterRecoveryPlan: true, drPlanTest: true, drTestSwitch: true },
  ],
  [['dr_activation'], { customerDisasterRecovery: true, disasterRecoveryPlan: true, drActivation: true }],
  [['dr_restoration'], { customerDisasterRecovery: true, disasterRecoveryPlan: true, drRestoration: true }],
  [['backup_download'], { customerDisasterRecovery: true, backupDownload: true, backups: true }],
  [['dr_test_activation', 'admin_topology_dr'], { drAllTopologiesSwitch: true }],
])('%j → %j', (features, expected) => {
  expect(shellPermissionsOf(features)).toEqual({ ...none, ...expected });
});

test.each<[string[], Partial<ShellPermissions>]>([
  [['disaster_recovery'], {}],
  [['beta_test_rev_home'], { revHome: true }],
  [['rev_home', 'show_alertify'], { revHome: true }],
  [['enable_marketplace'], { aiAgents: true }],
  // Spec §2.6: the tickets entry takes the feature or the flag; the route and the API follow the same list.
  [['show_zendesk_ticket_central'], { tickets: true }],
  [['menu_iaas'], { iaasResources: true, iaas: true, newContract: true, backups: true }],
  // IaaS › Informações (spec §6): its flag besides menu_iaas; its documents one more flag.
  [['iaas_information_access'], {}],
  [
    ['menu_iaas', 'iaas_information_access'],
    { iaasResources: true, iaas: true, newContract: true, backups: true, iaasInformation: true },
  ],
  [
    ['menu_iaas', 'iaas_information_documents'],
    { iaasResources: true, iaas: true, newContract: true, backups: true },
  ],
  [
    ['menu_iaas', 'iaas_information_access', 'iaas_information_documents'],
    {
      iaasResources: true,
      iaas: true,
      newContract: true,
      backups: true,
      iaasInformation: true,
      iaasDocuments: true,
    },
  ],
])('feature flags %j → %j', (flags, expected) => {
  expect(shellPermissionsOf([], flags)).toEqual({ ...none, ...expected });
});

test.each<[boolean | undefined, Partial<ShellPermissions>]>([
  [undefined, { iaasResources: true, iaas: true, newContract: true, backups: true }],
  [false, { iaasResources: true, iaas: true, newContract: true, backups: true }],
  // The IaaS pages of the account stay; those of resources and the manager go (the API refuses them too).
  [true, { iaasResources: false, iaas: true, newContract: false }],
])('iaas_cancelling %j → %j (spec §6)', (iaasCancelling, expected) => {
  expect(shellPermissionsOf(['menu_iaas'], [], { iaasCancelling })).toEqual({ ...none, ...expected });
});

test('a cancelling IaaS account hides its items whatever the features', () => {
  const permissions = shellPermissionsOf(['menu_iaas', 'show_contract'], ['rev_home'], {
    iaasCancelling: true,
  });
  expect(permissions).toMatchObject({ iaasResources: false, newContract: false, revHome: true });
});
