// Every endpoint of the API: a method and a path template, and nothing else, so a client can import the
// paths (through '@nuvem/api-contract/paths') without pulling in the schemas. Each area's module re-exports its own.
import type { Endpoint } from './endpoint';

export const environmentEndpoints = {
  client: { method: 'GET', path: '/api/v1/environments/:cloudId' },
  topologies: { method: 'GET', path: '/api/v1/environments/:cloudId/topologies' },
  contracts: { method: 'GET', path: '/api/v1/environments/:cloudId/contract' },
  disasterRecovery: { method: 'GET', path: '/api/v1/environments/:cloudId/disaster-recovery' },
  updateDisasterRecovery: { method: 'PATCH', path: '/api/v1/environments/:cloudId/disaster-recovery' },
  tss: { method: 'GET', path: '/api/v1/tss/:tCode' },
} as const satisfies Record<string, Endpoint>;

export const favoriteEnvironmentEndpoints = {
  list: { method: 'GET', path: '/api/v1/favorites/environments' },
  save: { method: 'POST', path: '/api/v1/favorites/environments' },
  remove: { method: 'DELETE', path: '/api/v1/favorites/environments/:cloudId' },
} as const satisfies Record<string, Endpoint>;

export const dashboardEndpoints = {
  list: { method: 'GET', path: '/api/v1/dashboards' },
  permissions: { method: 'GET', path: '/api/v1/dashboards/:dashboardId/permissions' },
  embed: { method: 'GET', path: '/api/v1/dashboards/:dashboardId/embed' },
} as const satisfies Record<string, Endpoint>;

export const biEndpoints = {
  workspaces: { method: 'GET', path: '/api/v1/bi/workspaces' },
  items: { method: 'GET', path: '/api/v1/bi/items' },
  itemToken: { method: 'POST', path: '/api/v1/bi/items/:itemId/token' },
  /** The datasets a new report of the workspace may be built on. */
  workspaceDatasets: { method: 'GET', path: '/api/v1/bi/workspaces/:workspaceId/datasets' },
  /** A create token: a new report over the dataset, saved into the workspace (createReport). */
  createToken: { method: 'POST', path: '/api/v1/bi/workspaces/:workspaceId/datasets/:datasetId/token' },
  /** A quick create token: a dataset from the host's data, owned by one environment, and a report over it. */
  quickCreateToken: { method: 'POST', path: '/api/v1/bi/workspaces/:workspaceId/quick-create/token' },
  /** Public: the keys that verify embed tokens. */
  jwks: { method: 'GET', path: '/api/v1/bi/jwks.json' },
} as const satisfies Record<string, Endpoint>;

/**
 * The analytics content behind embed URLs, for the frame (apps/analytics). Every call but embedOrigins carries
 * `Authorization: EmbedToken <token>`: a token from dashboardEndpoints.embed or biEndpoints.itemToken.
 */
export const analyticsEndpoints = {
  /** Public: the host origins that may embed analytics content (the frame talks to no other parent). */
  embedOrigins: { method: 'GET', path: '/api/v1/analytics/embed-origins' },
  report: { method: 'GET', path: '/api/v1/analytics/reports/:reportId' },
  saveReport: { method: 'PUT', path: '/api/v1/analytics/reports/:reportId' },
  saveReportAs: { method: 'POST', path: '/api/v1/analytics/reports/:reportId/copies' },
  userState: { method: 'GET', path: '/api/v1/analytics/reports/:reportId/user-state' },
  saveUserState: { method: 'PUT', path: '/api/v1/analytics/reports/:reportId/user-state' },
  deleteUserState: { method: 'DELETE', path: '/api/v1/analytics/reports/:reportId/user-state' },
  dashboard: { method: 'GET', path: '/api/v1/analytics/dashboards/:dashboardId' },
  /** A paginated (RDL) report's definition and dataset. */
  paginatedReport: { method: 'GET', path: '/api/v1/analytics/paginated-reports/:reportId' },
  /** A dataset the token's item queries: its tables, fields and captions (Q&A reads questions against it). */
  dataset: { method: 'GET', path: '/api/v1/analytics/datasets/:datasetId' },
  query: { method: 'POST', path: '/api/v1/analytics/query' },
  /** Saves a report authored over a dataset (a create token's) as a new report of the token's workspace. */
  createReport: { method: 'POST', path: '/api/v1/analytics/datasets/:datasetId/reports' },
  /** Quick create: the host's dataset create config becomes a table of the token's environment. */
  createQuickDataset: { method: 'POST', path: '/api/v1/analytics/quick-datasets' },
} as const satisfies Record<string, Endpoint>;

export const messageEndpoints = {
  communications: { method: 'GET', path: '/api/v1/environments/:cloudId/communications' },
  alerts: { method: 'GET', path: '/api/v1/alerts' },
  mails: { method: 'GET', path: '/api/v1/mails' },
  updateMail: { method: 'PATCH', path: '/api/v1/mails/:id' },
  markAllMailsRead: { method: 'POST', path: '/api/v1/mails/read' },
  notes: { method: 'GET', path: '/api/v1/environments/:cloudId/notes' },
  notesCount: { method: 'GET', path: '/api/v1/environments/:cloudId/notes/count' },
  surveys: { method: 'GET', path: '/api/v1/surveys' },
  migrationNotices: { method: 'GET', path: '/api/v1/environments/:cloudId/migration-notices' },
} as const satisfies Record<string, Endpoint>;

export const pipelineEndpoints = {
  ofEnvironment: { method: 'GET', path: '/api/v1/environments/:cloudId/pipelines' },
  all: { method: 'GET', path: '/api/v1/pipelines' },
} as const satisfies Record<string, Endpoint>;

export const preferenceEndpoints = {
  get: { method: 'GET', path: '/api/v1/preferences/:namespace' },
  put: { method: 'PUT', path: '/api/v1/preferences/:namespace' },
  /** Stars one dashboard: one atomic change on the server, so two tabs starring at once lose neither. */
  addFavoriteInsight: { method: 'PUT', path: '/api/v1/preferences/FavoriteInsights/items/:dashboardId' },
  removeFavoriteInsight: {
    method: 'DELETE',
    path: '/api/v1/preferences/FavoriteInsights/items/:dashboardId',
  },
  /**
   * "Opened now": moves a dashboard or BI item to the front of the user's recent insights (adding it when
   * absent) and keeps the most recent maxRecentInsights, in one atomic change, so two tabs opening at once lose
   * neither.
   */
  touchRecentInsight: { method: 'PUT', path: '/api/v1/preferences/RecentInsights/items/:itemId' },
} as const satisfies Record<string, Endpoint>;

export const searchEndpoints = {
  topologies: { method: 'GET', path: '/api/v1/search/topologies' },
} as const satisfies Record<string, Endpoint>;

export const sessionEndpoints = {
  signIn: { method: 'POST', path: '/api/v1/session' },
  refresh: { method: 'POST', path: '/api/v1/session/refresh' },
  signOut: { method: 'DELETE', path: '/api/v1/session' },
} as const satisfies Record<string, Endpoint>;

export const ssoEndpoints = {
  status: { method: 'GET', path: '/api/v1/session/sso' },
  authorize: { method: 'GET', path: '/api/v1/session/sso/authorize' },
  callback: { method: 'GET', path: '/api/v1/session/sso/callback' },
  exchange: { method: 'POST', path: '/api/v1/session/sso/exchange' },
} as const satisfies Record<string, Endpoint>;

export const streamEndpoints = {
  /** text/event-stream; authorised by `?user=…&hash=…` from /me (stream_hash) or from the ticket. */
  subscribe: { method: 'GET', path: '/api/v1/streams/:channel' },
  /** The hash (and ready-made path) for a channel the signed-in user may subscribe to. */
  ticket: { method: 'GET', path: '/api/v1/streams/:channel/ticket' },
  /** 'Post fake alarm stream' (a test call): a monitor alert on the caller's own stream. */
  fakeAlarm: { method: 'POST', path: '/api/v1/streams/fake-alarm' },
} as const satisfies Record<string, Endpoint>;

export const userEndpoints = {
  me: { method: 'GET', path: '/api/v1/me' },
} as const satisfies Record<string, Endpoint>;

/** Impersonate users (spec §2.7): staff with impersonate_users; the sign-in then answers as the user, read-only. */
export const impersonationEndpoints = {
  candidates: { method: 'GET', path: '/api/v1/impersonation/users' },
  start: { method: 'POST', path: '/api/v1/impersonation' },
  stop: { method: 'DELETE', path: '/api/v1/impersonation' },
} as const satisfies Record<string, Endpoint>;

/** Support assist tokens (spec §1, §2.7): generated by a user for an environment, verified by support staff. */
export const assistTokenEndpoints = {
  generate: { method: 'POST', path: '/api/v1/environments/:cloudId/assist-token' },
  verify: { method: 'POST', path: '/api/v1/support/assist-tokens/verify' },
} as const satisfies Record<string, Endpoint>;
/** Support tickets of an environment (spec §1, §2.6 "customer support (/tickets)"). */
export const ticketEndpoints = {
  list: { method: 'GET', path: '/api/v1/environments/:cloudId/tickets' },
  get: { method: 'GET', path: '/api/v1/environments/:cloudId/tickets/:ticketNumber' },
  /** Opens a ticket (IaaS › Ajuda); the environment is in the body. Idempotency-Key required. */
  create: { method: 'POST', path: '/api/v1/tickets' },
} as const satisfies Record<string, Endpoint>;

/** IaaS resources of an environment (spec §2.6 IaaS › resources; hidden while iaas_cancelling, §6). */
export const iaasEndpoints = {
  resources: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/resources' },
} as const satisfies Record<string, Endpoint>;

/** The IaaS account at a glance: counts, monthly cost, the getting-started checklist (needs menu_iaas). */
export const iaasOverviewEndpoints = {
  overview: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/overview' },
} as const satisfies Record<string, Endpoint>;

/**
 * IaaS › Informações (spec §6): the contract, billing data and this month's consumption (needs menu_iaas and the
 * iaas_information_access flag), and the downloadable documents (also iaas_information_documents).
 */
export const iaasInformationEndpoints = {
  information: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/information' },
  documents: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/documents' },
  document: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/documents/:documentId' },
} as const satisfies Record<string, Endpoint>;

/** One IaaS virtual machine: its parts, attachments, monthly price and daily use (needs menu_iaas). */
export const iaasMachineEndpoints = {
  machine: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/virtual-machines/:resourceId' },
} as const satisfies Record<string, Endpoint>;

/**
 * The IaaS price list (by region: sizes, disks, networks, public IPs; images) and an environment's budgets
 * (issue 30, IaaS › Calculadora; spec §4's shared-budget link opens one by budget_id). Needs menu_iaas.
 */
export const iaasPricingEndpoints = {
  priceList: { method: 'GET', path: '/api/v1/iaas/price-list' },
  budgets: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/budgets' },
  createBudget: { method: 'POST', path: '/api/v1/environments/:cloudId/iaas/budgets' },
  budget: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/budgets/:budgetId' },
  updateBudget: { method: 'PUT', path: '/api/v1/environments/:cloudId/iaas/budgets/:budgetId' },
  deleteBudget: { method: 'DELETE', path: '/api/v1/environments/:cloudId/iaas/budgets/:budgetId' },
} as const satisfies Record<string, Endpoint>;

/**
 * IaaS › Configuração: an environment's networks with their subnets, made and deleted as operations (202, an
 * Idempotency-Key required, a delete confirmed by the typed name), and its IaaS settings (enabled regions, defaults of a new resource). Needs menu_iaas.
 */
export const iaasSetupEndpoints = {
  networks: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/networks' },
  createNetwork: { method: 'POST', path: '/api/v1/environments/:cloudId/iaas/networks' },
  deleteNetwork: { method: 'DELETE', path: '/api/v1/environments/:cloudId/iaas/networks/:networkId' },
  createSubnet: { method: 'POST', path: '/api/v1/environments/:cloudId/iaas/networks/:networkId/subnets' },
  deleteSubnet: {
    method: 'DELETE',
    path: '/api/v1/environments/:cloudId/iaas/networks/:networkId/subnets/:subnetId',
  },
  settings: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/settings' },
  updateSettings: { method: 'PUT', path: '/api/v1/environments/:cloudId/iaas/settings' },
} as const satisfies Record<string, Endpoint>;

/**
 * Operations (issue 30): an action on a resource answers 202 with an operation that runs as a durable job;
 * its state is read here and pushed on the user's stream (event `operation`). The list is pipelineEndpoints.
 */
export const operationEndpoints = {
  vmAction: {
    method: 'POST',
    path: '/api/v1/environments/:cloudId/iaas/virtual-machines/:resourceId/actions',
  },
  get: { method: 'GET', path: '/api/v1/environments/:cloudId/operations/:operationId' },
} as const satisfies Record<string, Endpoint>;

/**
 * IaaS › Gerenciador: an environment's quotas (limits and what is used), the SSH keys and imported images a
 * machine may be created with, creating a machine (from the catalogue or an imported image) and removing a free
 * volume or public IP, each as an operation (202). Needs menu_iaas.
 */
export const iaasManagerEndpoints = {
  quotas: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/quotas' },
  sshKeys: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/ssh-keys' },
  importedImages: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/imported-images' },
  createMachine: { method: 'POST', path: '/api/v1/environments/:cloudId/iaas/virtual-machines' },
  importMachine: { method: 'POST', path: '/api/v1/environments/:cloudId/iaas/virtual-machines/import' },
  removeResource: { method: 'POST', path: '/api/v1/environments/:cloudId/iaas/resources/:resourceId/remove' },
} as const satisfies Record<string, Endpoint>;

/**
 * Chaves SSH (issue 31): an environment's public key added by pasting it (201) and deleted (204), each under a
 * required Idempotency-Key; the list is iaasManagerEndpoints.sshKeys. Needs menu_iaas.
 */
export const iaasSshKeyEndpoints = {
  create: { method: 'POST', path: '/api/v1/environments/:cloudId/iaas/ssh-keys' },
  delete: { method: 'DELETE', path: '/api/v1/environments/:cloudId/iaas/ssh-keys/:sshKeyId' },
} as const satisfies Record<string, Endpoint>;

/** An environment's append-only audit log, newest first, by keyset cursor. */
export const auditEndpoints = {
  ofEnvironment: { method: 'GET', path: '/api/v1/environments/:cloudId/audit' },
} as const satisfies Record<string, Endpoint>;

/**
 * The audit log screen (security center, feature security_center): every entry the user may see, server-paged
 * and filtered, what the filters offer, and the same entries as CSV.
 */
export const auditLogEndpoints = {
  list: { method: 'GET', path: '/api/v1/audit' },
  options: { method: 'GET', path: '/api/v1/audit/options' },
  exportCsv: { method: 'GET', path: '/api/v1/audit/export.csv' },
} as const satisfies Record<string, Endpoint>;

/**
 * Customer disaster recovery (spec §2.6, §6): the plan (pairs, state, history), failover and restoration. Reading
 * needs any of dr_plan_test, dr_activation, dr_restoration; activating dr_activation; restoring dr_restoration.
 */
export const disasterRecoveryEndpoints = {
  plan: { method: 'GET', path: '/api/v1/environments/:cloudId/disaster-recovery/plan' },
  activate: { method: 'POST', path: '/api/v1/environments/:cloudId/disaster-recovery/activation' },
  restore: { method: 'POST', path: '/api/v1/environments/:cloudId/disaster-recovery/restoration' },
} as const satisfies Record<string, Endpoint>;

/** An environment's backups and their downloads (spec §2.6 "backup", §6 backup_download). */
export const backupEndpoints = {
  list: { method: 'GET', path: '/api/v1/environments/:cloudId/backups' },
  download: { method: 'POST', path: '/api/v1/environments/:cloudId/backups/:backupId/download' },
  /** Public: the signed link a download answers; the token is the credential, and expires. */
  file: { method: 'GET', path: '/api/v1/backup-files/:token' },
} as const satisfies Record<string, Endpoint>;

/**
 * The /backups page (issue 30): the environment's topology backups and VM snapshots in one list, and restoring
 * either as an operation (202). Topology backups need backup_download to be listed and dr_restoration to be
 * restored; snapshots are IaaS resources (menu_iaas, refused while the IaaS account is cancelling).
 */
export const backupCatalogEndpoints = {
  list: { method: 'GET', path: '/api/v1/environments/:cloudId/backup-catalog' },
  restoreBackup: { method: 'POST', path: '/api/v1/environments/:cloudId/backups/:backupId/restore' },
  snapshots: { method: 'GET', path: '/api/v1/environments/:cloudId/iaas/snapshots' },
  restoreSnapshot: {
    method: 'POST',
    path: '/api/v1/environments/:cloudId/iaas/snapshots/:snapshotId/restore',
  },
} as const satisfies Record<string, Endpoint>;

/** The provider's support channels, for the contact page (/contact). */
export const supportEndpoints = {
  channels: { method: 'GET', path: '/api/v1/support/channels' },
} as const satisfies Record<string, Endpoint>;

/**
 * The API's OpenAPI 3.0 document, generated from the route schemas (apps/api/src/plugins/docs.ts; also at
 * /api/docs/json beside the Swagger UI). Public, in every environment: it describes the routes, not anyone's data;
 * the developer studio renders it (/develop/docs).
 */
export const docsEndpoints = {
  openApi: { method: 'GET', path: '/api/v1/openapi.json' },
} as const satisfies Record<string, Endpoint>;

export const healthEndpoints = {
  health: { method: 'GET', path: '/api/v1/health' },
} as const satisfies Record<string, Endpoint>;

/**
 * Access (issue 31): the catalogue of features and flags (list_features), roles as sets of them (read with iam
 * or list_roles, written with list_roles), who holds which roles on an environment (its administrators, iam on
 * it, or staff with list_user_roles), and staff's users with their roles (list_user_roles).
 */
/** Developer studio (issue 31): the user's projects and their API tokens. Needs developer; not for tokens. */
export const developerEndpoints = {
  projects: { method: 'GET', path: '/api/v1/develop/projects' },
  createProject: { method: 'POST', path: '/api/v1/develop/projects' },
  project: { method: 'GET', path: '/api/v1/develop/projects/:projectId' },
  updateProject: { method: 'PUT', path: '/api/v1/develop/projects/:projectId' },
  deleteProject: { method: 'DELETE', path: '/api/v1/develop/projects/:projectId' },
  tokens: { method: 'GET', path: '/api/v1/develop/projects/:projectId/tokens' },
  createToken: { method: 'POST', path: '/api/v1/develop/projects/:projectId/tokens' },
  revokeToken: { method: 'DELETE', path: '/api/v1/develop/projects/:projectId/tokens/:tokenId' },
  /** Called with an API token: the token itself (its name, scopes, expiry) and whose it is. */
  currentToken: { method: 'GET', path: '/api/v1/token' },
} as const satisfies Record<string, Endpoint>;

export const iamEndpoints = {
  features: { method: 'GET', path: '/api/v1/iam/features' },
  roles: { method: 'GET', path: '/api/v1/iam/roles' },
  createRole: { method: 'POST', path: '/api/v1/iam/roles' },
  updateRole: { method: 'PATCH', path: '/api/v1/iam/roles/:roleId' },
  deleteRole: { method: 'DELETE', path: '/api/v1/iam/roles/:roleId' },
  environmentUsers: { method: 'GET', path: '/api/v1/iam/environments/:cloudId/users' },
  setEnvironmentUserRoles: { method: 'PUT', path: '/api/v1/iam/environments/:cloudId/users/:userId/roles' },
  removeEnvironmentUser: { method: 'DELETE', path: '/api/v1/iam/environments/:cloudId/users/:userId' },
  inviteEnvironmentUser: { method: 'POST', path: '/api/v1/iam/environments/:cloudId/invitations' },
  resendInvitation: {
    method: 'POST',
    path: '/api/v1/iam/environments/:cloudId/users/:userId/invitation',
  },
  users: { method: 'GET', path: '/api/v1/iam/users' },
  setUserRoles: { method: 'PUT', path: '/api/v1/iam/users/:userId/roles' },
} as const satisfies Record<string, Endpoint>;

/**
 * Insights administration (issue 31, insights_admin on every route): groups of users, what each group sees
 * (dashboards as administrator or read-only, BI workspaces to view or edit), and each user's effective access
 * (direct ∪ groups) with its source; a user's direct grants. Writes take an Idempotency-Key.
 */
export const insightsAdminEndpoints = {
  catalogue: { method: 'GET', path: '/api/v1/insights-admin/catalogue' },
  groups: { method: 'GET', path: '/api/v1/insights-admin/groups' },
  createGroup: { method: 'POST', path: '/api/v1/insights-admin/groups' },
  updateGroup: { method: 'PATCH', path: '/api/v1/insights-admin/groups/:groupId' },
  deleteGroup: { method: 'DELETE', path: '/api/v1/insights-admin/groups/:groupId' },
  setGroupMembers: { method: 'PUT', path: '/api/v1/insights-admin/groups/:groupId/members' },
  setGroupGrants: { method: 'PUT', path: '/api/v1/insights-admin/groups/:groupId/grants' },
  users: { method: 'GET', path: '/api/v1/insights-admin/users' },
  setUserDashboard: {
    method: 'PUT',
    path: '/api/v1/insights-admin/users/:userId/dashboards/:dashboardId',
  },
  setUserWorkspace: {
    method: 'PUT',
    path: '/api/v1/insights-admin/users/:userId/workspaces/:workspaceId',
  },
} as const satisfies Record<string, Endpoint>;

/**
 * Password recovery (portal spec §5.5) and the one-time links mail carries (password reset, invitation). Public:
 * the token in the body is the credential. Asking answers the same whether the e-mail is known or not.
 */
export const accountLinkEndpoints = {
  requestPasswordReset: { method: 'POST', path: '/api/v1/password-recovery' },
  /** Sets the password with the token of a reset or invitation link, once. */
  setPassword: { method: 'POST', path: '/api/v1/password-recovery/password' },
} as const satisfies Record<string, Endpoint>;

/** Perfil (/user): the signed-in user's own profile, password and sign-ins. */
export const profileEndpoints = {
  get: { method: 'GET', path: '/api/v1/profile' },
  update: { method: 'PATCH', path: '/api/v1/profile' },
  changePassword: { method: 'PUT', path: '/api/v1/profile/password' },
  signIns: { method: 'GET', path: '/api/v1/profile/sign-ins' },
  endSignIn: { method: 'DELETE', path: '/api/v1/profile/sign-ins/:signInId' },
  /** Ends every sign-in of the user but the one making the request. */
  endOtherSignIns: { method: 'DELETE', path: '/api/v1/profile/sign-ins' },
} as const satisfies Record<string, Endpoint>;

/**
 * Cofre (/security-center/vault, issue 31): an environment's secrets, listed without their values, each value
 * revealed only on request (audited). Writes need the Idempotency-Key header. Needs security_center.
 */
export const vaultSecretEndpoints = {
  list: { method: 'GET', path: '/api/v1/environments/:cloudId/vault/secrets' },
  create: { method: 'POST', path: '/api/v1/environments/:cloudId/vault/secrets' },
  addVersion: { method: 'POST', path: '/api/v1/environments/:cloudId/vault/secrets/:secretId/versions' },
  reveal: { method: 'POST', path: '/api/v1/environments/:cloudId/vault/secrets/:secretId/reveal' },
  delete: { method: 'DELETE', path: '/api/v1/environments/:cloudId/vault/secrets/:secretId' },
} as const satisfies Record<string, Endpoint>;

/**
 * Chaves externas (/admin/external-key-management, issue 31): the customer-managed keys that protect an
 * environment's vault. Activating and rotating answer 202 with an operation (every data key re-wrapped).
 */
export const vaultKeyEndpoints = {
  list: { method: 'GET', path: '/api/v1/environments/:cloudId/vault/keys' },
  register: { method: 'POST', path: '/api/v1/environments/:cloudId/vault/keys' },
  activate: { method: 'POST', path: '/api/v1/environments/:cloudId/vault/keys/:keyId/activate' },
  rotate: { method: 'POST', path: '/api/v1/environments/:cloudId/vault/keys/:keyId/rotate' },
  disable: { method: 'POST', path: '/api/v1/environments/:cloudId/vault/keys/:keyId/disable' },
  enable: { method: 'POST', path: '/api/v1/environments/:cloudId/vault/keys/:keyId/enable' },
} as const satisfies Record<string, Endpoint>;

/**
 * Termos de aceite (/views-contract-acceptance, issue 32): the current version the user must accept, accepting
 * it (Idempotency-Key), and an environment's versions with who accepted which. Needs a session.
 */
export const usageTermEndpoints = {
  current: { method: 'GET', path: '/api/v1/usage-terms/current' },
  accept: { method: 'POST', path: '/api/v1/usage-terms/:versionId/accept' },
  ofEnvironment: { method: 'GET', path: '/api/v1/environments/:cloudId/usage-terms' },
} as const satisfies Record<string, Endpoint>;

/** Administração › Termos de uso (/admin/usage-terms, issue 32): drafts and versions. Needs service_agreement_list. */
export const usageTermAdminEndpoints = {
  list: { method: 'GET', path: '/api/v1/admin/usage-terms' },
  create: { method: 'POST', path: '/api/v1/admin/usage-terms' },
  update: { method: 'PUT', path: '/api/v1/admin/usage-terms/:versionId' },
  publish: { method: 'POST', path: '/api/v1/admin/usage-terms/:versionId/publish' },
} as const satisfies Record<string, Endpoint>;

/**
 * Evento comercial and its migration (issue 32): an environment's events (commercial_event), joining one, its
 * proposals and moving one into an event (proposal_migration or customer_migration). Writes need Idempotency-Key.
 */
export const commercialEventEndpoints = {
  list: { method: 'GET', path: '/api/v1/environments/:cloudId/commercial-events' },
  get: { method: 'GET', path: '/api/v1/environments/:cloudId/commercial-events/:eventId' },
  join: { method: 'POST', path: '/api/v1/environments/:cloudId/commercial-events/:eventId/join' },
  proposals: { method: 'GET', path: '/api/v1/environments/:cloudId/commercial-proposals' },
  migrate: {
    method: 'POST',
    path: '/api/v1/environments/:cloudId/commercial-proposals/:proposalId/migration',
  },
} as const satisfies Record<string, Endpoint>;

/** Administração › Solicitações de evento comercial (issue 32): requests, approved or refused with a reason. */
export const commercialEventAdminEndpoints = {
  requests: { method: 'GET', path: '/api/v1/admin/commercial-event-requests' },
  decide: { method: 'POST', path: '/api/v1/admin/commercial-event-requests/:requestId/decision' },
} as const satisfies Record<string, Endpoint>;

/**
 * TSS (issue 32): a customer's companies and their quota (GET /tss/:tCode above answers them), and an order
 * of more quota, recorded as a purchase. Staff with tss_admin register companies and set their quotas.
 */
export const tssEndpoints = {
  requestQuota: { method: 'POST', path: '/api/v1/tss/:tCode/quota-requests' },
  adminCompanies: { method: 'GET', path: '/api/v1/admin/tss/companies' },
  adminRegister: { method: 'POST', path: '/api/v1/admin/tss/companies' },
  adminSetQuota: { method: 'PUT', path: '/api/v1/admin/tss/companies/:companyId/quota' },
} as const satisfies Record<string, Endpoint>;

/** Administração › Contratos (issue 32, adm_show_contract): every customer's contracts; a status change. */
export const contractAdminEndpoints = {
  list: { method: 'GET', path: '/api/v1/admin/contracts' },
  setStatus: { method: 'POST', path: '/api/v1/admin/contracts/:contractKind/:contractNumber/status' },
} as const satisfies Record<string, Endpoint>;

/**
 * Marketplace (/marketplace, issue 32): the published offers, public (the catalogue, without signing in) or for
 * an environment (those shown to its customer, under the spec §6 rule), and an order: a plan bought for the
 * environment, answered 202 with the operation marketplace.provision that provisions it.
 */
export const marketplaceEndpoints = {
  catalogue: { method: 'GET', path: '/api/v1/marketplace/catalogue' },
  offers: { method: 'GET', path: '/api/v1/environments/:cloudId/marketplace/offers' },
  order: { method: 'POST', path: '/api/v1/environments/:cloudId/marketplace/orders' },
} as const satisfies Record<string, Endpoint>;

/** Marketplace offers admin (/admin/marketplace, marketplace_adm_offers): create, price, show, publish, withdraw. */
export const marketplaceAdminEndpoints = {
  list: { method: 'GET', path: '/api/v1/admin/marketplace/offers' },
  create: { method: 'POST', path: '/api/v1/admin/marketplace/offers' },
  update: { method: 'PUT', path: '/api/v1/admin/marketplace/offers/:offerId' },
  publish: { method: 'POST', path: '/api/v1/admin/marketplace/offers/:offerId/publish' },
  withdraw: { method: 'POST', path: '/api/v1/admin/marketplace/offers/:offerId/withdraw' },
} as const satisfies Record<string, Endpoint>;

/**
 * Marketplace Nuvem (issue 32): the AI agents on offer (enable_marketplace), an environment's hired agents,
 * hiring one (a monthly purchase), its settings and its deactivation.
 */
export const aiAgentEndpoints = {
  catalogue: { method: 'GET', path: '/api/v1/ai-agents' },
  hired: { method: 'GET', path: '/api/v1/environments/:cloudId/ai-agents' },
  hire: { method: 'POST', path: '/api/v1/environments/:cloudId/ai-agents' },
  settings: { method: 'PUT', path: '/api/v1/environments/:cloudId/ai-agents/:hireId/settings' },
  deactivate: { method: 'POST', path: '/api/v1/environments/:cloudId/ai-agents/:hireId/deactivate' },
} as const satisfies Record<string, Endpoint>;

/** The sales tree (issue 32, staff with sales_tree): every purchase across customers, and project agents. */
export const salesEndpoints = {
  history: { method: 'GET', path: '/api/v1/sales/history' },
  projectAgents: { method: 'GET', path: '/api/v1/sales/project-agents' },
  assign: { method: 'PUT', path: '/api/v1/sales/project-agents/:agentId/customers/:tCode' },
  unassign: { method: 'DELETE', path: '/api/v1/sales/project-agents/:agentId/customers/:tCode' },
} as const satisfies Record<string, Endpoint>;

/**
 * Minha conta (/store/…, issue 32; every signed-in user, for an environment they may see): the month-by-month
 * consumption with this month's forecast, the statements of closed months (frozen when issued) and their files.
 */
export const storeEndpoints = {
  consumption: { method: 'GET', path: '/api/v1/environments/:cloudId/store/consumption' },
  statements: { method: 'GET', path: '/api/v1/environments/:cloudId/store/statements' },
  statement: { method: 'GET', path: '/api/v1/environments/:cloudId/store/statements/:period' },
  statementPdf: { method: 'GET', path: '/api/v1/environments/:cloudId/store/statements/:period/pdf' },
  statementCsv: { method: 'GET', path: '/api/v1/environments/:cloudId/store/statements/:period/csv' },
} as const satisfies Record<string, Endpoint>;

/**
 * Compras (/store/compras): an environment's purchases, whatever sold them, and cancelling one while its
 * cancellable_until is ahead (Idempotency-Key required). Ordering is each seller's (the marketplace's).
 */
export const storePurchaseEndpoints = {
  list: { method: 'GET', path: '/api/v1/environments/:cloudId/purchases' },
  cancel: { method: 'POST', path: '/api/v1/purchases/:purchaseId/cancel' },
} as const satisfies Record<string, Endpoint>;
