// The catalogue of what a role can hold (portal spec §6 "Features seen", "Feature flags"): every feature and
// flag, the left-menu entries it opens (ids of libs/features' PORTAL_MENU, whose rules name it; a test there
// keeps this table and the menu in step), and whether a customer may be given it. Run-time data without
// TypeBox, so the portal and the API read the same list. Descriptions are the portal's (i18n by name).

export const MONITOR_ENGINE_RESOURCES = ['filter', 'dataset', 'dashboard'] as const;
export const MONITOR_ENGINE_ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type MonitorEngineResource = (typeof MONITOR_ENGINE_RESOURCES)[number];

/**
 * The four monitor-engine features of one resource (spec §6 "monitor-engine read/create/update/delete for
 * filter, dataset and dashboard"), named `monitor-engine_{resource}_{action}`.
 */
export const monitorEngineFeaturesOf = (resource: MonitorEngineResource) =>
  MONITOR_ENGINE_ACTIONS.map((action) => `monitor-engine_${resource}_${action}` as const);

export const MONITOR_ENGINE_FEATURES = MONITOR_ENGINE_RESOURCES.flatMap(monitorEngineFeaturesOf);

/** The admin features of portal spec §6: holding any of them keeps the /admin/* allowance and menu. */
export const ADMIN_FEATURES = [
  'all_resources_by_customer',
  'topologies_exclusion_admin',
  'adm_show_contract',
  'news_editor',
  'list_features',
  'list_roles',
  'list_user_roles',
  'topology_launch',
  'crud_template',
  'list_template',
  'commercial_event_dashboard',
  'commercial_events_users',
  'service_agreement_list',
  'tcm_report',
  'show_migrator',
  'admin_pipeline_execution',
  'sales_tree',
  'dr_declaration',
  'dr_dashboard',
  ...MONITOR_ENGINE_FEATURES,
] as const;

/**
 * Features only provider staff may hold: the admin features, and the tools that act on customers' behalf or
 * on the provider's own catalogue. A customer-scope role cannot hold them.
 */
export const STAFF_ONLY_FEATURES: readonly string[] = [
  ...ADMIN_FEATURES,
  'impersonate_users',
  'verify_assist_token',
  'marketplace_adm_offers',
  'tss_admin',
  'list_pipelines_admin',
  'admin_topology_dr',
  'insights_admin',
  'show_insights_dashboard_permission',
  'show_product_management',
  'menu_marketplace_test',
];

/** Every feature of spec §6, and those the API checks beyond it (impersonation, assist tokens, test menus). */
export const IAM_FEATURES: readonly string[] = [
  'rev_home',
  'show_insights_dashboard_permission',
  'show_powerbi_insights',
  'insights_reader',
  'insights_admin',
  'show_contract',
  'marketplace_show_offers',
  'marketplace_adm_offers',
  'menu_marketplace_test',
  'protheus_marketplace',
  'tss',
  'tss_admin',
  'menu_iaas',
  'iam',
  'developer',
  'show_product_management',
  'security_center',
  'commercial_event',
  'proposal_migration',
  'customer_migration',
  'dr_plan_test',
  'dr_activation',
  'dr_restoration',
  'backup_download',
  'digital_onboard',
  'generate_positive_validation_token',
  'zendesk_ticket_central_show_menu',
  'dr_test_activation',
  'admin_topology_dr',
  'list_notes',
  'list_pipelines',
  'list_pipelines_admin',
  'external_integration',
  'new_layout_exclusive_prime_customers',
  'impersonate_users',
  'verify_assist_token',
  ...ADMIN_FEATURES,
];

/** Every feature flag of spec §6. */
export const IAM_FEATURE_FLAGS: readonly string[] = [
  'beta_test_rev_home',
  'enable_marketplace',
  'show_alertify',
  'show_store_file_sftp',
  'show_acceptance_term',
  'iaas_information_access',
  'iaas_information_documents',
  'show_zendesk_ticket_central',
  'disaster_recovery',
  'rev_home',
  'show_update_preference_user',
];

/**
 * The staff IAM screens' features (the API's staffGrantor and the portal's route gates read these): the
 * catalogue (Funcionalidades), roles (Perfis) and users' roles (Usuários).
 */
export const IAM_STAFF_FEATURES = {
  features: 'list_features',
  roles: 'list_roles',
  users: 'list_user_roles',
} as const;

/** The feature is the one that makes a customer's environment administrator (Gestão de usuários). */
export const ENVIRONMENT_ADMIN_FEATURE = 'iam';

const adminMenu = (...ids: string[]) => ['admin-alertify', ...ids];

/**
 * The menu entries each name opens (its rule names it, perhaps with another name: IaaS › Informações needs
 * menu_iaas and iaas_information_access; Alertify needs its flag and any admin feature). Names absent open
 * no menu entry of their own.
 */
export const IAM_MENU_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  tss: ['tss'],
  insights_reader: ['insights'],
  enable_marketplace: ['ai-agents', 'my-agents'],
  menu_iaas: [
    'iaas-welcome',
    'iaas-calculator',
    'iaas-virtual-machines',
    'iaas-resources',
    'iaas-setup',
    'iaas-information',
    'iaas-manager',
    'iaas-new-contract',
    'iaas-help',
    'ssh-keys',
  ],
  iaas_information_access: ['iaas-information'],
  iam: ['user-management'],
  marketplace_adm_offers: ['admin-marketplace'],
  adm_show_contract: adminMenu('admin-contracts'),
  show_migrator: adminMenu('admin-migration-control', 'migrador'),
  show_alertify: ['admin-alertify'],
  tss_admin: ['admin-tss-registration'],
  topologies_exclusion_admin: adminMenu('admin-exclusion-approval'),
  news_editor: adminMenu('admin-release-notes', 'admin-news', 'admin-send-messages'),
  tcm_report: adminMenu('admin-feedback', 'admin-reports'),
  list_features: adminMenu('admin-iam-features'),
  list_roles: adminMenu('admin-iam-roles'),
  list_user_roles: adminMenu('admin-iam-users'),
  insights_admin: ['admin-insights-groups', 'admin-insights-users'],
  crud_template: adminMenu('admin-provisioning'),
  list_template: adminMenu('admin-provisioning'),
  topology_launch: adminMenu('admin-provisioning'),
  commercial_event_dashboard: adminMenu('admin-commercial-event-requests'),
  commercial_events_users: adminMenu('admin-commercial-event-requests'),
  sales_tree: adminMenu('admin-sales-history', 'admin-project-agents'),
  all_resources_by_customer: adminMenu('admin-customer-resources', 'admin-troubleshoot'),
  service_agreement_list: adminMenu('admin-usage-terms'),
  admin_pipeline_execution: adminMenu('admin-execution-schedule'),
  ...Object.fromEntries(
    MONITOR_ENGINE_RESOURCES.flatMap((resource) =>
      monitorEngineFeaturesOf(resource).map((feature) => [
        feature,
        adminMenu(`admin-monitoring-${resource === 'filter' ? 'filters' : resource}`),
      ]),
    ),
  ),
  dr_declaration: adminMenu('admin-dr-declaration'),
  dr_dashboard: adminMenu('admin-dr-dashboard'),
  developer: ['develop-projects', 'develop-docs'],
  show_product_management: ['pm-approval-center', 'pm-actions', 'pm-logs-history'],
  security_center: [
    'security-advisor',
    'security-vault',
    'security-ueba',
    'security-trust-center',
    'security-audit-log',
  ],
  commercial_event: ['commercial-event'],
  proposal_migration: ['commercial-event-migration'],
  customer_migration: ['commercial-event-migration'],
  dr_plan_test: ['dr-plan-test'],
  dr_activation: ['dr-activation'],
  dr_restoration: ['dr-deactivation'],
  backup_download: ['dr-backup'],
  digital_onboard: ['onboard'],
  show_acceptance_term: ['acceptance-terms'],
  generate_positive_validation_token: ['support-token'],
  zendesk_ticket_central_show_menu: ['support-tickets'],
  show_zendesk_ticket_central: ['support-tickets'],
};

export type IamNameKind = 'feature' | 'flag';

export interface IamCatalogueEntry {
  name: string;
  kind: IamNameKind;
  /** Left-menu entry ids (PORTAL_MENU) the name opens. */
  opens: readonly string[];
  /** Whether a customer-scope role may hold it (staff-only features may not). */
  customer_grantable: boolean;
}

/** The whole catalogue: features first, then flags, each in the order of spec §6. */
export const IAM_CATALOGUE: readonly IamCatalogueEntry[] = [
  ...IAM_FEATURES.map((name) => ({ name, kind: 'feature' as const })),
  ...IAM_FEATURE_FLAGS.map((name) => ({ name, kind: 'flag' as const })),
].map(({ name, kind }) => ({
  name,
  kind,
  opens: IAM_MENU_ENTRIES[name] ?? [],
  customer_grantable: !STAFF_ONLY_FEATURES.includes(name),
}));

/** Whether a customer-scope role may hold this feature. */
export const customerGrantable = (feature: string) => !STAFF_ONLY_FEATURES.includes(feature);
