import { lazyScreen, type PreloadableComponent } from './lazyScreen';
import type { RouteFeature } from './RequirePermission';

/**
 * The top-level routes of portal spec §2.1. Screens the spec lists without contents still get a real
 * route and title. Each field is read by one gate placed at the route (PortalRoutes): `guard`, `feature`
 * and `layoutGuard`. Titles are keys of the `portal` namespace (portal.i18n.ts).
 */
export interface PortalRoute {
  path: string;
  titleKey: string;
  /**
   * 'login': a signed-out user goes to /login and comes back after (RequireLogin). 'none': open to anyone;
   * signed out it shows in the public frame, signed in inside the shell (RouteFrame).
   */
  guard: 'login' | 'none';
  /** Rendered without the shell (spec §2.3); its page handles the session itself. */
  bare?: boolean;
  /** Behind the layout guard of spec §2.2 (LayoutGuard): /dashboard and the modern paths. */
  layoutGuard?: boolean;
  /** The feature the route needs (spec §6); without it the user gets /not-authorized. */
  feature?: RouteFeature;
  /**
   * The route's screen, loaded when first visited. A route without one shows what its page holds (RouteScreen),
   * open as its menu entry is (RequireMenuEntry).
   */
  screen?: PreloadableComponent;
  /**
   * A catch-all whose only pages are its menu entries': any other path under it is the 404 page (issue 34:
   * /admin/<anything> opened a page to every signed-in user, partners included).
   */
  menuPathsOnly?: boolean;
}

export const routeTable: readonly PortalRoute[] = [
  { path: 'login', titleKey: 'login', guard: 'none', bare: true },
  { path: 'privacy', titleKey: 'privacy', guard: 'none', bare: true },
  { path: 'authentication', titleKey: 'authentication', guard: 'none', bare: true },
  { path: 'authorize', titleKey: 'authorize', guard: 'none', bare: true },
  { path: 'logout', titleKey: 'logout', guard: 'none', bare: true },
  { path: '404', titleKey: 'notFound', guard: 'none' },
  {
    path: 'not-authorized',
    titleKey: 'notAuthorized',
    guard: 'login',
    screen: lazyScreen(() => import('../pages/NotAuthorizedRoute')),
  },
  {
    path: 'dashboard',
    titleKey: 'dashboard',
    guard: 'login',
    layoutGuard: true,
    screen: lazyScreen(() => import('../pages/HomeRoute')),
  },
  // The environment's backups and VM snapshots (issue 30): backup_download or the IaaS resources' rule.
  {
    path: 'backups',
    titleKey: 'backups',
    guard: 'login',
    feature: 'backups',
    screen: lazyScreen(() => import('../pages/BackupsRoute')),
  },
  // Where the topology check sends users (spec §2.4, §4): open to every signed-in user.
  {
    path: 'contact',
    titleKey: 'contact',
    guard: 'login',
    screen: lazyScreen(() => import('../pages/ContactRoute')),
  },
  {
    path: 'tickets/*',
    titleKey: 'tickets',
    guard: 'login',
    feature: 'tickets',
    screen: lazyScreen(() => import('../pages/TicketsRoute')),
  },
  // One page per PaaS product of spec §2.2 (an unknown one answers the 404 page), open as its menu entry is.
  {
    path: 'produto/*',
    titleKey: 'product',
    guard: 'login',
    screen: lazyScreen(() => import('../pages/ProductRoute')),
  },
  // Spec §6: the pages of resources (and the manager, its 'new contract') are hidden while the IaaS account is
  // cancelling, as their menu entries are (and refused by the API).
  {
    path: 'iaas/resources',
    titleKey: 'iaasResources',
    guard: 'login',
    feature: 'iaasResources',
    screen: lazyScreen(() => import('../pages/IaasResourcesRoute')),
  },
  {
    path: 'iaas/virtual-machines/*',
    titleKey: 'iaasVirtualMachines',
    guard: 'login',
    feature: 'iaasResources',
    screen: lazyScreen(() => import('../pages/IaasVirtualMachinesRoute')),
  },
  {
    path: 'iaas/welcome',
    titleKey: 'iaasWelcome',
    guard: 'login',
    feature: 'iaas',
    screen: lazyScreen(() => import('../pages/IaasWelcomeRoute')),
  },
  {
    path: 'iaas/setup',
    titleKey: 'iaasSetup',
    guard: 'login',
    feature: 'iaasResources',
    screen: lazyScreen(() => import('../pages/IaasSetupRoute')),
  },
  // The shared-budget link of spec §2.4/§4 opens under it (iaas/calculator/shared-budget).
  {
    path: 'iaas/calculator/*',
    titleKey: 'iaasCalculator',
    guard: 'login',
    feature: 'iaas',
    screen: lazyScreen(() => import('../pages/IaasCalculatorRoute')),
  },
  // Spec §6: the iaas_information_access flag besides menu_iaas, as its menu entry.
  {
    path: 'iaas/information',
    titleKey: 'iaasInformation',
    guard: 'login',
    feature: 'iaasInformation',
    screen: lazyScreen(() => import('../pages/IaasInformationRoute')),
  },
  // An article at iaas/help/:slug; open without a valid topology (spec §2.4).
  {
    path: 'iaas/help/*',
    titleKey: 'iaasHelp',
    guard: 'login',
    feature: 'iaas',
    screen: lazyScreen(() => import('../pages/IaasHelpRoute')),
  },
  // IaaS › Gerenciador: quotas and free resources; a machine is created under it (iaas/manager/create).
  {
    path: 'iaas/manager/*',
    titleKey: 'iaasManager',
    guard: 'login',
    feature: 'newContract',
    screen: lazyScreen(() => import('../pages/IaasManagerRoute')),
  },
  {
    path: 'iaas/import-virtual-machine',
    titleKey: 'iaasImportVirtualMachine',
    guard: 'login',
    feature: 'newContract',
    screen: lazyScreen(() => import('../pages/IaasImportVirtualMachineRoute')),
  },
  // Spec §6: 'new contract' — a request to the commercial team; hidden while the IaaS account is cancelling.
  {
    path: 'iaas/new-contract',
    titleKey: 'iaasNewContract',
    guard: 'login',
    feature: 'newContract',
    screen: lazyScreen(() => import('../pages/IaasNewContractRoute')),
  },
  { path: 'iaas/*', titleKey: 'iaas', guard: 'login' },
  {
    path: 'insights/*',
    titleKey: 'insights',
    guard: 'login',
    feature: 'insights',
    screen: lazyScreen(() => import('../pages/InsightsRoute')),
  },
  // Estúdio do desenvolvedor › Projetos (issue 31): the developer's projects and their API tokens.
  {
    path: 'develop/projects/*',
    titleKey: 'developProjects',
    guard: 'login',
    feature: 'developer',
    screen: lazyScreen(() => import('../pages/DevProjectsRoute')),
  },
  // Documentação da API (issue 31): the API reference, the embedding SDK and the embed playground.
  {
    path: 'develop/docs/*',
    titleKey: 'developerDocs',
    guard: 'login',
    feature: 'developer',
    screen: lazyScreen(() => import('../pages/DeveloperDocsRoute')),
  },
  { path: 'develop/*', titleKey: 'develop', guard: 'login' },
  // Gestão de usuários (issue 31): who has access to the current environment, their roles, invitations.
  {
    path: 'admin/iam/usuarios-adm-usuarios',
    titleKey: 'userManagement',
    guard: 'login',
    feature: 'userManagement',
    screen: lazyScreen(() => import('../pages/IamUsersRoute')),
  },
  // IAM for staff (issue 31): the catalogue of features, roles as feature sets, users and their roles.
  {
    path: 'admin/iam/features',
    titleKey: 'iamFeatures',
    guard: 'login',
    feature: 'iamFeatures',
    screen: lazyScreen(() => import('../pages/IamFeaturesRoute')),
  },
  {
    path: 'admin/iam/roles',
    titleKey: 'iamRoles',
    guard: 'login',
    feature: 'iamRoles',
    screen: lazyScreen(() => import('../pages/IamRolesRoute')),
  },
  {
    path: 'admin/iam/users',
    titleKey: 'iamUsers',
    guard: 'login',
    feature: 'iamUsers',
    screen: lazyScreen(() => import('../pages/IamStaffUsersRoute')),
  },
  // Insights administration (issue 31): groups and what they see; users' effective access and its source.
  {
    path: 'admin/insights/groups',
    titleKey: 'insightsGroups',
    guard: 'login',
    feature: 'insightsAdmin',
    screen: lazyScreen(() => import('../pages/InsightsGroupsRoute')),
  },
  {
    path: 'admin/insights/users',
    titleKey: 'insightsUsers',
    guard: 'login',
    feature: 'insightsAdmin',
    screen: lazyScreen(() => import('../pages/InsightsUsersRoute')),
  },
  // Chaves externas (issue 31): the top bar's key button; the keys protecting the environment's vault.
  {
    path: 'admin/external-key-management',
    titleKey: 'externalKeys',
    guard: 'login',
    feature: 'externalKeys',
    screen: lazyScreen(() => import('../pages/ExternalKeysRoute')),
  },
  // Termos de uso and the commercial event requests (issue 32): staff screens, each behind its feature.
  {
    path: 'admin/usage-terms',
    titleKey: 'adminUsageTerms',
    guard: 'login',
    feature: 'usageTermsAdmin',
    screen: lazyScreen(() => import('../pages/UsageTermsAdminRoute')),
  },
  {
    path: 'admin/commercial-event-requests',
    titleKey: 'adminCommercialEventRequests',
    guard: 'login',
    feature: 'commercialRequests',
    screen: lazyScreen(() => import('../pages/CommercialRequestsRoute')),
  },
  // Contratos and Cadastro TSS (issue 32): every customer's contracts; companies registered for TSS, quotas.
  {
    path: 'admin/contracts',
    titleKey: 'adminContracts',
    guard: 'login',
    feature: 'contractsAdmin',
    screen: lazyScreen(() => import('../pages/AdminContractsRoute')),
  },
  {
    path: 'admin/tss-registration',
    titleKey: 'adminTssRegistration',
    guard: 'login',
    feature: 'tssAdmin',
    screen: lazyScreen(() => import('../pages/TssRegistrationRoute')),
  },
  // Marketplace offers admin (issue 32): create, price, show to chosen customers, publish, withdraw.
  {
    path: 'admin/marketplace',
    titleKey: 'adminMarketplace',
    guard: 'login',
    feature: 'marketplaceAdmin',
    screen: lazyScreen(() => import('../pages/MarketplaceAdminRoute')),
  },
  // Histórico de vendas and Agentes de projeto (issue 32): the sales tree, for staff holding sales_tree.
  {
    path: 'admin/sales-history',
    titleKey: 'salesHistory',
    guard: 'login',
    feature: 'salesTree',
    screen: lazyScreen(() => import('../pages/SalesHistoryRoute')),
  },
  {
    path: 'admin/project-agents',
    titleKey: 'projectAgents',
    guard: 'login',
    feature: 'salesTree',
    screen: lazyScreen(() => import('../pages/ProjectAgentsRoute')),
  },
  { path: 'admin/*', titleKey: 'admin', guard: 'login', menuPathsOnly: true },
  // Perfil (issue 31): the user's own profile, password and sessions; /user/<entry> are the menu's pages.
  {
    path: 'user',
    titleKey: 'user',
    guard: 'login',
    screen: lazyScreen(() => import('../pages/ProfileRoute')),
  },
  // TSS (issue 32): the customer's companies and quota.
  {
    path: 'user/minhas-empresas',
    titleKey: 'tss',
    guard: 'login',
    feature: 'tss',
    screen: lazyScreen(() => import('../pages/TssRoute')),
  },
  { path: 'user/*', titleKey: 'user', guard: 'login' },
  // The administrator's own account is the profile (UserAdminRoute says why).
  {
    path: 'user-admin/*',
    titleKey: 'userAdmin',
    guard: 'login',
    screen: lazyScreen(() => import('../pages/UserAdminRoute')),
  },
  // The audit log (issue 31) needs a session and the security center, unlike its open neighbours (spec §2.1).
  {
    path: 'security-center/audit-log',
    titleKey: 'securityAuditLog',
    guard: 'login',
    feature: 'auditLog',
    screen: lazyScreen(() => import('../pages/AuditLogRoute')),
  },
  // Cofre (issue 31): the environment's secrets, behind the security center as the audit log.
  {
    path: 'security-center/vault',
    titleKey: 'securityVault',
    guard: 'login',
    feature: 'vault',
    screen: lazyScreen(() => import('../pages/VaultRoute')),
  },
  { path: 'security-center/*', titleKey: 'securityCenter', guard: 'none' },
  { path: 'communication', titleKey: 'communication', guard: 'login' },
  // Evento comercial (issue 32): the environment's campaigns and joining one.
  {
    path: 'commercial-event',
    titleKey: 'commercialEvent',
    guard: 'login',
    feature: 'commercialEvents',
    screen: lazyScreen(() => import('../pages/CommercialEventsRoute')),
  },
  { path: 'maintenance-window', titleKey: 'maintenanceWindow', guard: 'login' },
  {
    path: 'ssh-manager-key',
    titleKey: 'sshKeys',
    guard: 'login',
    feature: 'iaasResources',
    screen: lazyScreen(() => import('../pages/SshKeysRoute')),
  },
  { path: 'monitoring-customer', titleKey: 'monitoring', guard: 'login' },
  {
    path: 'notes',
    titleKey: 'notes',
    guard: 'login',
    feature: 'notes',
    screen: lazyScreen(() => import('../pages/NotesRoute')),
  },
  { path: 'migrador', titleKey: 'migrator', guard: 'login' },
  // Minha conta (issue 32): consumption, statements and purchases of the chosen environment, every user.
  {
    path: 'store/*',
    titleKey: 'store',
    guard: 'login',
    screen: lazyScreen(() => import('../pages/StoreRoute')),
  },
  { path: 'files', titleKey: 'files', guard: 'login' },
  {
    path: 'commercial-event-migration',
    titleKey: 'commercialEventMigration',
    guard: 'login',
    feature: 'commercialMigration',
    screen: lazyScreen(() => import('../pages/CommercialMigrationRoute')),
  },
  { path: 'appointment-center', titleKey: 'appointmentCenter', guard: 'login' },
  // Termos de aceite (issue 32): the versions and who accepted which (the shell asks for the current one).
  {
    path: 'views-contract-acceptance',
    titleKey: 'contractAcceptance',
    guard: 'login',
    feature: 'usageTerms',
    screen: lazyScreen(() => import('../pages/UsageTermsRoute')),
  },
  // Customer disaster recovery (spec §2.6, §6): plan-test, activation, deactivation and backup, each page behind
  // its own feature (DisasterRecoveryRoute); the route needs any of them.
  {
    path: 'customer-disaster-recover/*',
    titleKey: 'disasterRecovery',
    guard: 'login',
    feature: 'customerDisasterRecovery',
    screen: lazyScreen(() => import('../pages/DisasterRecoveryRoute')),
  },
  { path: 'product-management/*', titleKey: 'productManagement', guard: 'login' },
  { path: 'onboard', titleKey: 'onboard', guard: 'none' },
  // Marketplace (issue 32): unguarded (spec §2.1): signed out the public catalogue; signed in the
  // environment's offers and buying them. The menu entry follows spec §6's rule (useMarketplaceAllowed).
  {
    path: 'marketplace',
    titleKey: 'marketplace',
    guard: 'none',
    screen: lazyScreen(() => import('../pages/MarketplaceRoute')),
  },
  {
    path: 'user-preferences',
    titleKey: 'userPreferences',
    guard: 'none',
    screen: lazyScreen(() => import('../pages/UserPreferencesRoute')),
  },
  // Marketplace Nuvem (issue 32): Agentes de IA and Meus agentes, behind the enable_marketplace flag.
  {
    path: 'nuvem-marketplace/*',
    titleKey: 'providerMarketplace',
    guard: 'login',
    feature: 'aiAgents',
    screen: lazyScreen(() => import('../pages/NuvemMarketplaceRoute')),
  },
  { path: 'status-page', titleKey: 'statusPage', guard: 'login' },
  { path: 'refresh', titleKey: 'refresh', guard: 'none' },
  {
    path: 'modern/*',
    titleKey: 'modern',
    guard: 'login',
    layoutGuard: true,
    screen: lazyScreen(() => import('../pages/ModernRoute')),
  },
];
