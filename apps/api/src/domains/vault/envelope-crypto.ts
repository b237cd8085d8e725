// Envelope encryption with node:crypto (issue 31, Cofre): AES-256-GCM everywhere, a random 12-byte IV per seal,
// and associated data naming the row a ciphertext belongs to, so a ciphertext moved to another row (or another
// version) fails its tag instead of decrypting. A sealed value is one buffer: format byte, IV, tag, ciphertext.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

const format = 1;
const ivBytes = 12;
const tagBytes = 16;
/** AES-256: every key here (root, key material, data key) is 32 bytes. */
export const keyBytes = 32;

/** A ciphertext that fails its integrity check (altered, or moved from another row): never decrypted. */
export class SealBroken extends Error {
  constructor() {
    super('The sealed value failed its integrity check.');
    this.name = 'SealBroken';
  }
}

export const newKey = (): Buffer => randomBytes(keyBytes);

/** `plaintext` sealed under `key`, bound to `aad`. */
export function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([format]), iv, cipher.getAuthTag(), ciphertext]);
}

/** What `seal(key, plaintext, aad)` sealed; SealBroken when the buffer, key or aad is not the one sealed. */
export function unseal(key: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < 1 + ivBytes + tagBytes || sealed[0] !== format) throw new SealBroken();
  const iv = sealed.subarray(1, 1 + ivBytes);
  const tag = sealed.subarray(1 + ivBytes, 1 + ivBytes + tagBytes);
  const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(sealed.subarray(1 + ivBytes + tagBytes)), decipher.final()]);
  } catch {
    throw new SealBroken();
  }
}

/** What binds each seal to its row (associated data). */
export const aadOf = {
  keyMaterial: (keyId: string, version: number) => `nuvem-vault:key:${keyId}:${version}`,
  dataKey: (secretId: string, version: number) => `nuvem-vault:data-key:${secretId}:${version}`,
  value: (secretId: string, version: number) => `nuvem-vault:value:${secretId}:${version}`,
};

/** SHA256:<base64 without padding> of a key's material, as `ssh-keygen -l` shows fingerprints. */
export const fingerprintOf = (material: Buffer) =>
  `SHA256:${createHash('sha256').update(material).digest('base64').replace(/=+$/, '')}`;

/**
 * A keyed digest of a secret value for the Idempotency-Key's request identity: a retry is recognised without
 * a plain hash of the value in the database (a low-entropy value's plain hash could be guessed back).
 */
export const valueDigestOf = (rootKey: Buffer, value: string) =>
  createHmac('sha256', rootKey).update('nuvem-vault:idempotency:').update(value, 'utf8').digest('hex');

/** 256 bits of base64, as a customer supplies key material; undefined when it is anything else. */
export function keyMaterialOf(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/]{43}=$/.test(trimmed)) return undefined;
  const material = Buffer.from(trimmed, 'base64');
  return material.length === keyBytes ? material : undefined;
}
