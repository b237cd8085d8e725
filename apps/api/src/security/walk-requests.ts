// Expands every operation of the OpenAPI document into concrete requests for one user: each path
// parameter takes every candidate value of its kind (every environment, every t_code, every dashboard…), and
// each request says which tenant-owned things it targets, so the walk knows whether it must be refused.
import { randomUUID } from 'node:crypto';
import { datasetCatalog } from '../domains/analytics/datasets/dataset-catalog';
import { expandEmbedded, type WalkToken } from './walk-embedded';
import type { World, WalkUser } from './walk-world';

export interface Operation {
  method: string;
  /** OpenAPI form: /api/v1/environments/{cloudId}. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; required: boolean }[];
  authenticated: boolean;
  /** Authorised by an embed token (the analytics routes) rather than the user's session. */
  embedded: boolean;
}

export interface WalkRequest {
  method: string;
  url: string;
  body?: unknown;
  /** Whether this user may be answered with a 2xx: false when it targets something not theirs. */
  allowed: boolean;
  /** Headers instead of the user's session (an embed token). */
  headers?: Record<string, string>;
  /** Headers sent with the user's session (an Idempotency-Key). */
  extraHeaders?: Record<string, string>;
  /** For a query batch: which of its queries may answer rows (the others must fail). */
  entriesAllowed?: boolean[];
}

/** Operations the walk does not expand, and why. Anything else must be expandable or the walk fails. */
export const notWalked: Record<string, string> = {
  'POST /api/v1/session': 'sign-in: no tenant data; session-routes.test.ts',
  'POST /api/v1/session/refresh': 'takes a refresh token, not a tenant; session-routes.test.ts',
  'DELETE /api/v1/session': "would end the walker's own session; session-routes.test.ts",
  'GET /api/v1/streams/{channel}': 'a long-lived stream, walked by its own test below',
  'GET /api/v1/openapi.json':
    'the public API reference, nobody\'s data (its descriptions quote examples such as "ACM1"); app.test.ts',
};

interface Choice {
  value: string;
  /** Whether the user may touch what this value names. */
  allowed(user: WalkUser): boolean;
}

const anyone = () => true;

function pathChoices(world: World, op: Operation, name: string): Choice[] {
  const envs = world.environments;
  const visible = (cloudId: string) => (user: WalkUser) => user.visible.has(cloudId);
  const member = (set: Set<string> | undefined) => (user: WalkUser) => set?.has(user.id) ?? false;
  switch (name) {
    case 'cloudId':
      return [
        ...envs.map((env) => ({ value: env.cloud_id, allowed: visible(env.cloud_id) })),
        { value: 'ZZZ404', allowed: () => false },
      ];
    case 'tCode':
      return envs.map((env) => ({ value: env.t_code, allowed: visible(env.cloud_id) }));
    case 'dashboardId':
      // A favorite is the user's own string (spec §3: a list of ids in their preferences): starring an id
      // grants nothing, GET /dashboards/:id still answers 404. So it is walked with an id of its own.
      if (op.path.includes('/preferences/')) return [{ value: 'walk-favorite', allowed: anyone }];
      return [...world.dashboardGrantees].map(([id, users]) => ({ value: id, allowed: member(users) }));
    case 'itemId':
      // Likewise a recent insight: opening an id records the user's own string and grants nothing.
      if (op.path.includes('/preferences/')) return [{ value: 'walk-recent', allowed: anyone }];
      return [...world.itemMembers].map(([id, users]) => ({ value: id, allowed: member(users) }));
    case 'workspaceId':
      // Creating reports (their datasets, a create token) needs edit access: view members are refused too.
      return [...world.workspaceEditors].map(([id, users]) => ({ value: id, allowed: member(users) }));
    case 'datasetId':
      // Every dataset with every workspace; belongTogether keeps only a workspace's own datasets allowed.
      return [...datasetCatalog.map(({ id }) => id), 'walk-no-dataset'].map((id) => ({
        value: id,
        allowed: anyone,
      }));
    case 'id':
      return [...world.mailOwner].map(([id, owner]) => ({ value: id, allowed: (u) => u.id === owner }));
    case 'channel':
      return [
        ...world.users.map((owner) => ({
          value: owner.streamChannel,
          allowed: (u: WalkUser) => u === owner,
        })),
        ...envs.map((env) => ({ value: `${env.cloud_id}-generic-message`, allowed: visible(env.cloud_id) })),
      ];
    case 'ticketNumber': {
      // One ticket of each environment that has any (every pairing with every cloudId is walked), and a
      // number no environment has.
      const firstOfEach = new Map<string, number>();
      for (const ticket of world.tickets)
        if (!firstOfEach.has(ticket.cloudId)) firstOfEach.set(ticket.cloudId, ticket.number);
      return [
        ...[...firstOfEach].map(([cloudId, number]) => ({
          value: String(number),
          allowed: visible(cloudId),
        })),
        { value: '999999', allowed: () => false },
      ];
    }
    case 'namespace':
      return [{ value: 'NotANamespace', allowed: anyone }];
    case 'backupId': {
      // One completed backup of each environment (every pairing with every cloudId is walked; a failed one
      // answers 404 anyway), and a name no environment has.
      const firstOfEach = new Map<string, string>();
      for (const backup of world.backups)
        if (!firstOfEach.has(backup.cloudId)) firstOfEach.set(backup.cloudId, backup.backupId);
      return [
        ...[...firstOfEach].map(([cloudId, backupId]) => ({ value: backupId, allowed: visible(cloudId) })),
        { value: 'bkp-zzz-999', allowed: () => false },
      ];
    }
    case 'resourceId': {
      // The first machine of each environment (every pairing with every cloudId is walked; belongTogether keeps
      // its own), and a name no environment has.
      const firstOfEach = new Map<string, string>();
      for (const resource of world.iaasResources)
        if (resource.resourceId.startsWith('vm-') && !firstOfEach.has(resource.cloudId))
          firstOfEach.set(resource.cloudId, resource.resourceId);
      return [
        ...[...firstOfEach].map(([cloudId, resourceId]) => ({
          value: resourceId,
          allowed: visible(cloudId),
        })),
        { value: 'vm-zzz-99', allowed: () => false },
      ];
    }
    case 'networkId': {
      // The first network of each environment and an unknown one; with a subnet, only the sample subnets'
      // networks (every subnet with every network of every environment would be too many requests).
      const withSubnet = op.pathParams.includes('subnetId');
      const firstOfEach = new Map<string, string>();
      for (const resource of world.iaasResources)
        if (resource.resourceId.startsWith('net-') && !firstOfEach.has(resource.cloudId))
          firstOfEach.set(resource.cloudId, resource.resourceId);
      const networks = withSubnet
        ? sampleSubnets(world).map((s) => [s.cloudId, s.networkId] as const)
        : [...firstOfEach];
      return [
        ...networks.map(([cloudId, networkId]) => ({ value: networkId, allowed: visible(cloudId) })),
        { value: 'net-zzz-99', allowed: () => false },
      ];
    }
    case 'subnetId':
      return [
        ...sampleSubnets(world).map((s) => ({ value: s.subnetId, allowed: visible(s.cloudId) })),
        { value: 'sub-zzz-99-01', allowed: () => false },
      ];
    case 'snapshotId': {
      // One snapshot of each environment that has any, and a name no environment has.
      const firstOfEach = new Map<string, string>();
      for (const snapshot of world.snapshots)
        if (!firstOfEach.has(snapshot.cloudId)) firstOfEach.set(snapshot.cloudId, snapshot.snapshotId);
      return [
        ...[...firstOfEach].map(([cloudId, id]) => ({ value: id, allowed: visible(cloudId) })),
        { value: 'snap-zzz-999', allowed: () => false },
      ];
    }
    case 'budgetId':
      // Every budget (each is walked with every cloudId; belongTogether keeps its own), and an unknown id.
      return [
        ...world.budgets.map((b) => ({ value: b.budgetId, allowed: visible(b.cloudId) })),
        { value: '00000000-0000-4000-8000-000000000000', allowed: () => false },
      ];
    case 'sshKeyId':
      // The first key of each environment (each is walked with every cloudId; belongTogether keeps its own),
      // and an unknown id.
      return [
        ...world.sshKeys.map((k) => ({ value: k.sshKeyId, allowed: visible(k.cloudId) })),
        { value: '00000000-0000-4000-8000-000000000031', allowed: () => false },
      ];
    case 'proposalId':
      // Commercial proposals: every one (each walked with every cloudId; belongTogether keeps its own), and an
      // unknown id.
      return [
        ...world.proposals.map((p) => ({ value: p.proposalId, allowed: visible(p.cloudId) })),
        { value: '00000000-0000-4000-8000-000000000321', allowed: () => false },
      ];
    case 'versionId':
    case 'eventId':
    case 'requestId':
      // Terms versions and commercial events are the provider's, not a tenant's, and requests are staff's:
      // an id none has (usage-terms-routes.test.ts and commercial-events-routes.test.ts use real ones).
      return [{ value: '00000000-0000-4000-8000-000000000320', allowed: () => false }];
    case 'secretId':
    case 'keyId':
      // Cofre and Chaves externas: an id no secret or key has (the demo has none; vault-routes.test.ts walks
      // real ones of another customer's environment).
      return [{ value: '00000000-0000-4000-8000-000000000043', allowed: () => false }];
    case 'offerId':
      // Marketplace offers are the provider's, not a tenant's: an id no offer has (marketplace-routes.test.ts
      // changes real ones).
      return [{ value: '00000000-0000-4000-8000-0000000000e2', allowed: () => false }];
    case 'documentId':
      // One document of each environment (each is walked with every cloudId; belongTogether keeps its own),
      // and an unknown id.
      return [
        ...world.documents.map((d) => ({ value: d.documentId, allowed: visible(d.cloudId) })),
        { value: '00000000-0000-4000-8000-000000000029', allowed: () => false },
      ];
    case 'purchaseId':
      // Every purchase (each names its environment itself), and an id no purchase has.
      return [
        ...world.purchases.map((p) => ({ value: p.purchaseId, allowed: visible(p.cloudId) })),
        { value: '00000000-0000-4000-8000-000000000045', allowed: () => false },
      ];
    case 'period': {
      // Minha conta's statements: the last closed month (issued on read) and the current one (never issued).
      const now = new Date();
      const month = (back: number) =>
        new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
      return [
        { value: month(1), allowed: anyone },
        { value: month(0), allowed: () => false },
      ];
    }
    case 'operationId': {
      // One operation of each environment that has any, and an id no operation has.
      const firstOfEach = new Map<string, string>();
      for (const operation of world.operations)
        if (!firstOfEach.has(operation.cloudId)) firstOfEach.set(operation.cloudId, operation.id);
      return [
        ...[...firstOfEach].map(([cloudId, id]) => ({ value: id, allowed: visible(cloudId) })),
        { value: '00000000-0000-4000-8000-000000000404', allowed: () => false },
      ];
    }
    case 'userId':
      // IAM: an id no user has. The walkers' own ids would be refused (iam_own_roles), but other users' ids
      // would let staff and administrators really change who holds what in the middle of the walk; the
      // escalation probe (escalation-probe.test.ts) tries every user on every other instead.
      return [{ value: '00000000-0000-4000-8000-0000000000a1', allowed: () => false }];
    case 'roleId':
      // IAM: an id no role has (roles are tenant-free; the escalation probe changes real ones).
      return [{ value: '00000000-0000-4000-8000-0000000000a2', allowed: () => false }];
    case 'groupId':
      // Insights groups are tenant-free (insights_admin, staff only): an id no group has; the routes' own
      // tests change real ones.
      return [{ value: '00000000-0000-4000-8000-0000000000a4', allowed: () => false }];
    case 'hireId':
      // Marketplace Nuvem: an id no hired agent has (ai-agents-routes.test.ts tries another tenant's real one).
      return [{ value: '00000000-0000-4000-8000-000000000047', allowed: () => false }];
    case 'agentId':
      // The sales tree's project agents are tenant-free (sales_tree, staff only): an id no agent has; the
      // routes' own tests assign real ones.
      return [{ value: '00000000-0000-4000-8000-0000000000a7', allowed: () => false }];
    case 'projectId':
      // Developer studio: projects are the user's own; one that is not theirs answers 404
      // (developer-routes.test.ts tries another user's real one).
      return [{ value: '00000000-0000-4000-8000-0000000000d1', allowed: () => false }];
    case 'tokenId':
      return [{ value: '00000000-0000-4000-8000-0000000000d2', allowed: () => false }];
    case 'signInId':
      // Perfil's sign-ins are the user's own: one that is not theirs answers 404 (profile-routes.test.ts ends
      // real ones of other users).
      return [{ value: '00000000-0000-4000-8000-000000000031', allowed: () => false }];
    case 'companyId':
      // TSS registration (tss_admin, tenant-free): an id no company has; tss-routes.test.ts changes real ones.
      return [{ value: '00000000-0000-4000-8000-0000000000e1', allowed: () => false }];
    case 'contractKind':
      return [{ value: 'product', allowed: anyone }];
    case 'contractNumber':
      // Contracts (adm_show_contract): a number no contract has, so no status changes mid-walk
      // (contracts-admin-routes.test.ts changes real ones).
      return [{ value: 'WALK-404', allowed: () => false }];
    case 'token':
      // A signed backup link: a forged one (backup-links.ts signs them; disaster-recovery-backup-routes.test.ts
      // follows real ones).
      return world.backups.slice(0, 3).map((backup) => ({
        value: `${backup.backupId}.9999999999.forged`,
        allowed: () => false,
      }));
    default:
      throw new Error(`the tenant walk has no candidates for path parameter :${name}; add them`);
  }
}

/** The first subnet of every tenth environment: subnets of several tenants, few enough to walk. */
function sampleSubnets(world: World) {
  const firstOfEach = new Map<string, World['iaasSubnets'][number]>();
  for (const subnet of world.iaasSubnets)
    if (!firstOfEach.has(subnet.cloudId)) firstOfEach.set(subnet.cloudId, subnet);
  return [...firstOfEach.values()].filter((_, i) => i % 10 === 0);
}

/** Values of the query parameters that name a tenant (ccode) or are required (q); others are left out. */
function queryChoices(world: World, op: Operation): { query: string; allowed(user: WalkUser): boolean }[] {
  const names = op.queryParams.map((p) => p.name);
  if (names.includes('ccode'))
    return [
      { query: '', allowed: anyone },
      ...world.environments.map((env) => ({
        query: `ccode=${env.t_code}`,
        allowed: (user: WalkUser) => user.visible.has(env.cloud_id),
      })),
    ];
  if (names.includes('confirmation'))
    // A secret's delete: a name no secret has (its id is unknown anyway).
    return [{ query: 'confirmation=walk', allowed: anyone }];
  if (names.includes('q'))
    // Search filters rather than refuses: every query is allowed; the leak scan checks what comes back.
    return world.environments.map((env) => ({ query: `q=${env.t_code}`, allowed: anyone }));
  const required = op.queryParams.filter((p) => p.required).map((p) => p.name);
  if (required.length) throw new Error(`${op.method} ${op.path}: no walk values for ${required.join(', ')}`);
  return [{ query: '', allowed: anyone }];
}

/** An ed25519 public key line (its 32 key bytes all 7s) the walk adds. */
const walkSshKey = (() => {
  const field = (bytes: Buffer) => Buffer.concat([Buffer.from([0, 0, 0, bytes.length]), bytes]);
  const blob = Buffer.concat([field(Buffer.from('ssh-ed25519')), field(Buffer.alloc(32, 7))]);
  return `ssh-ed25519 ${blob.toString('base64')} walk@tenant`;
})();

/** A body that expand turns into `{ confirmation: <the path's cloudId> }`. */
const CONFIRM_PATH_CLOUD_ID = Symbol('confirm the path cloud id');

/** Request bodies of the operations that take one; a new operation with a body must be added here. */
function bodies(world: World, op: Operation, user: WalkUser): { body?: unknown; allowed: boolean }[] {
  switch (`${op.method} ${op.path}`) {
    case 'POST /api/v1/favorites/environments':
      return world.environments.map((env) => ({
        body: { email: user.email, cloud_id: env.cloud_id, t_code: env.t_code, federal_id: env.federal_id },
        allowed: user.visible.has(env.cloud_id),
      }));
    case 'PATCH /api/v1/environments/{cloudId}/disaster-recovery':
      return [{ body: { test_active: false }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/disaster-recovery/activation':
    case 'POST /api/v1/environments/{cloudId}/disaster-recovery/restoration':
      // Confirmed with the path's own cloud id (filled in by expand), so only the tenant check can refuse it.
      return [{ body: CONFIRM_PATH_CLOUD_ID, allowed: true }];
    case 'PATCH /api/v1/mails/{id}':
      return [{ body: { readState: true }, allowed: true }];
    case 'POST /api/v1/streams/fake-alarm':
      return [{ body: {}, allowed: true }];
    case 'PUT /api/v1/preferences/FavoriteInsights':
      return [{ body: { data: ['walk-dashboard'] }, allowed: true }];
    case 'PUT /api/v1/preferences/RecentInsights':
      return [{ body: { data: ['walk-recent'] }, allowed: true }];
    case 'PUT /api/v1/preferences/notes':
      return [{ body: { data: [] }, allowed: true }];
    case 'PUT /api/v1/preferences/phones':
      return [{ body: { data: ['+55 11 90000-0000'] }, allowed: true }];
    case 'PUT /api/v1/preferences/lists':
      return [
        {
          body: {
            data: [{ list: 'walk-list', visible_columns: ['name'], density: 'compact', page_size: 25 }],
          },
          allowed: true,
        },
      ];
    case 'PUT /api/v1/preferences/{namespace}':
      return [{ body: { data: [] }, allowed: true }];
    case 'POST /api/v1/session/sso/exchange':
      return [{ body: { code: 'not-a-code' }, allowed: false }];
    case 'POST /api/v1/impersonation':
      // Only ever themselves, which is refused: a walker that impersonated someone would walk as them.
      return [{ body: { user_id: user.id }, allowed: false }];
    case 'POST /api/v1/bi/workspaces/{workspaceId}/quick-create/token':
      // The rows of a quick create go to an environment the user must see.
      return world.environments.map((env) => ({
        body: { cloudId: env.cloud_id },
        allowed: user.visible.has(env.cloud_id),
      }));
    case 'POST /api/v1/environments/{cloudId}/iaas/budgets':
    case 'PUT /api/v1/environments/{cloudId}/iaas/budgets/{budgetId}':
      return [
        {
          body: { name: 'walk', region: 'sa-east-1', items: [{ sku: 'std.2x8', quantity: 1 }] },
          allowed: true,
        },
      ];
    case 'POST /api/v1/environments/{cloudId}/iaas/ssh-keys':
      // A well-formed ed25519 key: added where the environment is the user's (409 once another walker added
      // it), refused otherwise.
      return [{ body: { name: 'walk', public_key: walkSshKey }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/vault/secrets':
      // Created where the user holds security_center on the environment (409 once another walker made it).
      return [{ body: { name: 'walk', value: 'walk-secret-value' }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/vault/secrets/{secretId}/versions':
      return [{ body: { value: 'walk-secret-value-2' }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/vault/secrets/{secretId}/reveal':
    case 'POST /api/v1/environments/{cloudId}/vault/keys/{keyId}/rotate':
      return [{ body: {}, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/vault/keys':
      // A generated key, registered where the user holds security_center (409 once another walker did).
      return [{ body: { name: 'walk' }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/vault/keys/{keyId}/disable':
      return [{ body: { confirmation: 'walk' }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/iaas/virtual-machines/{resourceId}/actions':
      // A restart: answered 202 on a running machine of the user's, refused otherwise (409 for a machine in
      // another state). Each request has its own Idempotency-Key (expand).
      return [{ body: { action: 'restart' }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/iaas/networks':
      // Answered 202 in an environment of the user's (or 409/400: a block another walker took, a region
      // not enabled), refused otherwise.
      return [{ body: { name: 'walk', region: 'sa-east-1', cidr: '192.168.0.0/16' }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/iaas/networks/{networkId}/subnets':
      return [{ body: { name: 'walk', cidr: '10.0.250.0/24' }, allowed: true }];
    case 'PUT /api/v1/environments/{cloudId}/iaas/settings':
      return [
        {
          body: {
            enabled_regions: ['sa-east-1', 'sa-east-2', 'us-east-1'],
            default_region: null,
            default_size_sku: null,
            default_image_id: null,
            default_network_id: null,
          },
          allowed: true,
        },
      ];
    case 'POST /api/v1/environments/{cloudId}/iaas/virtual-machines':
    case 'POST /api/v1/environments/{cloudId}/iaas/virtual-machines/import':
      // A machine in a network no environment has: refused 400 where the environment is the user's, 404 where
      // it is not (the tenant check comes first), never created.
      return [
        {
          body: {
            name: 'walk-vm',
            region: 'sa-east-1',
            size_sku: 'std.2x8',
            image_id: 'ubuntu-24.04',
            network_id: 'net-walk-none',
            ssh_key_id: null,
            extra_disks_gb: [],
            public_ip: false,
          },
          allowed: true,
        },
      ];
    case 'POST /api/v1/tickets':
      // A ticket goes to the environment its body names, which the user must see.
      return world.environments.map((env) => ({
        body: {
          cloud_id: env.cloud_id,
          subject: 'walk',
          description: 'a tenant walk ticket',
          category: 'question',
        },
        allowed: user.visible.has(env.cloud_id),
      }));
    case 'POST /api/v1/environments/{cloudId}/backups/{backupId}/restore':
    case 'POST /api/v1/environments/{cloudId}/iaas/snapshots/{snapshotId}/restore':
    case 'POST /api/v1/environments/{cloudId}/iaas/resources/{resourceId}/remove':
    case 'DELETE /api/v1/environments/{cloudId}/iaas/networks/{networkId}':
    case 'DELETE /api/v1/environments/{cloudId}/iaas/networks/{networkId}/subnets/{subnetId}':
      // Restores: a name that does not match, so the user's own is refused 400 and only the tenant check
      // decides the rest. Removal: the walk's resources are machines, refused 409 where they are the user's.
      // A network's or subnet's delete: refused 400 (or 409 in use) where it is the user's.
      return [{ body: { confirmation: 'walk' }, allowed: true }];
    case 'POST /api/v1/iam/roles':
      // An empty customer role: staff with list_roles create it once (then 409 iam_role_key_taken).
      return [
        {
          body: { key: 'walk_role', name: 'walk', scope: 'customer', features: [] },
          allowed: true,
        },
      ];
    case 'PATCH /api/v1/iam/roles/{roleId}':
      return [{ body: { name: 'walk' }, allowed: true }];
    case 'POST /api/v1/iam/environments/{cloudId}/invitations':
      // A role no one has: never a success (an invitation would create an account and send mail mid-walk); the
      // environment's check comes first, so a stranger's environment is 404 all the same.
      return [
        {
          body: {
            email: 'walk-invite@walk.example',
            full_name: 'Walk',
            role_ids: ['00000000-0000-4000-8000-0000000000a3'],
          },
          allowed: false,
        },
      ];
    case 'PUT /api/v1/iam/environments/{cloudId}/users/{userId}/roles':
    case 'PUT /api/v1/iam/users/{userId}/roles':
      return [{ body: { role_ids: [] }, allowed: true }];
    case 'POST /api/v1/insights-admin/groups':
      // Staff with insights_admin create it once (then 409 insights_group_name_taken).
      return [{ body: { name: 'walk' }, allowed: true }];
    case 'PATCH /api/v1/insights-admin/groups/{groupId}':
      return [{ body: { name: 'walk' }, allowed: true }];
    case 'PUT /api/v1/insights-admin/groups/{groupId}/members':
      return [{ body: { user_ids: [] }, allowed: true }];
    case 'PUT /api/v1/insights-admin/groups/{groupId}/grants':
      return [{ body: { dashboards: [], workspaces: [] }, allowed: true }];
    case 'PUT /api/v1/insights-admin/users/{userId}/dashboards/{dashboardId}':
      // Its userId is one no user has (404): nobody's access changes mid-walk.
      return [{ body: { level: 'reader' }, allowed: true }];
    case 'PUT /api/v1/insights-admin/users/{userId}/workspaces/{workspaceId}':
      return [{ body: { access: 'view' }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/ai-agents':
      // Hired where the environment is the user's (409 once another walker hired it), refused otherwise.
      return [{ body: { agent: 'hr-onboarding' }, allowed: true }];
    case 'PUT /api/v1/environments/{cloudId}/ai-agents/{hireId}/settings':
      return [
        {
          body: { display_name: 'walk', language: 'pt-BR', channel: 'portal', human_handoff: true },
          allowed: true,
        },
      ];
    case 'POST /api/v1/environments/{cloudId}/ai-agents/{hireId}/deactivate':
      // No body; the hire is one no environment has (404 where the environment is the user's).
      return [{ allowed: true }];
    case 'PUT /api/v1/sales/project-agents/{agentId}/customers/{tCode}':
      // No body; the agent is one nobody has (404 for staff with sales_tree, 403 for everyone else).
      return [{ allowed: true }];
    case 'POST /api/v1/support/assist-tokens/verify':
      return [{ body: { token: '0000-0000-0000-0000' }, allowed: false }];
    case 'POST /api/v1/password-recovery':
      // Public, and answers alike for every e-mail (account-link-routes.test.ts reads the mail).
      return [{ body: { email: user.email }, allowed: true }];
    case 'POST /api/v1/password-recovery/password':
      return [{ body: { token: 'x'.repeat(43), password: 'walk-password-1' }, allowed: false }];
    case 'POST /api/v1/develop/projects':
    case 'PUT /api/v1/develop/projects/{projectId}':
      // Refused (an empty name): a walker's projects would pile up; the unknown project is 404 anyway.
      return [{ body: { name: '', description: '', cloud_ids: [] }, allowed: true }];
    case 'POST /api/v1/develop/projects/{projectId}/tokens':
      return [
        {
          body: {
            name: 'walk',
            scopes: ['audit:read'],
            expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          },
          allowed: true,
        },
      ];
    case 'POST /api/v1/admin/usage-terms':
    case 'PUT /api/v1/admin/usage-terms/{versionId}':
      // Refused (a blank title): drafts would pile up mid-walk; the unknown version is 404 anyway.
      return [{ body: { title: ' ', body: 'walk' }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/commercial-proposals/{proposalId}/migration':
      // An event no one has: the user's own proposal answers 404 commercial_event_not_found, nothing asked.
      return [{ body: { event_id: '00000000-0000-4000-8000-000000000322' }, allowed: true }];
    case 'POST /api/v1/admin/commercial-event-requests/{requestId}/decision':
      return [{ body: { decision: 'approve' }, allowed: true }];
    case 'POST /api/v1/tss/{tCode}/quota-requests':
      // A company no customer has: refused 400 where the t_code is the user's, 403/404 elsewhere.
      return [{ body: { company_id: '00000000-0000-4000-8000-0000000000e2', packages: 1 }, allowed: false }];
    case 'POST /api/v1/admin/tss/companies':
      // A customer code no environment has: refused 400 for tss_admin, 403 for the rest.
      return [
        {
          body: {
            t_code: 'TWALK404',
            cnpj: '00000000000000',
            corporate_name: 'walk',
            environment: 'homologation',
            quota_hired: 0,
          },
          allowed: false,
        },
      ];
    case 'PUT /api/v1/admin/tss/companies/{companyId}/quota':
      return [{ body: { quota_hired: 1 }, allowed: true }];
    case 'POST /api/v1/admin/contracts/{contractKind}/{contractNumber}/status':
      return [{ body: { status: 'suspended' }, allowed: true }];
    case 'POST /api/v1/environments/{cloudId}/marketplace/orders':
      // A plan no offer has: refused where the environment is the user's (404 marketplace_plan_unavailable, or
      // 403 without the spec §6 rule), 404 where it is not; nothing is bought mid-walk.
      return [{ body: { plan_id: '00000000-0000-4000-8000-0000000000e1', quantity: 1 }, allowed: true }];
    case 'POST /api/v1/admin/marketplace/offers':
    case 'PUT /api/v1/admin/marketplace/offers/{offerId}':
      // Shown to chosen customers without any: refused 400 for staff (no offer piles up), 403 for others.
      return [
        {
          body: {
            name: 'walk',
            category: 'backup',
            description: 'walk',
            vendor: 'walk',
            plans: [],
            audience: 'chosen',
            customers: [],
          },
          allowed: true,
        },
      ];
    case 'PATCH /api/v1/profile':
      // Refused (an empty name): a walker renamed would show its name in others' answers.
      return [{ body: { full_name: '', phone: null, language: 'pt-BR' }, allowed: true }];
    case 'PUT /api/v1/profile/password':
      // The current password is wrong: refused 400, the walker's password stays.
      return [
        { body: { current_password: 'not-the-password', new_password: 'walk-password-1' }, allowed: true },
      ];
    default:
      if (op.method === 'GET' || op.method === 'DELETE') return [{ allowed: true }];
      if (
        [
          'POST /api/v1/mails/read',
          'POST /api/v1/bi/items/{itemId}/token',
          'POST /api/v1/bi/workspaces/{workspaceId}/datasets/{datasetId}/token',
          'POST /api/v1/environments/{cloudId}/assist-token',
          'POST /api/v1/environments/{cloudId}/backups/{backupId}/download',
          // Chaves externas: its keyId is one no key has.
          'POST /api/v1/environments/{cloudId}/vault/keys/{keyId}/activate',
          'POST /api/v1/environments/{cloudId}/vault/keys/{keyId}/enable',
          // Terms and commercial events (issue 32): ids none has (pathChoices).
          'POST /api/v1/usage-terms/{versionId}/accept',
          'POST /api/v1/admin/usage-terms/{versionId}/publish',
          'POST /api/v1/environments/{cloudId}/commercial-events/{eventId}/join',
          // Marketplace offers admin: its offerId is one no offer has.
          'POST /api/v1/admin/marketplace/offers/{offerId}/publish',
          'POST /api/v1/admin/marketplace/offers/{offerId}/withdraw',
          // Minha conta: a purchase of the user's is cancelled (or 409 once cancelled or past its period).
          'POST /api/v1/purchases/{purchaseId}/cancel',
          // Its userId is one no user has: never a success (no mail leaves mid-walk).
          'POST /api/v1/iam/environments/{cloudId}/users/{userId}/invitation',
        ].includes(`${op.method} ${op.path}`)
      )
        return [{ allowed: true }];
      if (/\/preferences\/\w+\/items\/\{(dashboardId|itemId)\}$/.test(op.path)) return [{ allowed: true }];
      throw new Error(`the tenant walk has no body for ${op.method} ${op.path}; add one`);
  }
}

/** Values that are each the user's but do not go together: a ticket asked through another environment. */
function belongTogether(world: World, names: readonly string[], combo: readonly Choice[]): boolean {
  const valueOf = (name: string) => combo[names.indexOf(name)]?.value;
  const ticketNumber = valueOf('ticketNumber');
  const backupId = valueOf('backupId');
  const budgetId = valueOf('budgetId');
  const sshKeyId = valueOf('sshKeyId');
  const proposalId = valueOf('proposalId');
  if (proposalId !== undefined) {
    const proposal = world.proposals.find((candidate) => candidate.proposalId === proposalId);
    return proposal === undefined || proposal.cloudId === valueOf('cloudId');
  }
  if (sshKeyId !== undefined) {
    const key = world.sshKeys.find((candidate) => candidate.sshKeyId === sshKeyId);
    return key === undefined || key.cloudId === valueOf('cloudId');
  }
  const resourceId = valueOf('resourceId');
  const operationId = valueOf('operationId');
  const networkId = valueOf('networkId');
  const subnetId = valueOf('subnetId');
  if (subnetId !== undefined) {
    const subnet = world.iaasSubnets.find((candidate) => candidate.subnetId === subnetId);
    if (subnet && (subnet.networkId !== networkId || subnet.cloudId !== valueOf('cloudId'))) return false;
  }
  if (networkId !== undefined) {
    const network = world.iaasResources.find((candidate) => candidate.resourceId === networkId);
    return network === undefined || network.cloudId === valueOf('cloudId');
  }
  const documentId = valueOf('documentId');
  if (documentId !== undefined) {
    const document = world.documents.find((candidate) => candidate.documentId === documentId);
    return document === undefined || document.cloudId === valueOf('cloudId');
  }
  const snapshotId = valueOf('snapshotId');
  if (snapshotId !== undefined) {
    const snapshot = world.snapshots.find((candidate) => candidate.snapshotId === snapshotId);
    return snapshot === undefined || snapshot.cloudId === valueOf('cloudId');
  }
  if (resourceId !== undefined) {
    const resource = world.iaasResources.find((candidate) => candidate.resourceId === resourceId);
    return resource === undefined || resource.cloudId === valueOf('cloudId');
  }
  if (operationId !== undefined) {
    const operation = world.operations.find((candidate) => candidate.id === operationId);
    return operation === undefined || operation.cloudId === valueOf('cloudId');
  }
  if (budgetId !== undefined) {
    const budget = world.budgets.find((candidate) => candidate.budgetId === budgetId);
    return budget === undefined || budget.cloudId === valueOf('cloudId');
  }
  const datasetId = valueOf('datasetId');
  if (datasetId !== undefined)
    return world.workspaceDatasets.get(valueOf('workspaceId')!)?.has(datasetId) ?? false;
  if (backupId !== undefined) {
    const backup = world.backups.find((candidate) => candidate.backupId === backupId);
    return backup !== undefined && backup.cloudId === valueOf('cloudId');
  }
  if (ticketNumber === undefined) return true;
  const ticket = world.tickets.find((candidate) => String(candidate.number) === ticketNumber);
  return ticket !== undefined && ticket.cloudId === valueOf('cloudId');
}

/**
 * The environments a child of another environment is tried under: two the user sees (where a child of someone
 * else's must still answer 404), two they do not, and one that does not exist.
 */
function crossEnvironmentsOf(world: World, user: WalkUser): Set<string> {
  const ids = world.environments.map((env) => env.cloud_id);
  return new Set([
    ...ids.filter((id) => user.visible.has(id)).slice(0, 2),
    ...ids.filter((id) => !user.visible.has(id)).slice(0, 2),
    'ZZZ404',
  ]);
}

function cartesian(lists: Choice[][]): Choice[][] {
  return lists.reduce<Choice[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((c) => [...prefix, c])),
    [[]],
  );
}

/**
 * The requests of one operation for one user. Analytics operations are walked with each embed token the user
 * could get (walk-embedded.ts), against every item.
 */
export function expand(
  world: World,
  op: Operation,
  user: WalkUser,
  tokens: readonly WalkToken[] = [],
): WalkRequest[] {
  if (op.embedded) return expandEmbedded(world, op, tokens);
  const requests: WalkRequest[] = [];
  const cloudIdAt = op.pathParams.indexOf('cloudId');
  const crossed = crossEnvironmentsOf(world, user);
  for (const combo of cartesian(op.pathParams.map((name) => pathChoices(world, op, name)))) {
    // An environment's child (a machine, a budget, a ticket…) is walked under its own environment and under a
    // few others (crossEnvironmentsOf), not under every one: every pairing would be environments² requests.
    const together = belongTogether(world, op.pathParams, combo);
    if (cloudIdAt >= 0 && op.pathParams.length > 1 && !together && !crossed.has(combo[cloudIdAt]!.value))
      continue;
    let path = op.path;
    op.pathParams.forEach((name, i) => {
      path = path.replace(`{${name}}`, encodeURIComponent(combo[i]!.value));
    });
    const pathAllowed = combo.every((choice) => choice.allowed(user)) && together;
    for (const q of queryChoices(world, op))
      for (const b of bodies(world, op, user))
        requests.push({
          method: op.method,
          url: q.query ? `${path}?${q.query}` : path,
          body:
            b.body === CONFIRM_PATH_CLOUD_ID
              ? { confirmation: combo[op.pathParams.indexOf('cloudId')]!.value }
              : b.body,
          allowed: pathAllowed && q.allowed(user) && b.allowed,
          // Each write that needs one has its own Idempotency-Key (the IaaS writes, opening a ticket).
          ...((op.method !== 'GET' && op.path.includes('/iaas/')) ||
          op.path === '/api/v1/tickets' ||
          op.path.startsWith('/api/v1/iam/roles') ||
          (op.method !== 'GET' && op.path.startsWith('/api/v1/insights-admin/')) ||
          (op.method === 'POST' && op.path.startsWith('/api/v1/iam/environments/')) ||
          op.path.startsWith('/api/v1/profile') ||
          (op.method !== 'GET' && op.path.includes('/vault/') && !op.path.endsWith('/reveal')) ||
          op.path.endsWith('/restore') ||
          (op.method !== 'GET' && /\/(usage-terms|commercial-)/.test(op.path)) ||
          op.path.startsWith('/api/v1/purchases/')
            ? { extraHeaders: { 'idempotency-key': randomUUID() } }
            : {}),
        });
  }
  return requests;
}
