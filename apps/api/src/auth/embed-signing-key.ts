// The Ed25519 key that signs embed tokens. It comes from EMBED_SIGNING_KEY (PKCS#8 PEM) or is generated once
// and kept in DATA_DIR, so tokens stay valid across restarts. Only its public half ever leaves the API (JWKS).
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import type { Jwk } from '@nuvem/api-contract';
import { keptSecretFile } from './kept-secret-file';

export interface EmbedSigningKey {
  privateKey: KeyObject;
  /** The public half, as served in the JWKS; its kid goes in every token header. */
  jwk: Jwk;
}

export function generateEmbedSigningKeyPem(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Parses a private key PEM; throws unless it is Ed25519. */
export function embedSigningKeyOf(pem: string): EmbedSigningKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ed25519')
    throw new Error(
      `The embed signing key must be an Ed25519 private key, not ${privateKey.asymmetricKeyType}`,
    );
  const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
  if (!x) throw new Error('The embed signing key has no public component');
  return { privateKey, jwk: { kty: 'OKP', crv: 'Ed25519', x, kid: thumbprint(x), alg: 'EdDSA', use: 'sig' } };
}

/** RFC 7638 thumbprint: SHA-256 of the key's required members in lexicographic order. Stable per key. */
function thumbprint(x: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x }))
    .digest('base64url');
}

/**
 * The PEM given (EMBED_SIGNING_KEY; `\n` escapes allowed, as env files often carry them), or the one kept in
 * dataDir, created on first use. Either is checked to be an Ed25519 key, so a bad key stops the start.
 */
export function loadEmbedSigningKeyPem(given: string | undefined, dataDir: string): string {
  const pem = given
    ? given.replace(/\\n/g, '\n')
    : keptSecretFile(dataDir, 'embed-signing-key.pem', generateEmbedSigningKeyPem);
  embedSigningKeyOf(pem);
  return pem;
}
