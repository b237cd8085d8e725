// Developer studio (issue 31): a developer's own projects and their API tokens. Needs the developer feature;
// every write once per Idempotency-Key, in one transaction with its audit entry. A token's secret leaves the
// API once, in the answer that creates it: it is neither stored (only its SHA-256), nor audited, nor kept
// in the Idempotency-Key's recorded answer (a retry answers the token without it).
import {
  apiTokenMaxDays,
  devProjectLimits,
  developerFeature,
  type ApiToken,
  type ApiTokenBody,
  type CurrentApiToken,
  type DevProject,
  type DevProjectBody,
} from '@nuvem/api-contract';
import { requireFeature } from '../../auth/access';
import type { Database, Queryable } from '../../db/database';
import { ApiError, environmentNotFound } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent, type DeveloperAuditAction } from '../audit/audit-events-repository';
import { findEnvironmentVisibleTo } from '../environments/environments-repository';
import type { Principal } from '../session/session-service';
import { hashApiTokenSecret, newApiTokenSecret } from './api-token-secret';
import { tokenScope } from './api-token-authentication';
import {
  countActiveApiTokens,
  deleteDevProject,
  findApiToken,
  findApiTokenWithOwner,
  findDevProject,
  insertApiToken,
  insertDevProject,
  listApiTokens,
  listDevProjects,
  projectNameTaken,
  revokeApiToken,
  setDevProjectEnvironments,
  updateDevProject,
} from './developer-repository';

const projectNotFound = (id: string) =>
  new ApiError(404, 'dev_project_not_found', 'No such project of yours.', [id]);
const tokenNotFound = (id: string) =>
  new ApiError(404, 'api_token_not_found', 'No such token in this project.', [id]);
const nameTaken = (name: string) =>
  new ApiError(
    409,
    'dev_project_name_taken',
    `You have a project named ${name} already.`,
    [name],
    [{ in: 'body', path: '/name', keyword: 'unique' }],
  );
const expiryInvalid = () =>
  new ApiError(
    400,
    'api_token_expiry_invalid',
    `A token expires in the future, at most ${apiTokenMaxDays} days ahead.`,
    [String(apiTokenMaxDays)],
    [{ in: 'body', path: '/expires_at', keyword: 'apiTokenExpiry' }],
  );
const tooManyTokens = () =>
  new ApiError(
    409,
    'api_token_limit_reached',
    `A project holds at most ${devProjectLimits.tokens} active tokens.`,
    [String(devProjectLimits.tokens)],
  );

/** The studio is the signed-in developer's: the feature, and never through an API token (no escalation). */
async function developerOnly(db: Queryable, principal: Principal) {
  // The plugin refuses tokens here first (tokenClosedPrefixes); this holds should a route be mounted elsewhere.
  if (principal.apiToken) throw tokenScope('*', '/api/v1/develop');
  await requireFeature(db, principal, developerFeature);
}

async function ownProject(db: Queryable, principal: Principal, projectId: string, lock = false) {
  const project = await findDevProject(db, principal.userId, projectId, lock);
  if (!project) throw projectNotFound(projectId);
  return project;
}

/** The environments' ids, each one the user may see (404 environment_not_found otherwise). */
async function environmentIdsOf(db: Queryable, principal: Principal, cloudIds: readonly string[]) {
  const ids: string[] = [];
  for (const cloudId of cloudIds) {
    const environment = await findEnvironmentVisibleTo(db, principal.userId, cloudId);
    if (!environment) throw environmentNotFound(cloudId);
    ids.push(environment.id);
  }
  return ids;
}

const audit = (
  tx: Queryable,
  principal: Principal,
  action: DeveloperAuditAction,
  targetId: string,
  before: unknown,
  after: unknown,
) =>
  insertAuditEvent(tx, {
    actorUserId: principal.userId,
    action,
    subjectUserId: null,
    environmentId: null,
    targetId,
    before,
    after,
  });

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

export async function listProjects(db: Database, principal: Principal): Promise<DevProject[]> {
  await developerOnly(db, principal);
  return listDevProjects(db, principal.userId);
}

export async function getProject(db: Database, principal: Principal, projectId: string): Promise<DevProject> {
  await developerOnly(db, principal);
  return ownProject(db, principal, projectId);
}

/** Creates a project; a retry with the same key answers the one created (`created` false). */
export async function createProject(
  db: Database,
  principal: Principal,
  body: DevProjectBody,
  idempotencyKey: string,
): Promise<{ project: DevProject; created: boolean }> {
  await developerOnly(db, principal);
  const answer = await db
    .transaction((tx) =>
      oncePerKey(
        tx,
        { userId: principal.userId, idempotencyKey, scope: 'develop.project.create', request: body },
        async () => {
          const environmentIds = await environmentIdsOf(tx, principal, body.cloud_ids);
          if (await projectNameTaken(tx, principal.userId, body.name, null)) throw nameTaken(body.name);
          const id = await insertDevProject(tx, { ownerId: principal.userId, ...body });
          await setDevProjectEnvironments(tx, id, environmentIds);
          const project = (await findDevProject(tx, principal.userId, id))!;
          await audit(tx, principal, 'dev_project.create', id, null, project);
          return { status: 201, body: project };
        },
      ),
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken(body.name);
      throw error;
    });
  return { project: answer.body, created: !answer.replayed };
}

export async function updateProject(
  db: Database,
  principal: Principal,
  projectId: string,
  body: DevProjectBody,
  idempotencyKey: string,
): Promise<DevProject> {
  await developerOnly(db, principal);
  const answer = await db
    .transaction((tx) =>
      oncePerKey(
        tx,
        {
          userId: principal.userId,
          idempotencyKey,
          scope: 'develop.project.update',
          request: [projectId, body],
        },
        async () => {
          const before = await ownProject(tx, principal, projectId, true);
          const environmentIds = await environmentIdsOf(tx, principal, body.cloud_ids);
          if (await projectNameTaken(tx, principal.userId, body.name, projectId)) throw nameTaken(body.name);
          await updateDevProject(tx, projectId, body);
          await setDevProjectEnvironments(tx, projectId, environmentIds);
          const after = (await findDevProject(tx, principal.userId, projectId))!;
          await audit(tx, principal, 'dev_project.update', projectId, before, after);
          return { status: 200, body: after };
        },
      ),
    )
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw nameTaken(body.name);
      throw error;
    });
  return answer.body;
}

/** Deletes a project and its tokens (they stop working at once). */
export async function deleteProject(
  db: Database,
  principal: Principal,
  projectId: string,
  idempotencyKey: string,
): Promise<void> {
  await developerOnly(db, principal);
  await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'develop.project.delete', request: projectId },
      async () => {
        const before = await ownProject(tx, principal, projectId, true);
        await deleteDevProject(tx, projectId);
        await audit(tx, principal, 'dev_project.delete', projectId, before, null);
        return { status: 204, body: null };
      },
    ),
  );
}

export async function listTokens(db: Database, principal: Principal, projectId: string): Promise<ApiToken[]> {
  await developerOnly(db, principal);
  await ownProject(db, principal, projectId);
  return listApiTokens(db, projectId);
}

/**
 * Creates a token: 201 with its secret, the only time it is told. A retry with the same key answers the token
 * without the secret (`secret` undefined): it was not kept, so it cannot be told again.
 */
export async function createToken(
  db: Database,
  principal: Principal,
  projectId: string,
  body: ApiTokenBody,
  idempotencyKey: string,
): Promise<{ token: ApiToken; secret?: string }> {
  await developerOnly(db, principal);
  const expiresAt = new Date(body.expires_at);
  const now = Date.now();
  if (!(expiresAt.getTime() > now && expiresAt.getTime() <= now + apiTokenMaxDays * 86_400_000))
    throw expiryInvalid();
  let secret: string | undefined;
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: 'develop.token.create',
        request: [projectId, body],
      },
      async () => {
        await ownProject(tx, principal, projectId, true);
        if ((await countActiveApiTokens(tx, projectId)) >= devProjectLimits.tokens) throw tooManyTokens();
        const fresh = newApiTokenSecret();
        const id = await insertApiToken(tx, {
          projectId,
          name: body.name,
          tokenHash: hashApiTokenSecret(fresh),
          lastFour: fresh.slice(-4),
          scopes: body.scopes,
          expiresAt,
        });
        const token = (await findApiToken(tx, projectId, id))!;
        await audit(tx, principal, 'token.create', id, null, token);
        secret = fresh;
        return { status: 201, body: token };
      },
    ),
  );
  return answer.replayed ? { token: answer.body } : { token: answer.body, secret: secret! };
}

/** Revokes a token at once (its next request answers 401 api_token_revoked); revoking it again is a no-op. */
export async function revokeToken(
  db: Database,
  principal: Principal,
  projectId: string,
  tokenId: string,
  idempotencyKey: string,
): Promise<void> {
  await developerOnly(db, principal);
  await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: 'develop.token.revoke',
        request: [projectId, tokenId],
      },
      async () => {
        await ownProject(tx, principal, projectId, true);
        const before = await findApiToken(tx, projectId, tokenId);
        if (!before) throw tokenNotFound(tokenId);
        if (await revokeApiToken(tx, tokenId)) {
          const after = (await findApiToken(tx, projectId, tokenId))!;
          await audit(tx, principal, 'token.revoke', tokenId, before, after);
        }
        return { status: 204, body: null };
      },
    ),
  );
}

const notAToken = () =>
  new ApiError(400, 'api_token_required', 'Call this with an API token (Authorization: Bearer nvm_pat_…).');

/** The API token that authenticated the request, and whose it is; 400 api_token_required for a sign-in. */
export async function currentToken(db: Database, principal: Principal): Promise<CurrentApiToken> {
  if (!principal.apiToken) throw notAToken();
  const found = await findApiTokenWithOwner(db, principal.apiToken.tokenId);
  if (!found) throw notAToken();
  return found;
}
