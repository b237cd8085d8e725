// The demo role catalogue (issue 31 "Access"): the built-in roles a console offers, and the roles each demo user
// holds. A user's features and flags are the union of their roles', and must stay exactly those of
// demo-data.ts `features` and demo-user-notices.ts `demoUserFlags` (demo-roles.test.ts checks it through /me).
import type { Queryable } from '../db/database';
import { demoUsers } from './demo-data';
import { userIdsByEmail } from './demo-ids';

export interface DemoRole {
  key: string;
  name: string;
  description: string;
  scope: 'customer' | 'staff';
  features: readonly string[];
  flags?: readonly string[];
}

const monitorEngine = ['filter', 'dataset', 'dashboard'].flatMap((resource) =>
  ['read', 'create', 'update', 'delete'].map((action) => `monitor-engine_${resource}_${action}`),
);

export const demoRoles: readonly DemoRole[] = [
  {
    key: 'customer_admin',
    name: 'Administrador do ambiente',
    description: 'Gerencia quem acessa o ambiente, a central de segurança, os backups e o contrato.',
    scope: 'customer',
    features: ['iam', 'security_center', 'backup_download', 'digital_onboard', 'show_contract'],
    flags: ['disaster_recovery', 'show_zendesk_ticket_central'],
  },
  {
    key: 'iaas_operator',
    name: 'Operador de IaaS',
    description: 'Cria, liga, desliga e remove máquinas virtuais e recursos de IaaS.',
    scope: 'customer',
    features: ['menu_iaas'],
  },
  {
    key: 'insights_reader',
    name: 'Leitor de Insights',
    description: 'Consulta os dashboards e relatórios do Insights.',
    scope: 'customer',
    features: ['insights_reader'],
  },
  {
    key: 'customer_support',
    name: 'Suporte ao cliente',
    description: 'Abre e acompanha chamados e gera o token de validação para o atendimento.',
    scope: 'customer',
    features: ['generate_positive_validation_token', 'zendesk_ticket_central_show_menu'],
  },
  {
    key: 'backup_operator',
    name: 'Operador de backups',
    description: 'Lista e baixa os backups do ambiente.',
    scope: 'customer',
    features: ['backup_download'],
  },
  {
    key: 'commercial_manager',
    name: 'Gestor comercial',
    description: 'Acompanha o contrato, os eventos comerciais e as empresas do TSS.',
    scope: 'customer',
    features: ['commercial_event', 'show_contract', 'tss'],
  },
  {
    key: 'automation_analyst',
    name: 'Analista de automação',
    description: 'Consulta as notas e as esteiras de automação do ambiente.',
    scope: 'customer',
    features: ['list_notes', 'list_pipelines'],
  },
  {
    key: 'security_analyst',
    name: 'Analista de segurança',
    description: 'Acompanha a central de segurança.',
    scope: 'customer',
    features: ['security_center'],
  },
  {
    key: 'migration_analyst',
    name: 'Analista de migração',
    description: 'Acompanha a migração de clientes.',
    scope: 'customer',
    features: ['customer_migration'],
  },
  {
    key: 'home_beta_tester',
    name: 'Testador da nova página inicial',
    description: 'Vê a versão de teste da nova página inicial.',
    scope: 'customer',
    features: [],
    flags: ['beta_test_rev_home'],
  },
  {
    key: 'partner_sales',
    name: 'Parceiro comercial',
    description: 'Oferece no marketplace, migra propostas e atende os clientes que representa.',
    scope: 'customer',
    features: [
      'commercial_event',
      'generate_positive_validation_token',
      'marketplace_show_offers',
      // Spec §6: partners buy in the marketplace for the customers they serve, contract or not (issue 32).
      'menu_marketplace_test',
      'proposal_migration',
      'protheus_marketplace',
    ],
  },
  {
    key: 'partner_developer',
    name: 'Parceiro desenvolvedor',
    description: 'Usa o estúdio do desenvolvedor: projetos, tokens de API e documentação.',
    scope: 'customer',
    features: ['developer'],
  },
  {
    key: 'platform_admin',
    name: 'Administrador da plataforma',
    description:
      'Administra a plataforma: clientes, contratos, perfis, modelos, eventos e recuperação de desastres.',
    scope: 'staff',
    features: [
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
      ...monitorEngine,
    ],
  },
  {
    key: 'provider_support',
    name: 'Suporte do provedor',
    description: 'Vê o portal como o cliente (somente leitura) e confere os tokens que os clientes informam.',
    scope: 'staff',
    features: ['impersonate_users', 'verify_assist_token'],
  },
  {
    key: 'provider_operator',
    name: 'Operador do provedor',
    description: 'Usa todas as áreas do portal que os clientes usam, para atendê-los.',
    scope: 'staff',
    features: [
      'show_contract',
      'marketplace_show_offers',
      'menu_marketplace_test',
      'tss',
      'list_notes',
      'list_pipelines',
      'dr_plan_test',
      'dr_activation',
      'dr_restoration',
      'menu_iaas',
      'iam',
      'developer',
      'show_product_management',
      'security_center',
      'commercial_event',
      'proposal_migration',
      'customer_migration',
      'backup_download',
      'digital_onboard',
      'generate_positive_validation_token',
      'zendesk_ticket_central_show_menu',
    ],
    flags: ['disaster_recovery', 'show_alertify', 'show_store_file_sftp', 'iaas_information_documents'],
  },
  {
    key: 'provider_product_admin',
    name: 'Administrador de produtos',
    description: 'Administra as ofertas do marketplace, o TSS, as esteiras e a recuperação de desastres.',
    scope: 'staff',
    features: ['marketplace_adm_offers', 'tss_admin', 'list_pipelines_admin', 'admin_topology_dr'],
  },
  {
    key: 'insights_admin',
    name: 'Administrador de Insights',
    description: 'Define quem vê cada dashboard e espaço de BI e quem os administra.',
    scope: 'staff',
    features: [
      'insights_reader',
      'insights_admin',
      'show_insights_dashboard_permission',
      'show_powerbi_insights',
    ],
  },
];

/**
 * The roles each demo user holds: customer-scope roles on every environment the user holds (demo-data.ts),
 * staff-scope ones globally.
 */
export const demoUserRoles: Readonly<Record<string, readonly string[]>> = {
  'ana@acme.example': [
    'customer_admin',
    'iaas_operator',
    'insights_reader',
    'customer_support',
    'commercial_manager',
    'automation_analyst',
  ],
  'bruno@globex.example': [
    'iaas_operator',
    'insights_reader',
    'customer_support',
    'security_analyst',
    'migration_analyst',
    'home_beta_tester',
  ],
  'carla@parceira.example': ['partner_sales', 'partner_developer'],
  'diego@nuvem.example': [
    'platform_admin',
    'provider_support',
    'provider_operator',
    'provider_product_admin',
    'insights_admin',
  ],
  'elisa@acme.example': ['iaas_operator', 'insights_reader', 'customer_support'],
  'fabio@initech.example': ['iaas_operator'],
};

/** Creates the catalogue (built in) and gives each demo user their roles. Needs the flags (demo-user-notices). */
export async function seedDemoRoles(db: Queryable): Promise<void> {
  const roleIds = new Map<string, string>();
  for (const role of demoRoles) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO roles (key, name, description, scope, built_in) VALUES ($1, $2, $3, $4, true) RETURNING id`,
      [role.key, role.name, role.description, role.scope],
    );
    roleIds.set(role.key, row!.id);
    await db.query('INSERT INTO role_features (role_id, feature) SELECT $1, unnest($2::text[])', [
      row!.id,
      role.features,
    ]);
    await db.query('INSERT INTO role_feature_flags (role_id, flag) SELECT $1, unnest($2::text[])', [
      row!.id,
      role.flags ?? [],
    ]);
  }
  const userId = await userIdsByEmail(db);
  for (const user of demoUsers) {
    const keys = demoUserRoles[user.email] ?? [];
    const ids = keys.map((key) => roleIds.get(key)!);
    // Customer-scope roles on each of the user's environments; staff-scope ones with none.
    await db.query(
      `INSERT INTO user_roles (user_id, role_id, environment_id)
       SELECT $1, r.id, e.id
       FROM roles r
       LEFT JOIN customer_environments e ON r.scope = 'customer' AND e.cloud_id = ANY($3::text[])
       WHERE r.id = ANY($2::uuid[]) AND (r.scope = 'staff' OR e.id IS NOT NULL)`,
      [userId(user.email), ids, user.environments],
    );
  }
}
