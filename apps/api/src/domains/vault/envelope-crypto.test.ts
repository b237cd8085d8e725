import { randomBytes } from 'node:crypto';
import {
  aadOf,
  fingerprintOf,
  keyMaterialOf,
  newKey,
  seal,
  SealBroken,
  unseal,
  valueDigestOf,
} from './envelope-crypto';
import { openSecretValue, rewrapDataKey, sealSecretValue } from './vault-envelope';

const kek = (version = 1) => ({ keyId: 'k1', keyVersion: version, material: newKey() });

describe('seal and unseal (AES-256-GCM)', () => {
  it('opens what it sealed, with a fresh 12-byte IV each time', () => {
    const key = newKey();
    const a = seal(key, Buffer.from('valor'), 'row-1');
    const b = seal(key, Buffer.from('valor'), 'row-1');
    expect(unseal(key, a, 'row-1').toString()).toBe('valor');
    expect(a.subarray(1, 13)).not.toEqual(b.subarray(1, 13));
    expect(a).not.toEqual(b);
    expect(a.includes(Buffer.from('valor'))).toBe(false);
  });

  it('refuses another key, another row (aad), a flipped bit, a truncated or foreign buffer', () => {
    const key = newKey();
    const sealed = seal(key, Buffer.from('valor'), 'row-1');
    expect(() => unseal(newKey(), sealed, 'row-1')).toThrow(SealBroken);
    expect(() => unseal(key, sealed, 'row-2')).toThrow(SealBroken);
    for (const at of [0, 5, 20, sealed.length - 1]) {
      const flipped = Buffer.from(sealed);
      flipped[at]! ^= 1;
      expect(() => unseal(key, flipped, 'row-1')).toThrow(SealBroken);
    }
    expect(() => unseal(key, sealed.subarray(0, 20), 'row-1')).toThrow(SealBroken);
    expect(() => unseal(key, Buffer.alloc(0), 'row-1')).toThrow(SealBroken);
  });
});

describe('a secret version envelope', () => {
  it("opens with its key version's material only, bound to its secret and version", () => {
    const k = kek();
    const sealed = sealSecretValue('s1', 1, 'senha-forte', k);
    expect(openSecretValue(sealed, k.material)).toBe('senha-forte');
    expect(() => openSecretValue(sealed, newKey())).toThrow(SealBroken);
    expect(() => openSecretValue({ ...sealed, version: 2 }, k.material)).toThrow(SealBroken);
    expect(() => openSecretValue({ ...sealed, secretId: 's2' }, k.material)).toThrow(SealBroken);
    // Another row's ciphertext with this row's data key: refused.
    const other = sealSecretValue('s2', 1, 'outra', k);
    expect(() => openSecretValue({ ...sealed, ciphertext: other.ciphertext }, k.material)).toThrow(
      SealBroken,
    );
  });

  it('re-wraps the data key under another key version without touching the ciphertext', () => {
    const [from, to] = [kek(1), kek(2)];
    const sealed = sealSecretValue('s1', 3, 'valor', from);
    const moved = rewrapDataKey(sealed, from.material, to);
    expect(moved.ciphertext).toEqual(sealed.ciphertext);
    expect(moved).toMatchObject({ keyId: 'k1', keyVersion: 2 });
    expect(openSecretValue(moved, to.material)).toBe('valor');
    expect(() => openSecretValue(moved, from.material)).toThrow(SealBroken);
  });
});

describe('key material and digests', () => {
  it('takes 256 bits of base64 only', () => {
    const material = randomBytes(32);
    expect(keyMaterialOf(` ${material.toString('base64')}\n`)).toEqual(material);
    expect(keyMaterialOf(randomBytes(16).toString('base64'))).toBeUndefined();
    expect(keyMaterialOf(randomBytes(33).toString('base64'))).toBeUndefined();
    expect(keyMaterialOf('not base64 at all!!')).toBeUndefined();
  });

  it('fingerprints as SHA256:<base64> and keys the idempotency digest with the root key', () => {
    expect(fingerprintOf(Buffer.alloc(32))).toBe('SHA256:Zmh6rfhivXdsj8GLjp+OIAiXFIVu4jOzkCpZHQ1fKSU');
    const [a, b] = [newKey(), newKey()];
    expect(valueDigestOf(a, 'x')).toBe(valueDigestOf(a, 'x'));
    expect(valueDigestOf(a, 'x')).not.toBe(valueDigestOf(b, 'x'));
  });

  it('names each seal after its row', () => {
    expect(new Set([aadOf.keyMaterial('a', 1), aadOf.dataKey('a', 1), aadOf.value('a', 1)]).size).toBe(3);
  });
});
