// Staff's list of users with their roles (GET /iam/users): one server-paged statement, filtered and sorted
// by the list query language (collection-query.ts).
import type { CollectionFilterToken, CollectionSort, IamUser } from '@nuvem/api-contract';
import type { Queryable, SqlParam } from '../../db/database';

const textColumns: Record<string, string> = { email: 'u.email', full_name: 'u.full_name', kind: 'u.kind' };

/** One token as SQL over `users u`, its value added to `values`. */
function conditionOf(token: CollectionFilterToken, values: SqlParam[]): string {
  const negate = token.operator.startsWith('!');
  const contains = token.operator.endsWith(':');
  values.push(contains ? `%${token.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : token.value);
  const p = `$${values.length}`;
  let condition: string;
  if (token.field === '') condition = `(u.email ILIKE ${p} OR u.full_name ILIKE ${p})`;
  else if (token.field === 'role')
    condition = `EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                        WHERE ur.user_id = u.id AND r.key ${contains ? 'ILIKE' : '='} ${p})`;
  else condition = `${textColumns[token.field]!} ${contains ? 'ILIKE' : '='} ${p}`;
  return negate ? `NOT ${condition}` : condition;
}

const roleRef = `json_build_object('role_id', r.id, 'key', r.key, 'name', r.name)`;

export async function listIamUsersPage(
  db: Queryable,
  filter: readonly CollectionFilterToken[],
  sort: CollectionSort,
  page: number,
  pageSize: number,
): Promise<{ total: number; items: IamUser[] }> {
  const values: SqlParam[] = [];
  const where = filter.map((token) => conditionOf(token, values)).join(' AND ') || 'true';
  values.push(pageSize, (page - 1) * pageSize);
  const [row] = await db.query<{ total: number; items: IamUser[] }>(
    `WITH matching AS (SELECT u.* FROM users u WHERE ${where})
     SELECT (SELECT count(*)::int FROM matching) AS total,
       COALESCE((SELECT json_agg(p ORDER BY p.ord) FROM (
         SELECT row_number() OVER (ORDER BY u.${sort.field} ${sort.direction}, u.email, u.id) AS ord,
           u.id AS user_id, u.email, u.full_name, u.kind,
           COALESCE((SELECT json_agg(${roleRef} ORDER BY r.name, r.key) FROM user_roles ur
                     JOIN roles r ON r.id = ur.role_id
                     WHERE ur.user_id = u.id AND ur.environment_id IS NULL), '[]'::json) AS global_roles,
           COALESCE((SELECT json_agg(json_build_object('cloud_id', e.cloud_id, 'roles', e.roles) ORDER BY e.cloud_id)
                     FROM (SELECT ce.cloud_id, json_agg(${roleRef} ORDER BY r.name, r.key) AS roles
                           FROM user_roles ur JOIN roles r ON r.id = ur.role_id
                           JOIN customer_environments ce ON ce.id = ur.environment_id
                           WHERE ur.user_id = u.id GROUP BY ce.cloud_id) e), '[]'::json) AS environments
         FROM matching u
         ORDER BY u.${sort.field} ${sort.direction}, u.email, u.id
         LIMIT $${values.length - 1} OFFSET $${values.length}) p), '[]'::json) AS items`,
    values,
  );
  const items = (row?.items ?? []).map(({ ord: _ord, ...user }: IamUser & { ord?: number }) => user);
  return { total: row?.total ?? 0, items };
}
