// The demo data set created on a first start: environments and one user of every kind the portal cares about.
// `demoSignIns` is the list a README can show; the passwords are public by design (demo only).

export type SupportType = 'PRIME' | 'STANDARD';
export type UserKind = 'customer' | 'partner' | 'staff';

export interface DemoEnvironment {
  cloud_id: string;
  t_code: string;
  corporate_name: string;
  federal_id: string;
  region: string;
  support_type: SupportType;
  budget_id: string | null;
  /** 'unavailable': its topology list answers 409 topologies_unavailable (portal spec §4). */
  topology_registry?: 'unavailable';
}

export interface DemoUser {
  email: string;
  password: string;
  fullName: string;
  phone: string | null;
  kind: UserKind;
  revHome: boolean;
  /** What the user holds through their roles (demo-roles.ts gives them; demo-roles.test.ts checks /me). */
  features: string[];
  /** cloud_ids of the environments the user holds. */
  environments: string[];
  /** What this account shows off, for the README. */
  note: string;
}

const regions = ['sa-east-1', 'sa-east-2', 'us-east-1'];

/** `serial` numbers the environment across the whole data set, so t_codes and federal ids are unique. */
function environment(
  cloudId: string,
  serial: number,
  corporateName: string,
  support: SupportType,
): DemoEnvironment {
  return {
    cloud_id: cloudId,
    t_code: `T${String(10_000 + serial * 7)}`,
    corporate_name: corporateName,
    federal_id: `${String(10 + serial).padStart(2, '0')}.345.678/0001-${String(serial % 100).padStart(2, '0')}`,
    region: regions[serial % regions.length] ?? 'sa-east-1',
    support_type: support,
    budget_id: serial % 3 === 0 ? null : `BDG-${cloudId}`,
  };
}

const acme = ['Acme Produção', 'Acme Homologação', 'Acme Desenvolvimento'].map((name, i) =>
  environment(`ACM${i + 1}`, i + 1, name, i === 0 ? 'PRIME' : 'STANDARD'),
);
const globex = Array.from({ length: 40 }, (_, i) =>
  environment(
    `GLX${String(i + 1).padStart(2, '0')}`,
    i + 4,
    `Globex Filial ${i + 1}`,
    i < 5 ? 'PRIME' : 'STANDARD',
  ),
);
// Initech's topology registry is unavailable: its topology list fails, so the portal keeps its users to the
// pages allowed without a valid topology (portal spec §2.4, §4).
const initech = [
  { ...environment('INT1', 44, 'Initech Serviços', 'STANDARD'), topology_registry: 'unavailable' as const },
];

export const demoEnvironments: DemoEnvironment[] = [...acme, ...globex, ...initech];

const demoPassword = 'nuvem-demo-2024';
const cloudIds = (envs: DemoEnvironment[]) => envs.map((env) => env.cloud_id);

export const demoUsers: DemoUser[] = [
  {
    email: 'ana@acme.example',
    password: demoPassword,
    fullName: 'Ana Souza',
    phone: '+55 11 91234-5678',
    kind: 'customer',
    revHome: false,
    // A customer's everyday menu (portal spec §2.6): IaaS, users, security, backups, support. Not dr_plan_test
    // nor admin_topology_dr: with the disaster_recovery flag, the top bar still shows her no DR switch.
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
    environments: cloudIds(acme),
    note: 'customer with 3 environments',
  },
  {
    email: 'bruno@globex.example',
    password: demoPassword,
    fullName: 'Bruno Lima',
    phone: '+55 21 99876-5432',
    kind: 'customer',
    revHome: false,
    features: [
      'customer_migration',
      'generate_positive_validation_token',
      'insights_reader',
      'menu_iaas',
      'security_center',
      'zendesk_ticket_central_show_menu',
    ],
    environments: cloudIds(globex),
    note: 'customer with 40 environments (the picker shows its search box)',
  },
  {
    email: 'carla@parceira.example',
    password: demoPassword,
    fullName: 'Carla Mendes',
    phone: '+55 31 98765-4321',
    kind: 'partner',
    revHome: false,
    features: [
      'commercial_event',
      'developer',
      'generate_positive_validation_token',
      'marketplace_show_offers',
      'menu_marketplace_test',
      'proposal_migration',
      'protheus_marketplace',
    ],
    environments: [...cloudIds(acme.slice(0, 1)), ...cloudIds(globex.slice(0, 2))],
    note: 'partner serving two customers',
  },
  {
    email: 'diego@nuvem.example',
    password: demoPassword,
    fullName: 'Diego Rocha',
    phone: '+55 11 93333-4444',
    kind: 'staff',
    revHome: false,
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
      // Every other entry of the menu (portal spec §2.6), so staff see it whole.
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
      // Admin features (spec §6): all_resources_by_customer lets staff open any customer's environment.
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
      ...['filter', 'dataset', 'dashboard'].flatMap((resource) =>
        ['read', 'create', 'update', 'delete'].map((action) => `monitor-engine_${resource}_${action}`),
      ),
      // Support tools: impersonate users, verify the assist tokens customers read out.
      'impersonate_users',
      'verify_assist_token',
    ],
    environments: [...cloudIds(acme), ...cloudIds(initech)],
    note: 'provider staff with the admin features',
  },
  {
    email: 'elisa@acme.example',
    password: demoPassword,
    fullName: 'Elisa Prado',
    phone: '+55 11 95555-6666',
    kind: 'customer',
    revHome: true,
    features: [
      'generate_positive_validation_token',
      'insights_reader',
      'menu_iaas',
      'zendesk_ticket_central_show_menu',
    ],
    environments: cloudIds(acme.slice(0, 1)),
    note: 'customer with rev_home',
  },
  {
    email: 'fabio@initech.example',
    password: demoPassword,
    fullName: 'Fábio Nunes',
    phone: null,
    kind: 'customer',
    revHome: false,
    // IaaS, with the account being cancelled (demo-user-notices.ts): the account's pages stay, its resources go.
    features: ['menu_iaas'],
    environments: cloudIds(initech),
    note: 'customer without a phone (incomplete registration), whose environment has no valid topology, cancelling IaaS',
  },
];

export const demoSignIns = demoUsers.map(({ email, password, kind, note }) => ({
  email,
  password,
  kind,
  note,
}));
