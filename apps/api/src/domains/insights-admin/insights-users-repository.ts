// Users with their effective insights access (GET /insights-admin/users): one server-paged statement over the
// effective views (0041), each grant with where it comes from (their own, or group X).
import type { CollectionFilterToken, CollectionSort, InsightsUser } from '@nuvem/api-contract';
import type { Queryable, SqlParam } from '../../db/database';

const textColumns: Record<string, string> = { email: 'u.email', full_name: 'u.full_name', kind: 'u.kind' };

function conditionOf(token: CollectionFilterToken, values: SqlParam[]): string {
  const negate = token.operator.startsWith('!');
  const contains = token.operator.endsWith(':');
  values.push(contains ? `%${token.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : token.value);
  const p = `$${values.length}`;
  const compare = contains ? 'ILIKE' : '=';
  let condition: string;
  if (token.field === '') condition = `(u.email ILIKE ${p} OR u.full_name ILIKE ${p})`;
  else if (token.field === 'group')
    condition = `EXISTS (SELECT 1 FROM insights_group_members m JOIN insights_groups g ON g.id = m.group_id
                        WHERE m.user_id = u.id AND g.name ${compare} ${p})`;
  else condition = `${textColumns[token.field]!} ${compare} ${p}`;
  return negate ? `NOT ${condition}` : condition;
}

const level = (actions: string) =>
  `CASE WHEN ${actions} @> ARRAY['UpdateDashboard', 'DeleteDashboard']::text[] THEN 'admin' ELSE 'reader' END`;

const dashboardsOf = `
  COALESCE((SELECT json_agg(json_build_object(
      'dashboard_id', d.id, 'name', d.name, 'level', ${level('e.actions')},
      'direct', (SELECT ${level('p.actions')} FROM dashboard_permissions p
                 WHERE p.user_id = u.id AND p.dashboard_id = d.id),
      'sources', (SELECT json_agg(s ORDER BY s.kind, s.group_name) FROM (
          SELECT 'direct' AS kind, NULL::uuid AS group_id, NULL::text AS group_name, ${level('p.actions')} AS level
          FROM dashboard_permissions p WHERE p.user_id = u.id AND p.dashboard_id = d.id
          UNION ALL
          SELECT 'group', g.id, g.name, ${level('gd.actions')}
          FROM insights_group_dashboards gd
          JOIN insights_group_members m ON m.group_id = gd.group_id AND m.user_id = u.id
          JOIN insights_groups g ON g.id = gd.group_id
          WHERE gd.dashboard_id = d.id) s)
    ) ORDER BY d.name, d.id)
    FROM effective_dashboard_permissions e JOIN dashboards d ON d.id = e.dashboard_id
    WHERE e.user_id = u.id), '[]'::json)`;

const workspacesOf = `
  COALESCE((SELECT json_agg(json_build_object(
      'workspace_id', w.id, 'name', w.name, 'access', e.access,
      'direct', (SELECT b.access FROM bi_workspace_members b WHERE b.user_id = u.id AND b.workspace_id = w.id),
      'sources', (SELECT json_agg(s ORDER BY s.kind, s.group_name) FROM (
          SELECT 'direct' AS kind, NULL::uuid AS group_id, NULL::text AS group_name, b.access AS level
          FROM bi_workspace_members b WHERE b.user_id = u.id AND b.workspace_id = w.id
          UNION ALL
          SELECT 'group', g.id, g.name, gw.access
          FROM insights_group_workspaces gw
          JOIN insights_group_members m ON m.group_id = gw.group_id AND m.user_id = u.id
          JOIN insights_groups g ON g.id = gw.group_id
          WHERE gw.workspace_id = w.id) s)
    ) ORDER BY w.name, w.id)
    FROM effective_bi_workspace_members e JOIN bi_workspaces w ON w.id = e.workspace_id
    WHERE e.user_id = u.id), '[]'::json)`;

const groupsOf = `
  COALESCE((SELECT json_agg(json_build_object('group_id', g.id, 'name', g.name) ORDER BY lower(g.name), g.id)
    FROM insights_group_members m JOIN insights_groups g ON g.id = m.group_id WHERE m.user_id = u.id),
    '[]'::json)`;

export async function listInsightsUsersPage(
  db: Queryable,
  filter: readonly CollectionFilterToken[],
  sort: CollectionSort,
  page: number,
  pageSize: number,
): Promise<{ total: number; items: InsightsUser[] }> {
  const values: SqlParam[] = [];
  const where = filter.map((token) => conditionOf(token, values)).join(' AND ') || 'true';
  values.push(pageSize, (page - 1) * pageSize);
  const order = `u.${sort.field} ${sort.direction}, u.email, u.id`;
  const [row] = await db.query<{ total: number; items: (InsightsUser & { ord?: number })[] }>(
    `WITH matching AS (SELECT u.* FROM users u WHERE ${where})
     SELECT (SELECT count(*)::int FROM matching) AS total,
       COALESCE((SELECT json_agg(p ORDER BY p.ord) FROM (
         SELECT row_number() OVER (ORDER BY ${order}) AS ord,
           u.id AS user_id, u.email, u.full_name, u.kind,
           ${dashboardsOf} AS dashboards, ${workspacesOf} AS workspaces, ${groupsOf} AS groups
         FROM matching u
         ORDER BY ${order}
         LIMIT $${values.length - 1} OFFSET $${values.length}) p), '[]'::json) AS items`,
    values,
  );
  const items = (row?.items ?? []).map(({ ord: _ord, ...user }) => user);
  return { total: row?.total ?? 0, items };
}

export async function findInsightsUser(db: Queryable, userId: string): Promise<InsightsUser | undefined> {
  const rows = await db.query<InsightsUser>(
    `SELECT u.id AS user_id, u.email, u.full_name, u.kind,
       ${dashboardsOf} AS dashboards, ${workspacesOf} AS workspaces, ${groupsOf} AS groups
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return rows[0];
}
