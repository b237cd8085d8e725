import {
  aiAgentsFlag,
  salesTreeFeature,
  IAM_STAFF_FEATURES,
  INSIGHTS_ADMIN_FEATURE,
  developerFeature,
  securityCenterFeature,
  disasterRecoveryFeatures,
  disasterRecoverySwitchFeatures,
  disasterRecoveryPlanReaders,
  iaasFeature,
  iaasInformationAccessFlag,
  iaasInformationDocumentsFlag,
  marketplaceAdminFeature,
  supportTicketsPermissions,
  commercialEventFeature,
  commercialMigrationFeatures,
  commercialRequestsAdminFeatures,
  usageTermsAdminFeature,
  usageTermsFlag,
  CONTRACT_ADMIN_FEATURE,
  TSS_ADMIN_FEATURE,
  TSS_FEATURE,
} from '@nuvem/api-contract/paths';
import { ADMIN_FEATURES } from './adminFeatures';

/** What the shell shows or hides by the user's features and flags (GET /me `features`, `featureFlags`). */
export interface ShellPermissions {
  /** Modern paths and the rev navigation (spec §2.2, §2.3): rev_home or beta_test_rev_home. */
  revHome: boolean;
  /** The disaster-recovery toggles of the top bar (spec §2.7): the flag, and at least one switch's feature. */
  disasterRecovery: boolean;
  /** The top bar's 'Teste' switch: the feature the API asks to turn it (dr_plan_test). */
  drTestSwitch: boolean;
  /** The top bar's 'DR' (all topologies) switch: admin_topology_dr, as the API asks. */
  drAllTopologiesSwitch: boolean;
  /**
   * The top bar's external-key button (spec §2.7) and its page: the keys protect the security center's vault,
   * so security_center.
   */
  externalKeys: boolean;
  /** Gestão de usuários (/admin/iam/usuarios-adm-usuarios, spec §2.6): iam. */
  userManagement: boolean;
  /** The right sidebar's 'Últimas Ações Executadas' are fetched (spec §2.8): list_pipelines. */
  clientActions: boolean;
  /** The right sidebar's 'Todas as ações' tab (spec §2.8). */
  allActions: boolean;
  /** The top bar's notes link and its count (spec §2.7): list_notes. */
  notes: boolean;
  /** The support tickets ('Atendimento ao cliente', /tickets; spec §2.6): supportTicketsPermissions. */
  tickets: boolean;
  /** Prime styling for PRIME customers (spec §2.3). */
  primeStyling: boolean;
  /** The Insights menu entry (spec §6). */
  insights: boolean;
  /** The administration menu and the /admin/* allowance (spec §6). */
  admin: boolean;
  /**
   * The IaaS resources (/iaas/resources, its menu entry and the API's answer): menu_iaas, and hidden while the
   * IaaS account is cancelling (spec §6).
   */
  iaasResources: boolean;
  /** The IaaS pages (menu_iaas): welcome, calculator, machines, …; what they show of resources is refused
   * by the API while the account is cancelling (§6). */
  iaas: boolean;
  /** IaaS › Informações (/iaas/information): menu_iaas and the iaas_information_access flag (spec §6). */
  iaasInformation: boolean;
  /** Its documents section: also the iaas_information_documents flag (spec §6). */
  iaasDocuments: boolean;
  /**
   * 'New contract' (spec §6): creating IaaS resources, the IaaS manager (/iaas/manager, import): menu_iaas, and
   * hidden while the IaaS account is cancelling.
   */
  newContract: boolean;
  /** Customer disaster recovery (/customer-disaster-recover/*, spec §2.6, §6): any of its four features. */
  customerDisasterRecovery: boolean;
  /** Its plan (pairs, state, history): any of dr_plan_test, dr_activation, dr_restoration. */
  disasterRecoveryPlan: boolean;
  /** The plan-test page: dr_plan_test. */
  drPlanTest: boolean;
  /** The activation page: dr_activation. */
  drActivation: boolean;
  /** The deactivation page: dr_restoration. */
  drRestoration: boolean;
  /** The backup page: backup_download. */
  backupDownload: boolean;
  /**
   * /backups (issue 30): the topology backups (backup_download) or the VM snapshots (the IaaS resources'
   * rule); the API lists what each allows.
   */
  backups: boolean;
  /** Segurança › Registro de auditoria (/security-center/audit-log, issue 31): security_center. */
  auditLog: boolean;
  /** Administração › IAM › Funcionalidades (/admin/iam/features, issue 31): list_features. */
  iamFeatures: boolean;
  /** Administração › IAM › Perfis (/admin/iam/roles): list_roles. */
  iamRoles: boolean;
  /** Administração › IAM › Usuários (/admin/iam/users): list_user_roles. */
  iamUsers: boolean;
  /** Administração › Insights › Grupos, Usuários (/admin/insights/*, issue 31): insights_admin, as the API asks. */
  insightsAdmin: boolean;
  /** Estúdio do desenvolvedor (/develop/projects, /develop/docs, issue 31): developer, as the API checks. */
  developer: boolean;
  /** Segurança › Cofre (/security-center/vault, issue 31): security_center, as externalKeys (one rule). */
  vault: boolean;
  /** Termos de aceite (/views-contract-acceptance, issue 32): the show_acceptance_term flag, as the API asks. */
  usageTerms: boolean;
  /** Administração › Termos de uso (/admin/usage-terms): service_agreement_list. */
  usageTermsAdmin: boolean;
  /** Evento comercial (/commercial-event): commercial_event. */
  commercialEvents: boolean;
  /** Migração de evento comercial (/commercial-event-migration): proposal_migration or customer_migration. */
  commercialMigration: boolean;
  /** Administração › Solicitações de evento comercial: commercial_event_dashboard or commercial_events_users. */
  commercialRequests: boolean;
  /** TSS (/user/minhas-empresas, issue 32): tss, as the API checks. */
  tss: boolean;
  /** Administração › Cadastro TSS (/admin/tss-registration): tss_admin. */
  tssAdmin: boolean;
  /** Administração › Contratos (/admin/contracts): adm_show_contract. */
  contractsAdmin: boolean;
  /** Administração › Marketplace (/admin/marketplace, issue 32): marketplace_adm_offers, as the API asks. */
  marketplaceAdmin: boolean;
  /** Marketplace Nuvem (/nuvem-marketplace/ai-agents, my-agents; issue 32): the enable_marketplace flag, as the API. */
  aiAgents: boolean;
  /** Administração › Histórico de vendas, Agentes de projeto (issue 32): sales_tree, as the API asks. */
  salesTree: boolean;
}

/** What GET /me says of the user's accounts, beside the features, that the shell's rules read. */
export interface ShellAccountState {
  /** GET /me `iaas_cancelling`: the IaaS account is being cancelled. */
  iaasCancelling?: boolean;
}

/**
 * The rules of spec §2.2–§2.8 and §6 that depend on features and feature flags, and on the account state
 * of GET /me. A name counts from either list: the spec names rev_home as both, and a flag given as a
 * feature (or the reverse) still gates.
 */
export function shellPermissionsOf(
  features: readonly string[],
  featureFlags: readonly string[] = [],
  { iaasCancelling = false }: ShellAccountState = {},
): ShellPermissions {
  const has = (name: string) => features.includes(name) || featureFlags.includes(name);
  return {
    revHome: has('rev_home') || has('beta_test_rev_home'),
    disasterRecovery: has('disaster_recovery') && Object.values(disasterRecoverySwitchFeatures).some(has),
    drTestSwitch: has(disasterRecoverySwitchFeatures.test_active),
    drAllTopologiesSwitch: has(disasterRecoverySwitchFeatures.all_topologies),
    externalKeys: has(securityCenterFeature),
    userManagement: has('iam'),
    clientActions: has('list_pipelines'),
    allActions: has('list_pipelines_admin'),
    notes: has('list_notes'),
    tickets: supportTicketsPermissions.some(has),
    primeStyling: has('new_layout_exclusive_prime_customers'),
    insights: has('insights_reader'),
    admin: ADMIN_FEATURES.some(has),
    iaasResources: has(iaasFeature) && !iaasCancelling,
    iaas: has(iaasFeature),
    iaasInformation: has(iaasFeature) && has(iaasInformationAccessFlag),
    iaasDocuments: has(iaasFeature) && has(iaasInformationAccessFlag) && has(iaasInformationDocumentsFlag),
    newContract: has(iaasFeature) && !iaasCancelling,
    customerDisasterRecovery: Object.values(disasterRecoveryFeatures).some(has),
    disasterRecoveryPlan: disasterRecoveryPlanReaders.some(has),
    drPlanTest: has(disasterRecoveryFeatures.planTest),
    drActivation: has(disasterRecoveryFeatures.activation),
    drRestoration: has(disasterRecoveryFeatures.restoration),
    backupDownload: has(disasterRecoveryFeatures.backup),
    backups: has(disasterRecoveryFeatures.backup) || (has(iaasFeature) && !iaasCancelling),
    auditLog: has(securityCenterFeature),
    iamFeatures: has(IAM_STAFF_FEATURES.features),
    iamRoles: has(IAM_STAFF_FEATURES.roles),
    iamUsers: has(IAM_STAFF_FEATURES.users),
    insightsAdmin: has(INSIGHTS_ADMIN_FEATURE),
    developer: has(developerFeature),
    vault: has(securityCenterFeature),
    usageTerms: has(usageTermsFlag),
    usageTermsAdmin: has(usageTermsAdminFeature),
    commercialEvents: has(commercialEventFeature),
    commercialMigration: commercialMigrationFeatures.some(has),
    commercialRequests: commercialRequestsAdminFeatures.some(has),
    tss: has(TSS_FEATURE),
    tssAdmin: has(TSS_ADMIN_FEATURE),
    contractsAdmin: has(CONTRACT_ADMIN_FEATURE),
    marketplaceAdmin: has(marketplaceAdminFeature),
    aiAgents: has(aiAgentsFlag),
    salesTree: has(salesTreeFeature),
  };
}
