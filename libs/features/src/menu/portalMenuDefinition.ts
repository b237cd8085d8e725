import { supportTicketsPermissions } from '@nuvem/api-contract/paths';
import type { NavIconName } from '@nuvem/ui';
import { monitorEngineFeaturesOf } from '../permissions/adminFeatures';
import { PAAS_BRAND_NAMES, PAAS_PRODUCTS } from './menuConstants';
import { allOf, always, anyOf, isAdmin, never, type MenuRule } from './menuContext';

/** A link of the menu as data: its label is a key of `features:menu.*`, or a brand name shown as is. */
export interface MenuItemDefinition {
  kind: 'item';
  id: string;
  label: { key: string } | { brand: string };
  href: string;
  icon?: NavIconName;
  rule: MenuRule;
}

/** A group: shown when any child is enabled (spec §2.6), so it has no rule of its own. */
export interface MenuGroupDefinition {
  kind: 'group';
  id: string;
  label: { key: string };
  icon?: NavIconName;
  children: MenuEntryDefinition[];
}

export type MenuEntryDefinition = MenuItemDefinition | MenuGroupDefinition;

const item = (
  id: string,
  key: string,
  href: string,
  rule: MenuRule,
  icon?: NavIconName,
): MenuItemDefinition => ({ kind: 'item', id, label: { key }, href, rule, ...(icon ? { icon } : {}) });

const group = (
  id: string,
  key: string,
  children: MenuEntryDefinition[],
  icon?: NavIconName,
): MenuGroupDefinition => ({ kind: 'group', id, label: { key }, children, ...(icon ? { icon } : {}) });

// Spec §6: while the IaaS account is cancelling, the IaaS resources item is hidden.
const notCancelling: MenuRule = (context) => !context.iaasCancelling;
const iaas = anyOf('menu_iaas');
/** The IaaS entries that show or change resources, and the manager (its 'new contract'): hidden while cancelling. */
const iaasResources = allOf(iaas, notCancelling);
// Spec §2.6/§6: the customer files panel is for PRIME support customers only.
const primeSupport: MenuRule = (context) => context.supportType === 'PRIME';
const monitorEngine = (resource: 'filter' | 'dataset' | 'dashboard') =>
  anyOf(...monitorEngineFeaturesOf(resource));

/**
 * The left menu of portal spec §2.6, in order, each entry with its rule (§6). Where the spec names no rule,
 * the choice made here:
 *
 * | Entry                                   | Enabled when                                                    |
 * | --------------------------------------- | --------------------------------------------------------------- |
 * | home, my account                        | always                                                          |
 * | provider marketplace (AI agents, mine)  | enable_marketplace flag                                         |
 * | Marketplace                             | the marketplace rule of §6 (`useMarketplaceAllowed`)            |
 * | TSS                                     | tss                                                             |
 * | Insights                                | insights_reader (§6)                                            |
 * | PaaS › each product of §2.2             | always (every customer may open a product's page)               |
 * | IaaS › each section                     | menu_iaas; machines, resources, setup, manager and 'new         |
 * |                                         | contract' also not iaas_cancelling (§6); information also the   |
 * |                                         | iaas_information_access flag                                    |
 * | user management                         | iam                                                             |
 * | Administração › marketplace             | marketplace_adm_offers                                          |
 * |   contracts                             | adm_show_contract                                               |
 * |   migration control                     | show_migrator (the migrator's own control panel)                |
 * |   alertify communication                | show_alertify flag and any admin feature (a flag is no right)   |
 * |   TSS registration                      | tss_admin                                                       |
 * |   exclusion approval                    | topologies_exclusion_admin                                      |
 * |   release notes, news, send messages    | news_editor (the editor of what users read)                     |
 * |   feedback, reports                     | tcm_report (reading what users report)                          |
 * |   IAM › features / roles / users        | list_features / list_roles / list_user_roles                    |
 * |   Insights › groups, users              | insights_admin                                                  |
 * |   provisioning                          | crud_template, list_template or topology_launch                 |
 * |   commercial event requests             | commercial_event_dashboard or commercial_events_users           |
 * |   sales history, project agents         | sales_tree (the sales tree holds both)                          |
 * |   customer resources, troubleshoot      | all_resources_by_customer (staff who may open any environment)  |
 * |   usage terms                           | service_agreement_list                                          |
 * |   execution schedule                    | admin_pipeline_execution                                        |
 * |   Monitoramento › filters/dataset/dash. | any monitor-engine_{filter,dataset,dashboard}_* feature         |
 * |   DR › declaration / dashboard          | dr_declaration / dr_dashboard                                   |
 * | developer studio (projects, docs)        | developer                                                       |
 * | product management (3 pages)            | show_product_management; at the classic /product-management/*  |
 * |                                         | (spec §2.6 names /modern/…, whose sub-pages the layout guard of |
 * |                                         | §2.2 sends to /404, and without rev_home to /dashboard)         |
 * | security center (4 pages, audit log)    | security_center (the audit log's API checks the same feature)   |
 * | commercial event                        | commercial_event                                                |
 * | commercial event migration              | proposal_migration or customer_migration                        |
 * | monitoring dashboards                   | always (the customer's own monitoring)                          |
 * | maintenance window, appointment center  | always                                                          |
 * | migrador                                | show_migrator                                                   |
 * | DR › plan test                          | dr_plan_test                                                    |
 * |   activation                            | dr_activation                                                   |
 * |   deactivation                          | dr_restoration (deactivating DR restores the origin; the test's |
 * |                                         | own switch, dr_test_activation, belongs to the top bar)         |
 * |   backup                                | backup_download                                                 |
 * | onboarding                              | digital_onboard                                                 |
 * | SSH keys                                | the IaaS resources' rule (the keys of IaaS machines: hidden     |
 * |                                         | while the IaaS account is cancelling, as the API refuses them)  |
 * | customer panel (/files)                 | PRIME support (§6); show_store_file_sftp gates the store's SFTP |
 * |                                         | files, not this panel                                           |
 * | acceptance terms                        | show_acceptance_term flag                                       |
 * | status page                             | never (§2.6)                                                    |
 * | Suporte › token generation              | generate_positive_validation_token                              |
 * |   customer support (/tickets)           | zendesk_ticket_central_show_menu or show_zendesk_ticket_central |
 */
export const PORTAL_MENU: readonly MenuEntryDefinition[] = [
  item('home', 'home', '/dashboard', always, 'home'),
  item('my-account', 'myAccount', '/store/consumo', always, 'wallet'),
  group(
    'provider-marketplace',
    'providerMarketplace',
    [
      item('ai-agents', 'aiAgents', '/nuvem-marketplace/ai-agents', anyOf('enable_marketplace')),
      item('my-agents', 'myAgents', '/nuvem-marketplace/my-agents', anyOf('enable_marketplace')),
    ],
    'storefront',
  ),
  item('marketplace', 'marketplace', '/marketplace', (context) => context.marketplaceAllowed, 'cart'),
  item('tss', 'tss', '/user/minhas-empresas', anyOf('tss'), 'receipt'),
  item('insights', 'insights', '/insights', anyOf('insights_reader'), 'insights'),
  group(
    'paas',
    'paas',
    PAAS_PRODUCTS.map((product): MenuItemDefinition => ({
      kind: 'item',
      id: `paas-${product}`,
      label: product === 'outros' ? { key: 'paasOthers' } : { brand: PAAS_BRAND_NAMES[product] },
      href: `/produto/${product}`,
      rule: always,
    })),
    'cloud',
  ),
  group(
    'iaas',
    'iaas',
    [
      item('iaas-welcome', 'iaasWelcome', '/iaas/welcome', iaas),
      item('iaas-calculator', 'iaasCalculator', '/iaas/calculator', iaas),
      item('iaas-virtual-machines', 'iaasVirtualMachines', '/iaas/virtual-machines', iaasResources),
      item('iaas-resources', 'iaasResources', '/iaas/resources', iaasResources),
      item('iaas-setup', 'iaasSetup', '/iaas/setup', iaasResources),
      item(
        'iaas-information',
        'iaasInformation',
        '/iaas/information',
        allOf(iaas, anyOf('iaas_information_access')),
      ),
      item('iaas-manager', 'iaasManager', '/iaas/manager', iaasResources),
      // Spec §6: 'new contract', hidden while the IaaS account is cancelling (a commercial request).
      item('iaas-new-contract', 'iaasNewContract', '/iaas/new-contract', iaasResources),
      item('iaas-help', 'iaasHelp', '/iaas/help', iaas),
    ],
    'servers',
  ),
  item(
    'user-management',
    'userManagement',
    '/admin/iam/usuarios-adm-usuarios',
    anyOf('iam'),
    'manageAccounts',
  ),
  group(
    'admin',
    'admin',
    [
      item('admin-marketplace', 'adminMarketplace', '/admin/marketplace', anyOf('marketplace_adm_offers')),
      item('admin-contracts', 'adminContracts', '/admin/contracts', anyOf('adm_show_contract')),
      item(
        'admin-migration-control',
        'adminMigrationControl',
        '/admin/migration-control',
        anyOf('show_migrator'),
      ),
      item('admin-alertify', 'adminAlertify', '/admin/alertify', allOf(anyOf('show_alertify'), isAdmin)),
      item('admin-tss-registration', 'adminTssRegistration', '/admin/tss-registration', anyOf('tss_admin')),
      item(
        'admin-exclusion-approval',
        'adminExclusionApproval',
        '/admin/exclusion-approval',
        anyOf('topologies_exclusion_admin'),
      ),
      item('admin-release-notes', 'adminReleaseNotes', '/admin/release-notes', anyOf('news_editor')),
      item('admin-news', 'adminNews', '/admin/news', anyOf('news_editor')),
      item('admin-send-messages', 'adminSendMessages', '/admin/send-messages', anyOf('news_editor')),
      item('admin-feedback', 'adminFeedback', '/admin/feedback', anyOf('tcm_report')),
      item('admin-reports', 'adminReports', '/admin/reports', anyOf('tcm_report')),
      group('admin-iam', 'adminIam', [
        item('admin-iam-features', 'adminIamFeatures', '/admin/iam/features', anyOf('list_features')),
        item('admin-iam-roles', 'adminIamRoles', '/admin/iam/roles', anyOf('list_roles')),
        item('admin-iam-users', 'adminIamUsers', '/admin/iam/users', anyOf('list_user_roles')),
      ]),
      group('admin-insights', 'adminInsights', [
        item(
          'admin-insights-groups',
          'adminInsightsGroups',
          '/admin/insights/groups',
          anyOf('insights_admin'),
        ),
        item('admin-insights-users', 'adminInsightsUsers', '/admin/insights/users', anyOf('insights_admin')),
      ]),
      item(
        'admin-provisioning',
        'adminProvisioning',
        '/admin/provisioning',
        anyOf('crud_template', 'list_template', 'topology_launch'),
      ),
      item(
        'admin-commercial-event-requests',
        'adminCommercialEventRequests',
        '/admin/commercial-event-requests',
        anyOf('commercial_event_dashboard', 'commercial_events_users'),
      ),
      item('admin-sales-history', 'adminSalesHistory', '/admin/sales-history', anyOf('sales_tree')),
      item('admin-project-agents', 'adminProjectAgents', '/admin/project-agents', anyOf('sales_tree')),
      item(
        'admin-customer-resources',
        'adminCustomerResources',
        '/admin/customer-resources',
        anyOf('all_resources_by_customer'),
      ),
      item(
        'admin-troubleshoot',
        'adminTroubleshoot',
        '/admin/troubleshoot-manager',
        anyOf('all_resources_by_customer'),
      ),
      item('admin-usage-terms', 'adminUsageTerms', '/admin/usage-terms', anyOf('service_agreement_list')),
      item(
        'admin-execution-schedule',
        'adminExecutionSchedule',
        '/admin/execution-schedule',
        anyOf('admin_pipeline_execution'),
      ),
      group('admin-monitoring', 'adminMonitoring', [
        item(
          'admin-monitoring-filters',
          'adminMonitoringFilters',
          '/admin/monitoring/filters',
          monitorEngine('filter'),
        ),
        item(
          'admin-monitoring-dataset',
          'adminMonitoringDataset',
          '/admin/monitoring/dataset',
          monitorEngine('dataset'),
        ),
        item(
          'admin-monitoring-dashboard',
          'adminMonitoringDashboard',
          '/admin/monitoring/dashboard',
          monitorEngine('dashboard'),
        ),
      ]),
      group('admin-dr', 'adminDisasterRecovery', [
        item(
          'admin-dr-declaration',
          'adminDrDeclaration',
          '/admin/disaster-recovery/declaration',
          anyOf('dr_declaration'),
        ),
        item(
          'admin-dr-dashboard',
          'adminDrDashboard',
          '/admin/disaster-recovery/dashboard',
          anyOf('dr_dashboard'),
        ),
      ]),
    ],
    'admin',
  ),
  group(
    'develop',
    'develop',
    [
      item('develop-projects', 'developProjects', '/develop/projects', anyOf('developer')),
      item('develop-docs', 'developDocs', '/develop/docs', anyOf('developer')),
    ],
    'code',
  ),
  group(
    'product-management',
    'productManagement',
    [
      item(
        'pm-approval-center',
        'pmApprovalCenter',
        '/product-management/approval-center',
        anyOf('show_product_management'),
      ),
      item('pm-actions', 'pmActions', '/product-management/actions', anyOf('show_product_management')),
      item(
        'pm-logs-history',
        'pmLogsHistory',
        '/product-management/logs-history',
        anyOf('show_product_management'),
      ),
    ],
    'inventory',
  ),
  group(
    'security-center',
    'securityCenter',
    [
      item('security-advisor', 'securityAdvisor', '/security-center/advisor', anyOf('security_center')),
      item('security-vault', 'securityVault', '/security-center/vault', anyOf('security_center')),
      item('security-ueba', 'securityUeba', '/security-center/ueba', anyOf('security_center')),
      item('security-audit-log', 'securityAuditLog', '/security-center/audit-log', anyOf('security_center')),
      item(
        'security-trust-center',
        'securityTrustCenter',
        '/security-center/trust-center',
        anyOf('security_center'),
      ),
    ],
    'security',
  ),
  item('commercial-event', 'commercialEvent', '/commercial-event', anyOf('commercial_event'), 'event'),
  item(
    'commercial-event-migration',
    'commercialEventMigration',
    '/commercial-event-migration',
    anyOf('proposal_migration', 'customer_migration'),
    'sync',
  ),
  item('monitoring', 'monitoring', '/monitoring-customer', always, 'monitor'),
  group(
    'maintenance',
    'maintenance',
    [
      item('maintenance-window', 'maintenanceWindow', '/maintenance-window', always),
      item('appointment-center', 'appointmentCenter', '/appointment-center', always),
    ],
    'build',
  ),
  item('migrador', 'migrador', '/migrador', anyOf('show_migrator'), 'moveUp'),
  group(
    'customer-dr',
    'customerDisasterRecovery',
    [
      item('dr-plan-test', 'drPlanTest', '/customer-disaster-recover/plan-test', anyOf('dr_plan_test')),
      item('dr-activation', 'drActivation', '/customer-disaster-recover/activation', anyOf('dr_activation')),
      item(
        'dr-deactivation',
        'drDeactivation',
        '/customer-disaster-recover/deactivation',
        anyOf('dr_restoration'),
      ),
      item('dr-backup', 'drBackup', '/customer-disaster-recover/backup', anyOf('backup_download')),
    ],
    'restore',
  ),
  item('onboard', 'onboard', '/onboard', anyOf('digital_onboard'), 'rocket'),
  item('ssh-keys', 'sshKeys', '/ssh-manager-key', iaasResources, 'key'),
  item('customer-panel', 'customerPanel', '/files', primeSupport, 'folder'),
  item(
    'acceptance-terms',
    'acceptanceTerms',
    '/views-contract-acceptance',
    anyOf('show_acceptance_term'),
    'gavel',
  ),
  item('status-page', 'statusPage', '/status-page', never, 'traffic'),
  group(
    'support',
    'support',
    [
      item('support-token', 'supportToken', '/contact', anyOf('generate_positive_validation_token')),
      item('support-tickets', 'supportTickets', '/tickets', anyOf(...supportTicketsPermissions)),
    ],
    'support',
  ),
];
