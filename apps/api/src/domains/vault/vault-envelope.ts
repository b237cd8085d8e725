// One secret version's envelope: its value sealed by a data key of its own, the data key sealed (wrapped) by a
// key version's material. Both seals are bound to the secret's id and version, so neither a value nor a data
// key copied onto another row opens there.
import { aadOf, newKey, seal, unseal } from './envelope-crypto';
import type { SealedVersion } from './vault-secrets-repository';

export interface KeyVersionMaterial {
  keyId: string;
  keyVersion: number;
  material: Buffer;
}

export function sealSecretValue(
  secretId: string,
  version: number,
  value: string,
  kek: KeyVersionMaterial,
): SealedVersion {
  const dataKey = newKey();
  try {
    return {
      secretId,
      version,
      ciphertext: seal(dataKey, Buffer.from(value, 'utf8'), aadOf.value(secretId, version)),
      wrappedDataKey: seal(kek.material, dataKey, aadOf.dataKey(secretId, version)),
      keyId: kek.keyId,
      keyVersion: kek.keyVersion,
    };
  } finally {
    dataKey.fill(0);
  }
}

/** The value; SealBroken when either seal was altered or moved. */
export function openSecretValue(sealed: SealedVersion, kekMaterial: Buffer): string {
  const dataKey = unseal(kekMaterial, sealed.wrappedDataKey, aadOf.dataKey(sealed.secretId, sealed.version));
  try {
    return unseal(dataKey, sealed.ciphertext, aadOf.value(sealed.secretId, sealed.version)).toString('utf8');
  } finally {
    dataKey.fill(0);
  }
}

/** The same data key wrapped by another key version: the value's ciphertext is not touched. */
export function rewrapDataKey(
  sealed: SealedVersion,
  fromMaterial: Buffer,
  to: KeyVersionMaterial,
): SealedVersion {
  const aad = aadOf.dataKey(sealed.secretId, sealed.version);
  const dataKey = unseal(fromMaterial, sealed.wrappedDataKey, aad);
  try {
    return {
      ...sealed,
      wrappedDataKey: seal(to.material, dataKey, aad),
      keyId: to.keyId,
      keyVersion: to.keyVersion,
    };
  } finally {
    dataKey.fill(0);
  }
}
