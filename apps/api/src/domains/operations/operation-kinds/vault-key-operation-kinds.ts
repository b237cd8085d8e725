// Chaves externas: a key made active or rotated re-wraps every data key of the environment's vault under the
// active key's current version, as one step in the transaction that records it (a crash undoes both, the retry
// does it again; rows already under that version are not touched, so a replay changes nothing). The values'
// ciphertexts are never touched: only the data keys' wrapping changes.
import type { OperationKind } from '@nuvem/api-contract';
import type { Queryable } from '../../../db/database';
import { SealBroken } from '../../vault/envelope-crypto';
import { rewrapDataKey } from '../../vault/vault-envelope';
import { keyMaterialFor } from '../../vault/vault-keyring';
import { findActiveVaultKey, findVaultKey } from '../../vault/vault-keys-repository';
import { lockVersionsToRewrap, rewrapVersion } from '../../vault/vault-secrets-repository';
import { ApiError } from '../../../errors';
import type { OperationRow } from '../operations-repository';
import {
  OperationRefused,
  type OperationKindDefinition,
  type OperationStepDefinition,
} from './operation-kind';

/** A key that refuses its material (disabled) or a data key that fails its check: the operation fails. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw new OperationRefused(error.code, error.message);
    if (error instanceof SealBroken) throw new OperationRefused('vault_secret_unreadable', error.message);
    throw error;
  }
}

const rewrapping: OperationStepDefinition = {
  name: 'rewrapping',
  apply: (tx, operation) =>
    refusing(async () => {
      const active = await findActiveVaultKey(tx, operation.environment_id);
      if (!active) return;
      const target = {
        keyId: active.id,
        keyVersion: active.version,
        material: await keyMaterialFor(tx, active.id, active.version),
      };
      const materials = new Map<string, Buffer>();
      for (const sealed of await lockVersionsToRewrap(
        tx,
        operation.environment_id,
        active.id,
        active.version,
      )) {
        const from = `${sealed.keyId}:${sealed.keyVersion}`;
        if (!materials.has(from))
          materials.set(from, await keyMaterialFor(tx, sealed.keyId, sealed.keyVersion));
        await rewrapVersion(tx, rewrapDataKey(sealed, materials.get(from)!, target));
      }
      for (const material of [target.material, ...materials.values()]) material.fill(0);
    }),
};

/** The key as the audit log shows it after: never its material. */
async function keyState(tx: Queryable, operation: OperationRow) {
  const key = operation.target_id
    ? await findVaultKey(tx, operation.environment_id, operation.target_id)
    : undefined;
  return key
    ? {
        name: key.name,
        state: key.state,
        active: key.active,
        version: key.version,
        fingerprint: key.fingerprint,
        pending_rewrap: key.pending_rewrap,
      }
    : null;
}

const kind = (name: OperationKind): OperationKindDefinition => ({
  kind: name,
  steps: [rewrapping],
  auditState: keyState,
});

export const vaultKeyOperationKinds = {
  'external_key.activate': kind('external_key.activate'),
  'external_key.rotate': kind('external_key.rotate'),
} satisfies Partial<Record<OperationKind, OperationKindDefinition>>;
