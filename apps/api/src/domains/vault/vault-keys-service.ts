// Chaves externas (issue 31): the customer-managed keys protecting an environment's vault, under
// vaultEnvironmentOf's refusals. Registered with the customer's 256-bit material or generated (the material
// stored sealed by the root key; only its fingerprint is ever answered or audited), made active, rotated (a new
// version; activating and rotating are operations whose step re-wraps every data key, so a restart resumes
// them), disabled (the environment's reveals and writes refused until it is enabled) and enabled again. Every
// change is audited with the key as the list shows it before and after: never any material.
import type { VaultKey, VaultKeyRegisterBody } from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent } from '../audit/audit-events-repository';
import { findUserById } from '../me/users-repository';
import { askOperation, refuseWhileBusy, type AskedOperation } from '../operations/operations-service';
import type { Principal } from '../session/session-service';
import type { EventBus } from '../streams/event-bus';
import { keyMaterialOf, newKey, valueDigestOf } from './envelope-crypto';
import { vaultEnvironmentOf } from './vault-access';
import { sealKeyMaterial, vaultKeyDisabled } from './vault-keyring';
import {
  findActiveVaultKey,
  findVaultKey,
  insertVaultKey,
  insertVaultKeyVersion,
  listVaultKeys,
  makeVaultKeyActive,
  setVaultKeyState,
  setVaultKeyVersion,
  vaultKeyNameTaken,
} from './vault-keys-repository';
import { vaultRootKey } from './vault-root-key';

const keyNotFound = (id: string) =>
  new ApiError(404, 'vault_key_not_found', 'No such key in this environment.', [id]);
const nameTaken = (name: string) =>
  new ApiError(
    409,
    'vault_key_name_taken',
    `A key named ${name} exists already.`,
    [name],
    [{ in: 'body', path: '/name', keyword: 'unique' }],
  );
const unchanged = (key: VaultKey, state: string) =>
  new ApiError(409, 'vault_key_state_unchanged', `The key ${key.name} is ${state} already.`, [
    key.name,
    state,
  ]);
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** Customer material (256 bits, base64), or new material when none is given; 400 on /key_material otherwise. */
function materialOf(text: string | undefined): { material: Buffer; origin: VaultKey['origin'] } {
  if (text === undefined || text.trim() === '') return { material: newKey(), origin: 'generated' };
  const material = keyMaterialOf(text);
  if (!material)
    throw new ApiError(
      400,
      'vault_key_material_invalid',
      'Key material is 256 bits in base64 (44 characters).',
      [],
      [{ in: 'body', path: '/key_material', keyword: 'format' }],
    );
  return { material, origin: 'imported' };
}

/** A key as audited: the list's fields (the fingerprint, never the material). */
const audited = (key: VaultKey) => ({
  name: key.name,
  origin: key.origin,
  state: key.state,
  active: key.active,
  version: key.version,
  fingerprint: key.fingerprint,
});

function audit(
  tx: Queryable,
  principal: Principal,
  environmentId: string,
  action: 'external_key.register' | 'external_key.disable' | 'external_key.enable',
  before: VaultKey | null,
  after: VaultKey,
) {
  return insertAuditEvent(tx, {
    actorUserId: principal.userId,
    action,
    subjectUserId: null,
    environmentId,
    targetId: after.id,
    before: before && audited(before),
    after: audited(after),
  });
}

export async function listKeys(db: Queryable, principal: Principal, cloudId: string): Promise<VaultKey[]> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  return listVaultKeys(db, environment.id);
}

/** Registers a key; the environment's first becomes its active one. */
export async function registerKey(
  db: Database,
  principal: Principal,
  cloudId: string,
  body: VaultKeyRegisterBody,
  idempotencyKey: string,
): Promise<{ key: VaultKey; created: boolean }> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  const { material, origin } = materialOf(body.key_material);
  const digest = origin === 'imported' ? valueDigestOf(vaultRootKey(), material.toString('base64')) : null;
  const request = [environment.id, body.name, digest];
  const answer = await db
    .transaction((tx) =>
      oncePerKey(
        tx,
        { userId: principal.userId, idempotencyKey, scope: 'external_key.register', request },
        async () => {
          if (await vaultKeyNameTaken(tx, environment.id, body.name)) throw nameTaken(body.name);
          const active = await findActiveVaultKey(tx, environment.id);
          const id = await insertVaultKey(tx, {
            environmentId: environment.id,
            name: body.name,
            origin,
            active: !active,
            userId: principal.userId,
          });
          await insertVaultKeyVersion(tx, { keyId: id, version: 1, ...sealKeyMaterial(id, 1, material) });
          const key = (await findVaultKey(tx, environment.id, id))!;
          await audit(tx, principal, environment.id, 'external_key.register', null, key);
          return { status: 201, body: key };
        },
      ),
    )
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken(body.name) : error;
    })
    .finally(() => material.fill(0));
  return { key: answer.body, created: !answer.replayed };
}

/** The key, locked; 404 when the environment has none such, 409 while an operation acts on it. */
async function lockedKey(tx: Queryable, environmentId: string, keyId: string): Promise<VaultKey> {
  const key = await findVaultKey(tx, environmentId, keyId, true);
  if (!key) throw keyNotFound(keyId);
  await refuseWhileBusy(tx, environmentId, keyId);
  return key;
}

/**
 * Makes the key the environment's active one (new data keys are wrapped by it at once), as the operation
 * external_key.activate whose step re-wraps the existing ones. 409 vault_key_disabled when it or the key it
 * replaces is disabled (the data keys could not be unwrapped), vault_key_state_unchanged when it is active.
 */
export async function activateKey(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  keyId: string,
  idempotencyKey: string,
): Promise<AskedOperation> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  const user = await findUserById(db, principal.userId);
  return askOperation(db, bus, principal, user?.email ?? principal.userId, environment.id, idempotencyKey, {
    kind: 'external_key.activate',
    targetId: keyId,
    identity: [],
    lock: (tx) => findVaultKey(tx, environment.id, keyId, true),
    async prepare(tx, found) {
      if (!found) throw keyNotFound(keyId);
      const key = await lockedKey(tx, environment.id, keyId);
      if (key.active) throw unchanged(key, 'active');
      if (key.state === 'disabled') throw vaultKeyDisabled(key.name);
      const previous = await findActiveVaultKey(tx, environment.id);
      if (previous?.state === 'disabled') throw vaultKeyDisabled(previous.name);
      await makeVaultKeyActive(tx, environment.id, keyId);
      return { request: { key_id: keyId, version: key.version }, before: audited(key) };
    },
  });
}

/**
 * Rotates the key: a new version (the customer's material, or generated) becomes its current one, as the
 * operation external_key.rotate whose step re-wraps every data key under it; the old versions stay, so what
 * they still wrap is read meanwhile. 409 vault_key_disabled for a disabled key.
 */
export async function rotateKey(
  db: Database,
  bus: EventBus,
  principal: Principal,
  cloudId: string,
  keyId: string,
  keyMaterial: string | undefined,
  idempotencyKey: string,
): Promise<AskedOperation> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  const user = await findUserById(db, principal.userId);
  const { material, origin } = materialOf(keyMaterial);
  const digest = origin === 'imported' ? valueDigestOf(vaultRootKey(), material.toString('base64')) : null;
  try {
    return await askOperation(
      db,
      bus,
      principal,
      user?.email ?? principal.userId,
      environment.id,
      idempotencyKey,
      {
        kind: 'external_key.rotate',
        targetId: keyId,
        identity: [digest],
        lock: (tx) => findVaultKey(tx, environment.id, keyId, true),
        async prepare(tx, found) {
          if (!found) throw keyNotFound(keyId);
          const key = await lockedKey(tx, environment.id, keyId);
          if (key.state === 'disabled') throw vaultKeyDisabled(key.name);
          const version = key.version + 1;
          await insertVaultKeyVersion(tx, { keyId, version, ...sealKeyMaterial(keyId, version, material) });
          await setVaultKeyVersion(tx, keyId, version);
          return { request: { key_id: keyId, version }, before: audited(key) };
        },
      },
    );
  } finally {
    material.fill(0);
  }
}

/** Disables or enables the key, once its name is typed for a disable (400 vault_confirmation_mismatch). */
export async function setKeyState(
  db: Database,
  principal: Principal,
  cloudId: string,
  keyId: string,
  state: VaultKey['state'],
  confirmation: string | undefined,
  idempotencyKey: string,
): Promise<VaultKey> {
  const environment = await vaultEnvironmentOf(db, principal, cloudId);
  const action = state === 'disabled' ? 'external_key.disable' : 'external_key.enable';
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: action,
        request: [environment.id, keyId, confirmation ?? null],
      },
      async () => {
        const before = await lockedKey(tx, environment.id, keyId);
        if (state === 'disabled' && confirmation !== before.name)
          throw new ApiError(
            400,
            'vault_confirmation_mismatch',
            `Type the name, ${before.name}, to confirm.`,
            [before.name],
            [{ in: 'body', path: '/confirmation', keyword: 'const' }],
          );
        if (before.state === state) throw unchanged(before, state);
        await setVaultKeyState(tx, keyId, state);
        const after = (await findVaultKey(tx, environment.id, keyId))!;
        await audit(tx, principal, environment.id, action, before, after);
        return { status: 200, body: after };
      },
    ),
  );
  return answer.body;
}
