// What the tenant walk knows independently of the code under test: who holds which environment (from the
// demo data's own lists, not from the API's access rules), who owns which mail, dashboard grant and BI
// workspace, which analytics content exists and which datasets each dashboard's tiles query (rows of the
// seeded database), the support tickets, IaaS resources and backups of each environment, and the candidate values for
// every kind of path parameter.
import type { ReportBody, TileDefinition } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';
import { demoEnvironments, demoUsers, type DemoEnvironment } from '../demo/demo-data';

export interface WalkUser {
  id: string;
  email: string;
  kind: string;
  streamChannel: string;
  /** cloud_ids this user may see: their own, or every one for staff holding all_resources_by_customer. */
  visible: Set<string>;
  seesAll: boolean;
}

export interface World {
  environments: DemoEnvironment[];
  users: WalkUser[];
  /** Owner (user id) of each mail. */
  mailOwner: Map<string, string>;
  /** User ids granted each dashboard. */
  dashboardGrantees: Map<string, Set<string>>;
  /** User ids who are members of the workspace of each BI item, and of each workspace. */
  itemMembers: Map<string, Set<string>>;
  workspaceMembers: Map<string, Set<string>>;
  /** User ids with edit access to each workspace: who may create reports there. */
  workspaceEditors: Map<string, Set<string>>;
  /** The datasets each workspace's reports are built on: what a new report there may be built on. */
  workspaceDatasets: Map<string, Set<string>>;
  /** Analytics reports (every row, those no list shows included): their stored body. */
  contentReports: Map<string, ReportBody>;
  /** Paginated reports: the dataset each queries. */
  contentPaginated: Map<string, string>;
  /** Analytics dashboards: the datasets of the reports their tiles pin from. */
  contentDashboards: Map<string, Set<string>>;
  /** Every support ticket: its number, id, subject and the cloud_id of its environment. */
  tickets: { number: number; id: string; subject: string; cloudId: string }[];
  /** Every IaaS resource: its resource_id and the cloud_id of its environment. */
  iaasResources: { resourceId: string; cloudId: string }[];
  /** Every IaaS subnet: its subnet_id, its network's resource_id and the cloud_id of its environment. */
  iaasSubnets: { subnetId: string; networkId: string; cloudId: string }[];
  /** Every backup: its backup_id and the cloud_id of its environment. */
  backups: { backupId: string; cloudId: string }[];
  /** Every VM snapshot: its snapshot_id and the cloud_id of its environment. */
  snapshots: { snapshotId: string; cloudId: string }[];
  /** Every IaaS budget: its id and the cloud_id of its environment. */
  budgets: { budgetId: string; cloudId: string }[];
  /** The first SSH key (by name) of each environment that has any: its id and the cloud_id of its environment. */
  sshKeys: { sshKeyId: string; cloudId: string }[];
  /** Commercial proposals (issue 32), each of its environment. */
  proposals: { proposalId: string; cloudId: string }[];
  /** The first IaaS document (migration 0029) of each environment: its id and the cloud_id of its environment. */
  documents: { documentId: string; cloudId: string }[];
  /** Every purchase (migration 0044): its id and the cloud_id of its environment. */
  purchases: { purchaseId: string; cloudId: string }[];
  /** Every operation (the demo history included): its id and the cloud_id of its environment. */
  operations: { id: string; cloudId: string }[];
}

/** key → the user ids on its rows; a key whose only row has no user gets an empty set. */
function groupBy(rows: { key: string; user_id: string | null }[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = map.get(row.key) ?? new Set<string>();
    if (row.user_id) set.add(row.user_id);
    map.set(row.key, set);
  }
  return map;
}

async function workspaceDatasetsOf(db: Queryable): Promise<Map<string, Set<string>>> {
  const rows = await db.query<{ workspace_id: string; dataset_id: string | null }>(
    `SELECT w.id::text AS workspace_id, r.definition->>'datasetId' AS dataset_id
     FROM bi_workspaces w
     LEFT JOIN bi_items i ON i.workspace_id = w.id AND i.type = 'report'
     LEFT JOIN analytics_reports r ON r.id = i.id`,
  );
  const map = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = map.get(row.workspace_id) ?? new Set<string>();
    if (row.dataset_id) set.add(row.dataset_id);
    map.set(row.workspace_id, set);
  }
  return map;
}

export async function loadWorld(db: Queryable): Promise<World> {
  const userRows = await db.query<{ id: string; email: string; kind: string; stream_channel: string }>(
    'SELECT id, email, kind, stream_channel FROM users',
  );
  const allCloudIds = new Set(demoEnvironments.map((env) => env.cloud_id));
  const users = demoUsers.map((demo) => {
    const row = userRows.find((r) => r.email === demo.email);
    if (!row) throw new Error(`demo user ${demo.email} not seeded`);
    const seesAll = demo.kind === 'staff' && demo.features.includes('all_resources_by_customer');
    return {
      id: row.id,
      email: row.email,
      kind: row.kind,
      streamChannel: row.stream_channel,
      visible: seesAll ? allCloudIds : new Set(demo.environments),
      seesAll,
    };
  });
  const mails = await db.query<{ id: string; user_id: string }>('SELECT id, user_id FROM user_messages');
  const reports = await db.query<{ id: string; definition: ReportBody }>(
    'SELECT id, definition FROM analytics_reports',
  );
  const contentReports = new Map(reports.map((r) => [r.id, r.definition]));
  const dashboards = await db.query<{ id: string; definition: { tiles: TileDefinition[] } }>(
    'SELECT id, definition FROM analytics_dashboards',
  );
  const contentDashboards = new Map(
    dashboards.map((d) => [
      d.id,
      new Set(
        d.definition.tiles.flatMap((tile) =>
          tile.kind === 'visual' ? [contentReports.get(tile.reportId)!.datasetId] : [],
        ),
      ),
    ]),
  );
  return {
    environments: demoEnvironments,
    users,
    mailOwner: new Map(mails.map((m) => [m.id, m.user_id])),
    dashboardGrantees: groupBy(
      await db.query(
        `SELECT d.id::text AS key, p.user_id FROM dashboards d
         LEFT JOIN effective_dashboard_permissions p ON p.dashboard_id = d.id`,
      ),
    ),
    itemMembers: groupBy(
      await db.query(
        `SELECT i.id::text AS key, m.user_id FROM bi_items i
         LEFT JOIN effective_bi_workspace_members m ON m.workspace_id = i.workspace_id`,
      ),
    ),
    workspaceMembers: groupBy(
      await db.query(
        `SELECT w.id::text AS key, m.user_id FROM bi_workspaces w
         LEFT JOIN effective_bi_workspace_members m ON m.workspace_id = w.id`,
      ),
    ),
    workspaceEditors: groupBy(
      await db.query(
        `SELECT w.id::text AS key, m.user_id FROM bi_workspaces w
         LEFT JOIN effective_bi_workspace_members m ON m.workspace_id = w.id AND m.access = 'edit'`,
      ),
    ),
    workspaceDatasets: await workspaceDatasetsOf(db),
    contentReports,
    contentPaginated: new Map(
      (
        await db.query<{ id: string; dataset_id: string }>(
          "SELECT id, definition->>'datasetId' AS dataset_id FROM analytics_paginated_reports",
        )
      ).map((row) => [row.id, row.dataset_id]),
    ),
    contentDashboards,
    tickets: await db.query(
      `SELECT t.number, t.id, t.subject, e.cloud_id AS "cloudId"
       FROM support_tickets t JOIN customer_environments e ON e.id = t.environment_id
       ORDER BY t.number`,
    ),
    iaasResources: await db.query(
      `SELECT r.resource_id AS "resourceId", e.cloud_id AS "cloudId"
       FROM iaas_resources r JOIN customer_environments e ON e.id = r.environment_id
       ORDER BY r.resource_id`,
    ),
    iaasSubnets: await db.query(
      `SELECT s.subnet_id AS "subnetId", s.network_id AS "networkId", e.cloud_id AS "cloudId"
       FROM iaas_subnets s JOIN customer_environments e ON e.id = s.environment_id
       ORDER BY s.subnet_id`,
    ),
    backups: await db.query(
      `SELECT b.backup_id AS "backupId", e.cloud_id AS "cloudId"
       FROM environment_backups b JOIN customer_environments e ON e.id = b.environment_id
       ORDER BY b.backup_id`,
    ),
    snapshots: await db.query(
      `SELECT s.snapshot_id AS "snapshotId", e.cloud_id AS "cloudId"
       FROM iaas_snapshots s JOIN customer_environments e ON e.id = s.environment_id
       ORDER BY s.snapshot_id`,
    ),
    purchases: await db.query(
      `SELECT p.id AS "purchaseId", e.cloud_id AS "cloudId"
       FROM purchases p JOIN customer_environments e ON e.id = p.environment_id
       ORDER BY p.ordered_at, p.id`,
    ),
    budgets: await db.query(
      `SELECT b.id AS "budgetId", e.cloud_id AS "cloudId"
       FROM iaas_budgets b JOIN customer_environments e ON e.id = b.environment_id
       ORDER BY b.created_at, b.id`,
    ),
    proposals: await db.query(
      `SELECT p.id AS "proposalId", e.cloud_id AS "cloudId"
       FROM commercial_proposals p JOIN customer_environments e ON e.id = p.environment_id
       ORDER BY p.number`,
    ),
    sshKeys: await db.query(
      `SELECT DISTINCT ON (e.cloud_id) k.id AS "sshKeyId", e.cloud_id AS "cloudId"
       FROM iaas_ssh_keys k JOIN customer_environments e ON e.id = k.environment_id
       ORDER BY e.cloud_id, k.name`,
    ),
    documents: await db.query(
      `SELECT DISTINCT ON (e.cloud_id) d.id AS "documentId", e.cloud_id AS "cloudId"
       FROM iaas_documents d JOIN customer_environments e ON e.id = d.environment_id
       ORDER BY e.cloud_id, d.issued_on DESC, d.id`,
    ),
    operations: await db.query(
      `SELECT o.id, e.cloud_id AS "cloudId"
       FROM operations o JOIN customer_environments e ON e.id = o.environment_id
       ORDER BY o.id`,
    ),
  };
}
