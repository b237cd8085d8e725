// Developer projects and their API tokens (migration 0042). Every read and write names the owner, so a
// project (and its tokens) is only ever found through its own user.
import type { ApiToken, ApiTokenScope, ApiTokenState, DevProject } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

interface ProjectRow {
  id: string;
  name: string;
  description: string;
  cloud_ids: string[];
  active_tokens: number;
  created_at: Date;
  updated_at: Date;
}

const projectColumns = `p.id, p.name, p.description, p.created_at, p.updated_at,
  ARRAY(SELECT e.cloud_id FROM dev_project_environments pe JOIN customer_environments e ON e.id = pe.environment_id
        WHERE pe.project_id = p.id ORDER BY e.cloud_id) AS cloud_ids,
  (SELECT count(*)::int FROM api_tokens t
    WHERE t.project_id = p.id AND t.revoked_at IS NULL AND t.expires_at > now()) AS active_tokens`;

const projectOf = (row: ProjectRow): DevProject => ({
  project_id: row.id,
  name: row.name,
  description: row.description,
  cloud_ids: row.cloud_ids,
  active_tokens: row.active_tokens,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

export async function listDevProjects(db: Queryable, ownerId: string): Promise<DevProject[]> {
  const rows = await db.query<ProjectRow>(
    `SELECT ${projectColumns} FROM dev_projects p WHERE p.owner_user_id = $1 ORDER BY lower(p.name), p.id`,
    [ownerId],
  );
  return rows.map(projectOf);
}

/** The owner's project (FOR UPDATE when `lock`), or undefined. */
export async function findDevProject(
  db: Queryable,
  ownerId: string,
  projectId: string,
  lock = false,
): Promise<DevProject | undefined> {
  if (lock) await db.query('SELECT 1 FROM dev_projects WHERE id = $1 FOR UPDATE', [projectId]);
  const rows = await db.query<ProjectRow>(
    `SELECT ${projectColumns} FROM dev_projects p WHERE p.owner_user_id = $1 AND p.id = $2`,
    [ownerId, projectId],
  );
  return rows[0] && projectOf(rows[0]);
}

export async function projectNameTaken(
  db: Queryable,
  ownerId: string,
  name: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM dev_projects WHERE owner_user_id = $1 AND lower(name) = lower($2) AND id IS DISTINCT FROM $3`,
    [ownerId, name, exceptId],
  );
  return rows.length > 0;
}

export async function insertDevProject(
  db: Queryable,
  project: { ownerId: string; name: string; description: string },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    'INSERT INTO dev_projects (owner_user_id, name, description) VALUES ($1, $2, $3) RETURNING id',
    [project.ownerId, project.name, project.description],
  );
  return rows[0]!.id;
}

export async function updateDevProject(
  db: Queryable,
  projectId: string,
  project: { name: string; description: string },
): Promise<void> {
  await db.query('UPDATE dev_projects SET name = $2, description = $3, updated_at = now() WHERE id = $1', [
    projectId,
    project.name,
    project.description,
  ]);
}

/** Replaces the project's environments with these (ids of customer_environments). */
export async function setDevProjectEnvironments(
  db: Queryable,
  projectId: string,
  environmentIds: readonly string[],
): Promise<void> {
  await db.query('DELETE FROM dev_project_environments WHERE project_id = $1', [projectId]);
  if (environmentIds.length)
    await db.query(
      `INSERT INTO dev_project_environments (project_id, environment_id)
       SELECT $1, unnest($2::uuid[])`,
      [projectId, environmentIds],
    );
}

export async function deleteDevProject(db: Queryable, projectId: string): Promise<void> {
  await db.query('DELETE FROM dev_projects WHERE id = $1', [projectId]);
}

interface TokenRow {
  id: string;
  project_id: string;
  name: string;
  scopes: string[];
  last_four: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
}

const tokenColumns =
  't.id, t.project_id, t.name, t.scopes, t.last_four, t.created_at, t.expires_at, t.revoked_at, ' +
  't.last_used_at, t.last_used_ip';

export const tokenStateOf = (row: { revoked_at: Date | null; expires_at: Date }): ApiTokenState =>
  row.revoked_at ? 'revoked' : row.expires_at.getTime() <= Date.now() ? 'expired' : 'active';

const tokenOf = (row: TokenRow): ApiToken => ({
  token_id: row.id,
  project_id: row.project_id,
  name: row.name,
  scopes: row.scopes as ApiTokenScope[],
  last_four: row.last_four,
  state: tokenStateOf(row),
  created_at: row.created_at.toISOString(),
  expires_at: row.expires_at.toISOString(),
  revoked_at: row.revoked_at?.toISOString() ?? null,
  last_used_at: row.last_used_at?.toISOString() ?? null,
  last_used_ip: row.last_used_ip,
});

export async function listApiTokens(db: Queryable, projectId: string): Promise<ApiToken[]> {
  const rows = await db.query<TokenRow>(
    `SELECT ${tokenColumns} FROM api_tokens t WHERE t.project_id = $1 ORDER BY t.created_at DESC, t.id`,
    [projectId],
  );
  return rows.map(tokenOf);
}

export async function findApiToken(
  db: Queryable,
  projectId: string,
  tokenId: string,
): Promise<ApiToken | undefined> {
  const rows = await db.query<TokenRow>(
    `SELECT ${tokenColumns} FROM api_tokens t WHERE t.project_id = $1 AND t.id = $2`,
    [projectId, tokenId],
  );
  return rows[0] && tokenOf(rows[0]);
}

/** A token by its id alone (the authenticated token's own), with its owner's e-mail. */
export async function findApiTokenWithOwner(
  db: Queryable,
  tokenId: string,
): Promise<{ token: ApiToken; owner_email: string } | undefined> {
  const rows = await db.query<TokenRow & { owner_email: string }>(
    `SELECT ${tokenColumns}, u.email AS owner_email
     FROM api_tokens t JOIN dev_projects p ON p.id = t.project_id JOIN users u ON u.id = p.owner_user_id
     WHERE t.id = $1`,
    [tokenId],
  );
  return rows[0] && { token: tokenOf(rows[0]), owner_email: rows[0].owner_email };
}

export async function countActiveApiTokens(db: Queryable, projectId: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM api_tokens
     WHERE project_id = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [projectId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertApiToken(
  db: Queryable,
  token: {
    projectId: string;
    name: string;
    tokenHash: string;
    lastFour: string;
    scopes: readonly string[];
    expiresAt: Date;
  },
): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO api_tokens (project_id, name, token_hash, last_four, scopes, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [token.projectId, token.name, token.tokenHash, token.lastFour, token.scopes, token.expiresAt],
  );
  return rows[0]!.id;
}

/** Revokes the token now; false when it was revoked already. */
export async function revokeApiToken(db: Queryable, tokenId: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE api_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id',
    [tokenId],
  );
  return rows.length > 0;
}

/** What authenticating a token needs, in one statement: the token, its owner and its project's environments. */
export interface TokenCredentialRow {
  id: string;
  owner_user_id: string;
  scopes: string[];
  expires_at: Date;
  revoked_at: Date | null;
  /** Whether the owner still holds the developer feature and is an active user. */
  owner_may_develop: boolean;
  cloud_ids: string[];
}

export async function findTokenCredential(
  db: Queryable,
  tokenHash: string,
  feature: string,
): Promise<TokenCredentialRow | undefined> {
  const rows = await db.query<TokenCredentialRow>(
    `SELECT t.id, p.owner_user_id, t.scopes, t.expires_at, t.revoked_at,
       (u.state = 'active' AND EXISTS (SELECT 1 FROM user_features f WHERE f.user_id = u.id AND f.feature = $2))
         AS owner_may_develop,
       ARRAY(SELECT e.cloud_id FROM dev_project_environments pe
             JOIN customer_environments e ON e.id = pe.environment_id WHERE pe.project_id = p.id) AS cloud_ids
     FROM api_tokens t JOIN dev_projects p ON p.id = t.project_id JOIN users u ON u.id = p.owner_user_id
     WHERE t.token_hash = $1`,
    [tokenHash, feature],
  );
  return rows[0];
}

/** Records a use, unless one was recorded in the last minute (another instance may have). */
export async function recordApiTokenUse(db: Queryable, tokenId: string, ip: string): Promise<void> {
  await db.query(
    `UPDATE api_tokens SET last_used_at = now(), last_used_ip = $2
     WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [tokenId, ip],
  );
}
