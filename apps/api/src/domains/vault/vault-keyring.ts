// The middle of the envelope: a key version's material, sealed by the root key, unsealed here only for the
// moment a data key is wrapped or unwrapped. A disabled key's material is not used (409 vault_key_disabled),
// as a revoked customer-managed key would refuse its cloud's decrypt calls.
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { aadOf, fingerprintOf, seal, SealBroken, unseal } from './envelope-crypto';
import { findSealedMaterial } from './vault-keys-repository';
import { vaultRootKey } from './vault-root-key';

export const vaultKeyDisabled = (name: string) =>
  new ApiError(
    409,
    'vault_key_disabled',
    `The key ${name} protecting this vault is disabled: secrets can be neither revealed nor written until it is enabled.`,
    [name],
  );

export const vaultSecretUnreadable = () =>
  new ApiError(
    409,
    'vault_secret_unreadable',
    'This stored secret failed its integrity check: it was not read.',
  );

/** A new version's material sealed by the root key, and its fingerprint. */
export function sealKeyMaterial(keyId: string, version: number, material: Buffer) {
  return {
    sealedMaterial: seal(vaultRootKey(), material, aadOf.keyMaterial(keyId, version)),
    fingerprint: fingerprintOf(material),
  };
}

/** The material of an enabled key's version; 409 vault_key_disabled for a disabled key's. */
export async function keyMaterialFor(db: Queryable, keyId: string, version: number): Promise<Buffer> {
  const found = await findSealedMaterial(db, keyId, version);
  if (!found) throw vaultSecretUnreadable();
  if (found.state === 'disabled') throw vaultKeyDisabled(found.name);
  try {
    return unseal(vaultRootKey(), found.sealed_material, aadOf.keyMaterial(keyId, version));
  } catch (error) {
    if (error instanceof SealBroken) throw vaultSecretUnreadable();
    throw error;
  }
}
