// The demo users of apps/api (src/demo/demo-data.ts, demo-user-notices.ts) as the menu sees them, for the
// menu's table test and stories; libs may not import apps. tests/e2e/demoMenuUsers.e2e.test.ts signs in as
// each of them on the real API and checks that GET /me and the marketplace lookups agree with this file.
import { MONITOR_ENGINE_FEATURES } from '../permissions/adminFeatures';
import type { MenuContext } from './menuContext';

export interface DemoMenuUser {
  email: string;
  /** The environment the menu is built for; `context.supportType` is its support type. */
  cloudId: string;
  context: MenuContext;
}

/** The flags the demo turns on for everyone. */
const FLAGS_FOR_ALL = [
  'enable_marketplace',
  'iaas_information_access',
  'show_acceptance_term',
  'show_update_preference_user',
];

export const DEMO_MENU_USERS = {
  ana: {
    email: 'ana@acme.example',
    cloudId: 'ACM1',
    context: {
      features: [
        'backup_download',
        'commercial_event',
        'digital_onboard',
        'generate_positive_validation_token',
        'iam',
        'insights_reader',
        'list_notes',
        'list_pipelines',
        'menu_iaas',
        'security_center',
        'show_contract',
        'tss',
        'zendesk_ticket_central_show_menu',
      ],
      featureFlags: [...FLAGS_FOR_ALL, 'disaster_recovery', 'show_zendesk_ticket_central'],
      supportType: 'PRIME',
      iaasCancelling: false,
      // ACM1 has contracts, and its TSS quota is hired.
      marketplaceAllowed: true,
    },
  },
  bruno: {
    email: 'bruno@globex.example',
    cloudId: 'GLX01',
    context: {
      features: [
        'customer_migration',
        'generate_positive_validation_token',
        'insights_reader',
        'menu_iaas',
        'security_center',
        'zendesk_ticket_central_show_menu',
      ],
      featureFlags: [...FLAGS_FOR_ALL, 'beta_test_rev_home'],
      supportType: 'PRIME',
      iaasCancelling: false,
      // Without show_contract and tss neither lookup is asked: no.
      marketplaceAllowed: false,
    },
  },
  carla: {
    email: 'carla@parceira.example',
    cloudId: 'ACM1',
    context: {
      features: [
        'commercial_event',
        'developer',
        'generate_positive_validation_token',
        'marketplace_show_offers',
        'menu_marketplace_test',
        'proposal_migration',
        'protheus_marketplace',
      ],
      featureFlags: FLAGS_FOR_ALL,
      supportType: 'PRIME',
      iaasCancelling: false,
      // menu_marketplace_test (her partner role): she buys for the customers she serves.
      marketplaceAllowed: true,
    },
  },
  diego: {
    email: 'diego@nuvem.example',
    cloudId: 'ACM1',
    context: {
      features: [
        'insights_reader',
        'insights_admin',
        'show_insights_dashboard_permission',
        'show_powerbi_insights',
        'show_contract',
        'marketplace_show_offers',
        'marketplace_adm_offers',
        'tss',
        'tss_admin',
        'list_notes',
        'list_pipelines',
        'list_pipelines_admin',
        'dr_plan_test',
        'admin_topology_dr',
        'menu_marketplace_test',
        'menu_iaas',
        'iam',
        'developer',
        'show_product_management',
        'security_center',
        'commercial_event',
        'proposal_migration',
        'customer_migration',
        'dr_activation',
        'dr_restoration',
        'backup_download',
        'digital_onboard',
        'generate_positive_validation_token',
        'zendesk_ticket_central_show_menu',
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
        'impersonate_users',
        'verify_assist_token',
      ],
      featureFlags: [
        ...FLAGS_FOR_ALL,
        'disaster_recovery',
        'show_alertify',
        'show_store_file_sftp',
        'iaas_information_documents',
      ],
      supportType: 'PRIME',
      iaasCancelling: false,
      marketplaceAllowed: true,
    },
  },
  elisa: {
    email: 'elisa@acme.example',
    cloudId: 'ACM1',
    context: {
      // rev_home is a flag on her user that GET /me lists among the features.
      features: [
        'generate_positive_validation_token',
        'insights_reader',
        'menu_iaas',
        'rev_home',
        'zendesk_ticket_central_show_menu',
      ],
      featureFlags: FLAGS_FOR_ALL,
      supportType: 'PRIME',
      iaasCancelling: false,
      marketplaceAllowed: false,
    },
  },
  fabio: {
    email: 'fabio@initech.example',
    cloudId: 'INT1',
    context: {
      features: ['menu_iaas'],
      featureFlags: FLAGS_FOR_ALL,
      supportType: 'STANDARD',
      iaasCancelling: true,
      marketplaceAllowed: false,
    },
  },
} as const satisfies Record<string, DemoMenuUser>;

export type DemoMenuUserName = keyof typeof DEMO_MENU_USERS;
