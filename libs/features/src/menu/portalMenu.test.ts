import { visibleEntries, type NavEntry } from '@nuvem/ui';
import { createTestI18n } from '../testing/createTestI18n';
import { NO_MENU_ACCESS, type MenuContext } from './menuContext';
import { DEMO_MENU_USERS, type DemoMenuUserName } from './menuFixtures';
import { PORTAL_MENU, type MenuEntryDefinition } from './portalMenuDefinition';
import { portalMenuOf } from './portalMenuOf';

const t = createTestI18n('pt-BR').getFixedT('pt-BR', 'features');

/** The ids the user sees, at any depth, in menu order: a group's id comes before its children's. */
const visibleIds = (entries: readonly NavEntry[]): string[] =>
  visibleEntries(entries).flatMap((entry) =>
    entry.kind === 'item' ? [entry.id] : [entry.id, ...visibleIds(entry.children)],
  );
const seenBy = (context: MenuContext) => visibleIds(portalMenuOf(context, t));

// Spec §2.2: one entry per PaaS product, in the spec's order.
const PAAS = [
  'paas',
  ...[
    'fluig',
    'protheus',
    'tss',
    'rm',
    'smartrm',
    'smartrm_cluster',
    'smartrm_control',
    'license_server',
    'simba',
    'datasul',
    'pep',
    'pvi',
    'taf',
    'treports',
    'winthor',
    'sfa',
    'consinco',
    '2c',
    'sisjuri',
    'outros',
  ].map((product) => `paas-${product}`),
];
const IAAS = [
  'iaas',
  'iaas-welcome',
  'iaas-calculator',
  'iaas-virtual-machines',
  'iaas-resources',
  'iaas-setup',
  'iaas-information',
  'iaas-manager',
  'iaas-new-contract',
  'iaas-help',
];
const PROVIDER_MARKETPLACE = ['provider-marketplace', 'ai-agents', 'my-agents'];
const MAINTENANCE = ['maintenance', 'maintenance-window', 'appointment-center'];
const SECURITY = [
  'security-center',
  'security-advisor',
  'security-vault',
  'security-ueba',
  'security-audit-log',
  'security-trust-center',
];

/** What a user holding nothing sees: the entries without a rule. */
const BASE = ['home', 'my-account', ...PAAS, 'monitoring', ...MAINTENANCE];

test.each<[DemoMenuUserName, string[]]>([
  [
    'ana',
    [
      'home',
      'my-account',
      ...PROVIDER_MARKETPLACE,
      'marketplace',
      'tss',
      'insights',
      ...PAAS,
      ...IAAS,
      'user-management',
      ...SECURITY,
      'commercial-event',
      'monitoring',
      ...MAINTENANCE,
      'customer-dr',
      'dr-backup',
      'onboard',
      'ssh-keys',
      'customer-panel',
      'acceptance-terms',
      'support',
      'support-token',
      'support-tickets',
    ],
  ],
  [
    'bruno',
    [
      'home',
      'my-account',
      ...PROVIDER_MARKETPLACE,
      'insights',
      ...PAAS,
      ...IAAS,
      ...SECURITY,
      'commercial-event-migration',
      'monitoring',
      ...MAINTENANCE,
      'ssh-keys',
      'customer-panel',
      'acceptance-terms',
      'support',
      'support-token',
      'support-tickets',
    ],
  ],
  [
    'carla',
    [
      'home',
      'my-account',
      ...PROVIDER_MARKETPLACE,
      // menu_marketplace_test (her partner role, issue 32): she buys for the customers she serves.
      'marketplace',
      ...PAAS,
      'develop',
      'develop-projects',
      'develop-docs',
      'commercial-event',
      'commercial-event-migration',
      'monitoring',
      ...MAINTENANCE,
      'customer-panel',
      'acceptance-terms',
      'support',
      'support-token',
    ],
  ],
  [
    'elisa',
    [
      'home',
      'my-account',
      ...PROVIDER_MARKETPLACE,
      'insights',
      ...PAAS,
      ...IAAS,
      'monitoring',
      ...MAINTENANCE,
      'ssh-keys',
      'customer-panel',
      'acceptance-terms',
      'support',
      'support-token',
      'support-tickets',
    ],
  ],
  // Only menu_iaas, a STANDARD environment and a cancelling IaaS account: the account's IaaS pages, not those
  // of its resources nor the manager ('new contract', spec §6).
  [
    'fabio',
    [
      'home',
      'my-account',
      ...PROVIDER_MARKETPLACE,
      ...PAAS,
      'iaas',
      'iaas-welcome',
      'iaas-calculator',
      'iaas-information',
      'iaas-help',
      'monitoring',
      ...MAINTENANCE,
      'acceptance-terms',
    ],
  ],
])('demo user %s sees exactly these entries', (name, expected) => {
  expect(seenBy(DEMO_MENU_USERS[name].context)).toEqual(expected);
});

const allIds = (definitions: readonly MenuEntryDefinition[]): string[] =>
  definitions.flatMap((entry) =>
    entry.kind === 'item' ? [entry.id] : [entry.id, ...allIds(entry.children)],
  );

test('the staff demo user (diego) sees every entry but the status page, which is always disabled (spec §2.6)', () => {
  const seen = seenBy(DEMO_MENU_USERS.diego.context);
  expect(seen).toEqual(allIds(PORTAL_MENU).filter((id) => id !== 'status-page'));
  // 107 entries in all: 93 items and 14 groups (4 of them nested in Administração), each id once.
  expect(allIds(PORTAL_MENU)).toHaveLength(107);
  expect(new Set(allIds(PORTAL_MENU)).size).toBe(107);
});

const only = (features: string[], more: Partial<MenuContext> = {}): MenuContext => ({
  ...NO_MENU_ACCESS,
  supportType: 'STANDARD',
  features,
  ...more,
});

/** What a synthetic user sees beyond `BASE`, which every user sees. */
const extraSeenBy = (context: MenuContext) => {
  const seen = seenBy(context);
  expect(seen).toEqual(expect.arrayContaining(BASE));
  return seen.filter((id) => !BASE.includes(id));
};

const admin = (...ids: string[]) => ['admin', ...ids];

test.each<[string, string[]]>([
  ['tss', ['tss']],
  ['insights_reader', ['insights']],
  // Information also needs the iaas_information_access flag; SSH keys are the IaaS machines' keys.
  [
    'menu_iaas',
    [
      'iaas',
      'iaas-welcome',
      'iaas-calculator',
      'iaas-virtual-machines',
      'iaas-resources',
      'iaas-setup',
      'iaas-manager',
      'iaas-new-contract',
      'iaas-help',
      'ssh-keys',
    ],
  ],
  ['iam', ['user-management']],
  ['marketplace_adm_offers', admin('admin-marketplace')],
  ['adm_show_contract', admin('admin-contracts')],
  ['show_migrator', [...admin('admin-migration-control'), 'migrador']],
  ['tss_admin', admin('admin-tss-registration')],
  ['topologies_exclusion_admin', admin('admin-exclusion-approval')],
  ['news_editor', admin('admin-release-notes', 'admin-news', 'admin-send-messages')],
  ['tcm_report', admin('admin-feedback', 'admin-reports')],
  ['list_features', admin('admin-iam', 'admin-iam-features')],
  ['list_roles', admin('admin-iam', 'admin-iam-roles')],
  ['list_user_roles', admin('admin-iam', 'admin-iam-users')],
  ['insights_admin', admin('admin-insights', 'admin-insights-groups', 'admin-insights-users')],
  ['crud_template', admin('admin-provisioning')],
  ['list_template', admin('admin-provisioning')],
  ['topology_launch', admin('admin-provisioning')],
  ['commercial_event_dashboard', admin('admin-commercial-event-requests')],
  ['commercial_events_users', admin('admin-commercial-event-requests')],
  ['sales_tree', admin('admin-sales-history', 'admin-project-agents')],
  ['all_resources_by_customer', admin('admin-customer-resources', 'admin-troubleshoot')],
  ['service_agreement_list', admin('admin-usage-terms')],
  ['admin_pipeline_execution', admin('admin-execution-schedule')],
  ...['read', 'create', 'update', 'delete'].flatMap((action): [string, string[]][] => [
    [`monitor-engine_filter_${action}`, admin('admin-monitoring', 'admin-monitoring-filters')],
    [`monitor-engine_dataset_${action}`, admin('admin-monitoring', 'admin-monitoring-dataset')],
    [`monitor-engine_dashboard_${action}`, admin('admin-monitoring', 'admin-monitoring-dashboard')],
  ]),
  ['dr_declaration', admin('admin-dr', 'admin-dr-declaration')],
  ['dr_dashboard', admin('admin-dr', 'admin-dr-dashboard')],
  ['developer', ['develop', 'develop-projects', 'develop-docs']],
  ['show_product_management', ['product-management', 'pm-approval-center', 'pm-actions', 'pm-logs-history']],
  ['security_center', SECURITY],
  ['commercial_event', ['commercial-event']],
  ['proposal_migration', ['commercial-event-migration']],
  ['customer_migration', ['commercial-event-migration']],
  ['dr_plan_test', ['customer-dr', 'dr-plan-test']],
  ['dr_activation', ['customer-dr', 'dr-activation']],
  ['dr_restoration', ['customer-dr', 'dr-deactivation']],
  ['backup_download', ['customer-dr', 'dr-backup']],
  ['digital_onboard', ['onboard']],
  ['generate_positive_validation_token', ['support', 'support-token']],
  ['zendesk_ticket_central_show_menu', ['support', 'support-tickets']],
  // Flags count as well as features.
  ['enable_marketplace', PROVIDER_MARKETPLACE],
  ['show_acceptance_term', ['acceptance-terms']],
  ['show_zendesk_ticket_central', ['support', 'support-tickets']],
  // Names that open nothing by themselves.
  ['show_alertify', []],
  ['iaas_information_access', []],
  ['show_store_file_sftp', []],
  ['dr_test_activation', []],
  ['menu_marketplace_test', []],
  ['rev_home', []],
  ['list_notes', []],
  ['show_contract', []],
])('a user holding only %s also sees %j', (feature, expected) => {
  expect(extraSeenBy(only([feature]))).toEqual(expected);
  expect(extraSeenBy({ ...only([]), featureFlags: [feature] })).toEqual(expected);
});

test('Administração: the alertify communication needs the show_alertify flag and an admin feature', () => {
  expect(extraSeenBy(only(['dr_dashboard'], { featureFlags: ['show_alertify'] }))).toEqual(
    admin('admin-alertify', 'admin-dr', 'admin-dr-dashboard'),
  );
});

test('IaaS information needs menu_iaas and the iaas_information_access flag', () => {
  expect(extraSeenBy(only(['menu_iaas'], { featureFlags: ['iaas_information_access'] }))).toContain(
    'iaas-information',
  );
});

test("spec §6: while the IaaS account is cancelling, its resources, their SSH keys and 'new contract' go, the rest of IaaS stays", () => {
  const running = extraSeenBy(only(['menu_iaas']));
  const cancelling = extraSeenBy(only(['menu_iaas'], { iaasCancelling: true }));
  const gone = [
    'iaas-virtual-machines',
    'iaas-resources',
    'iaas-setup',
    'iaas-manager',
    'iaas-new-contract',
    'ssh-keys',
  ];
  expect(running).toContain('iaas-new-contract');
  expect(cancelling).toEqual(running.filter((id) => !gone.includes(id)));
  expect(cancelling).toEqual(expect.arrayContaining(['iaas-welcome', 'iaas-calculator', 'iaas-help']));
});

test('spec §6: the customer files panel is for PRIME support customers only', () => {
  expect(extraSeenBy(only([], { supportType: 'PRIME' }))).toEqual(['customer-panel']);
  expect(extraSeenBy(only([], { supportType: 'STANDARD' }))).toEqual([]);
  expect(extraSeenBy(only([], { supportType: undefined }))).toEqual([]);
});

test('spec §6: the marketplace rule decides the Marketplace entry', () => {
  expect(extraSeenBy(only([], { marketplaceAllowed: true }))).toEqual(['marketplace']);
});

test('spec §2.6: the status page shows to no one', () => {
  expect(seenBy(DEMO_MENU_USERS.diego.context)).not.toContain('status-page');
  expect(
    portalMenuOf(DEMO_MENU_USERS.diego.context, t).find((entry) => entry.id === 'status-page'),
  ).toMatchObject({
    enabled: false,
    href: '/status-page',
  });
});

test('labels: translated words, brand names as they are, every key present in pt-BR', () => {
  const menu = portalMenuOf(NO_MENU_ACCESS, t);
  const paas = menu.find((entry) => entry.id === 'paas');
  expect(paas?.kind === 'group' && paas.children.map((child) => child.label)).toEqual([
    'Fluig',
    'Protheus',
    'TSS',
    'RM',
    'SmartRM',
    'SmartRM Cluster',
    'SmartRM Control',
    'License Server',
    'Simba',
    'Datasul',
    'PEP',
    'PVI',
    'TAF',
    'TReports',
    'WinThor',
    'SFA',
    'Consinco',
    '2C',
    'SISJURI',
    'Outros',
  ]);
  const labels = (entries: readonly NavEntry[]): string[] =>
    entries.flatMap((entry) => [entry.label, ...(entry.kind === 'group' ? labels(entry.children) : [])]);
  // An unknown key would come back as the key itself ('menu.x').
  expect(labels(menu).filter((label) => label.startsWith('menu.'))).toEqual([]);
  expect(menu.slice(0, 2).map((entry) => entry.label)).toEqual(['Início', 'Minha conta']);
  const en = createTestI18n('en').getFixedT('en', 'features');
  expect(portalMenuOf(NO_MENU_ACCESS, en).find((entry) => entry.id === 'support')).toMatchObject({
    label: 'Support',
  });
});

test('every href is internal and unique, so the menu marks one entry per page', () => {
  const hrefs = (definitions: readonly MenuEntryDefinition[]): string[] =>
    definitions.flatMap((entry) => (entry.kind === 'item' ? [entry.href] : hrefs(entry.children)));
  const all = hrefs(PORTAL_MENU);
  expect(new Set(all).size).toBe(all.length);
  expect(all.every((href) => href.startsWith('/'))).toBe(true);
});
