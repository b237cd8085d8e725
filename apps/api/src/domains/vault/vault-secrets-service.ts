// Cofre (issue 31): an environment's secrets, under vaultEnvironmentOf's refusals. A value enters in the request
// that writes it and leaves in the answer of a reveal, nowhere else: not in a list, an audit entry (before and
// after hold the secret's name and versions), an idempotency record (a keyed digest stands for it) or a log.
// Each write once per Idempotency-Key, in one transaction with its audit entry; while the environment's key is
// disabled, reveals and writes answer 409 vault_key_disabled.
import type {
  VaultSecret,
  VaultSecretCreateBody,
  VaultSecretList,
  VaultSecretReveal,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import type { Principal } from '../session/session-service';
import { newKey, SealBroken, valueDigestOf } from './envelope-crypto';
import { vaultEnvironmentOf } from './vault-access';
import { openSecretValue, sealSecretValue, type KeyVersionMaterial } from './vault-envelope';
import { keyMaterialFor, sealKeyMaterial, vaultKeyDisabled, vaultSecretUnreadable } from './vault-keyring';
import {
  findActiveVaultKey,
  insertFirstVaultKey,
  insertVaultKeyVersion,
  lockActiveVaultKey,
} from './vault-keys-repository';
import { vaultRootKey } from './vault-root-key';
import {
  deleteVaultSecret,
  findSealedVersion,
  findVaultSecret,
  insertVaultSecret,
  insertVaultSecretVersion,
  listVaultSecrets,
  vaultSecretNameTaken,
} from './vault-secrets-repository';

/** The key an environment gets with its first secret when it has none: generated, active, enabled. */
export const defaultVaultKeyName = 'chave-padrao';

const nameTaken = (name: string) =>
  new ApiError(
    409,
    'vault_secret_name_taken',
    `A secret named ${name} exists already.`,
    [name],
    [{ in: 'body', path: '/name', keyword: 'unique' }],
  );
const secretNotFound = (id: string) =>
  new ApiError(404, 'vault_secret_not_found', 'No such secret in this environment.', [id]);
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** The active key's current version and material, for a write: created when the environment has none. */
async function writingKey(
  tx: Queryable,
  environmentId: string,
  userId: string,
  again = true,
): Promise<KeyVersionMaterial> {
  const active = await lockActiveVaultKey(tx, environmentId);
  if (active) {
    if (active.state === 'disabled') throw vaultKeyDisabled(active.name);
    return {
      keyId: active.id,
      keyVersion: active.version,
      material: await keyMaterialFor(tx, active.id, active.version),
    };
  }
  const keyId = await insertFirstVaultKey(tx, { environmentId, name: defaultVaultKeyName, userId });
  // Another request's first secret made the key first: use it.
  if (!keyId) {
    if (!again) throw new Error(`No active vault key in ${environmentId}, and none could be made.`);
    return writingKey(tx, environmentId, userId, false);
  }
  const material = newKey();
  await insertVaultKeyVersion(tx, { keyId, version: 1, ...sealKeyMaterial(keyId, 1, material) });
  return { keyId, keyVersion: 1, material };
}

/** What an audit entry holds of a secret: never its value. */
const audited = (secret: VaultSecret) => ({
  name: secret.name,
  description: secret.description,
  current_version: secret.current_version,
  versions: secret.versions,
});

function audit(
  tx: Queryable,
  principal: Principal,
  environmentId: string,
  action: 'vault_secret.create' | 'vault_secret.update' | 'vault_secret.delete',
  targetId: string,
  before: VaultSecret | null,
  after: VaultSecret | null,
) {
  return insertAuditEvent(tx, {
    actorUserId: principal.userId,
    action,
    subjectUserId: null,
    environmentId,
    targetId,
    before: before && audited(before),
    after: after && audited(after),
  });
}

export async function listSecrets(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<VaultSecretList> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  const key = await findActiveVaultKey(db, environment.id);
  return {
    secrets: await listVaultSecrets(db, environment.id),
    key: key ? { id: key.id, name: key.name, state: key.state } : null,
  };
}

export async function createSecret(
  db: Database,
  principal: Principal,
  cloudId: string,
  body: VaultSecretCreateBody,
  idempotencyKey: string,
): Promise<{ secret: VaultSecret; created: boolean }> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  const description = body.description?.trim() ?? '';
  const request = [environment.id, body.name, description, valueDigestOf(vaultRootKey(), body.value)];
  const answer = await db
    .transaction((tx) =>
      oncePerKey(
        tx,
        { userId: principal.userId, idempotencyKey, scope: 'vault_secret.create', request },
        async () => {
          const kek = await writingKey(tx, environment.id, principal.userId);
          if (await vaultSecretNameTaken(tx, environment.id, body.name)) throw nameTaken(body.name);
          const id = await insertVaultSecret(tx, {
            environmentId: environment.id,
            name: body.name,
            description,
            userId: principal.userId,
          });
          await insertVaultSecretVersion(tx, sealSecretValue(id, 1, body.value, kek), principal.userId);
          const secret = (await findVaultSecret(tx, environment.id, id))!;
          await audit(tx, principal, environment.id, 'vault_secret.create', id, null, secret);
          return { status: 201, body: secret };
        },
      ),
    )
    .catch((error: unknown) => {
      // Two creates at once of one name: the unique index lets one in.
      throw isUniqueViolation(error) ? nameTaken(body.name) : error;
    });
  return { secret: answer.body, created: !answer.replayed };
}

/** A new version of the secret's value: it becomes the current one; the ones before stay revealable. */
export async function addSecretVersion(
  db: Database,
  principal: Principal,
  cloudId: string,
  secretId: string,
  value: string,
  idempotencyKey: string,
): Promise<{ secret: VaultSecret; created: boolean }> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  const request = [environment.id, secretId, valueDigestOf(vaultRootKey(), value)];
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'vault_secret.update', request },
      async () => {
        const before = await findVaultSecret(tx, environment.id, secretId, true);
        if (!before) throw secretNotFound(secretId);
        const kek = await writingKey(tx, environment.id, principal.userId);
        const version = before.current_version + 1;
        await insertVaultSecretVersion(tx, sealSecretValue(secretId, version, value, kek), principal.userId);
        const after = (await findVaultSecret(tx, environment.id, secretId))!;
        await audit(tx, principal, environment.id, 'vault_secret.update', secretId, before, after);
        return { status: 201, body: after };
      },
    ),
  );
  return { secret: answer.body, created: !answer.replayed };
}

/**
 * A version's value (the current one by default), audited as vault_secret.reveal with who and which version.
 * 409 vault_key_disabled while the environment's key, or the key that wraps this version, is disabled.
 */
export async function revealSecret(
  db: Database,
  principal: Principal,
  cloudId: string,
  secretId: string,
  asked: number | undefined,
): Promise<VaultSecretReveal> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  const secret = await findVaultSecret(db, environment.id, secretId);
  if (!secret) throw secretNotFound(secretId);
  const active = await findActiveVaultKey(db, environment.id);
  if (active?.state === 'disabled') throw vaultKeyDisabled(active.name);
  const version = asked ?? secret.current_version;
  const sealed = await findSealedVersion(db, environment.id, secretId, version);
  if (!sealed)
    throw new ApiError(404, 'vault_secret_version_not_found', `The secret has no version ${version}.`, [
      String(version),
    ]);
  let value: string;
  try {
    value = openSecretValue(sealed, await keyMaterialFor(db, sealed.keyId, sealed.keyVersion));
  } catch (error) {
    if (error instanceof SealBroken) throw vaultSecretUnreadable();
    throw error;
  }
  await insertAuditEvent(db, {
    actorUserId: principal.userId,
    action: 'vault_secret.reveal',
    subjectUserId: null,
    environmentId: environment.id,
    targetId: secretId,
    details: { name: secret.name, version },
  });
  return { id: secretId, version, value };
}

/** Deletes the secret and every version, once its name is typed (400 vault_confirmation_mismatch otherwise). */
export async function deleteSecret(
  db: Database,
  principal: Principal,
  cloudId: string,
  secretId: string,
  confirmation: string,
  idempotencyKey: string,
): Promise<void> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: 'vault_secret.delete',
        request: [environment.id, secretId],
      },
      async () => {
        const secret = await findVaultSecret(tx, environment.id, secretId, true);
        if (!secret) throw secretNotFound(secretId);
        if (confirmation !== secret.name)
          throw new ApiError(
            400,
            'vault_confirmation_mismatch',
            `Type the name, ${secret.name}, to confirm.`,
            [secret.name],
            [{ in: 'query', path: '/confirmation', keyword: 'const' }],
          );
        const active = await lockActiveVaultKey(tx, environment.id);
        if (active?.state === 'disabled') throw vaultKeyDisabled(active.name);
        await deleteVaultSecret(tx, environment.id, secretId);
        await audit(tx, principal, environment.id, 'vault_secret.delete', secretId, secret, null);
        return { status: 204, body: null };
      },
    ),
  );
}
