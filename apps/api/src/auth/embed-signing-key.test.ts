import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { embedSigningKeyOf, generateEmbedSigningKeyPem, loadEmbedSigningKeyPem } from './embed-signing-key';

// RFC 8037 appendix A.1–A.3: an Ed25519 key and the RFC 7638 thumbprint of its public half.
const rfcKey = createPrivateKey({
  key: {
    kty: 'OKP',
    crv: 'Ed25519',
    d: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A',
    x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
  },
  format: 'jwk',
});

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nuvem-embed-key-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the embed signing key', () => {
  it('publishes only the public half, with the RFC 7638 thumbprint as kid', () => {
    const key = embedSigningKeyOf(rfcKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    expect(key.jwk).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
      kid: 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
      alg: 'EdDSA',
      use: 'sig',
    });
    expect(key.jwk).not.toHaveProperty('d');
  });

  it('is generated once in the data directory, private to its owner, and reused', async () => {
    const first = loadEmbedSigningKeyPem(undefined, join(dir, 'data'));
    const file = join(dir, 'data', 'embed-signing-key.pem');
    expect(await readFile(file, 'utf8')).toBe(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(loadEmbedSigningKeyPem(undefined, join(dir, 'data'))).toBe(first);
    expect(embedSigningKeyOf(first).jwk.kid).toBe(embedSigningKeyOf(first).jwk.kid);
  });

  it('comes from EMBED_SIGNING_KEY when given, \\n escapes included, and nothing is written', async () => {
    const pem = generateEmbedSigningKeyPem();
    expect(loadEmbedSigningKeyPem(pem, dir)).toBe(pem);
    expect(loadEmbedSigningKeyPem(pem.replace(/\n/g, '\\n'), dir)).toBe(pem);
    await expect(stat(join(dir, 'embed-signing-key.pem'))).rejects.toThrow();
  });

  it('refuses a key that is not Ed25519, and garbage', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    expect(() => loadEmbedSigningKeyPem(rsa, dir)).toThrow(/Ed25519/);
    expect(() => loadEmbedSigningKeyPem('not a key', dir)).toThrow();
  });
});
