// Embed tokens: JWS compact form signed with Ed25519 (alg EdDSA, node:crypto), short-lived, for the analytics
// side only (aud). The analytics side verifies them with the API's JWKS and never holds a secret.
import { randomUUID, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import {
  embedTokenAudience,
  embedTokenIssuer,
  EmbedTokenClaimsSchema,
  type EmbedAction,
  type EmbedTokenClaims,
  type Jwks,
} from '@nuvem/api-contract';
import { Value } from 'typebox/value';
import { strictBase64url } from './base64url';
import type { EmbedSigningKey } from './embed-signing-key';

/** What a token lets its holder embed, and how. */
export interface EmbedGrant {
  userId: string;
  /** The sign-in that asks for the token (Principal.sessionId): the token ends with it. */
  sessionId: string;
  item: {
    source: EmbedTokenClaims['item_source'];
    type: EmbedTokenClaims['item_type'];
    id: string;
    /** For bi items: their workspace (groupId). */
    workspaceId?: string;
  };
  /** A quick create token's: the environment the rows it uploads belong to. */
  environmentId?: string;
  /** Queries with the token answer this environment's rows only (the home's consumption card). */
  scopeEnvironmentId?: string;
  actions: EmbedAction[];
}

/** Tolerated clock difference between the API and the analytics side, for iat. */
const clockSkewSeconds = 60;

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs any claims as given. signEmbedToken is the way to issue one; this is the signature step. */
export function signEmbedClaims(claims: EmbedTokenClaims, key: EmbedSigningKey): string {
  const input = `${encode({ alg: 'EdDSA', typ: 'JWT', kid: key.jwk.kid })}.${encode(claims)}`;
  return `${input}.${sign(null, Buffer.from(input), key.privateKey).toString('base64url')}`;
}

export function signEmbedToken(
  grant: EmbedGrant,
  key: EmbedSigningKey,
  ttlSeconds: number,
  now = Date.now(),
): { token: string; claims: EmbedTokenClaims } {
  const iat = Math.floor(now / 1000);
  const claims: EmbedTokenClaims = {
    iss: embedTokenIssuer,
    aud: embedTokenAudience,
    sub: grant.userId,
    sid: grant.sessionId,
    iat,
    exp: iat + ttlSeconds,
    jti: randomUUID(),
    item_source: grant.item.source,
    item_type: grant.item.type,
    item_id: grant.item.id,
    ...(grant.item.workspaceId ? { workspace_id: grant.item.workspaceId } : {}),
    ...(grant.environmentId ? { environment_id: grant.environmentId } : {}),
    ...(grant.scopeEnvironmentId ? { scope_environment_id: grant.scopeEnvironmentId } : {}),
    actions: grant.actions,
  };
  return { token: signEmbedClaims(claims, key), claims };
}

function parseSegment(segment: string): unknown {
  try {
    return JSON.parse(strictBase64url(segment)?.toString('utf8') ?? '');
  } catch {
    return undefined;
  }
}

/** Public keys by their bytes: the JWKS holds a key or two, and importing one on every request costs time. */
const publicKeys = new Map<string, KeyObject>();
function publicKeyOf(jwk: Jwks['keys'][number]): KeyObject {
  const id = `${jwk.crv}:${jwk.x}`;
  let key = publicKeys.get(id);
  if (!key) {
    key = createPublicKey({ key: { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, format: 'jwk' });
    // Keys come from the API's own JWKS (rotated rarely), so this stays small; a bound all the same.
    if (publicKeys.size >= 16) publicKeys.clear();
    publicKeys.set(id, key);
  }
  return key;
}

/**
 * The claims of a token signed by a key of the JWKS (by kid), issued by the API for this audience and not
 * expired; otherwise null. What the analytics side runs on every embed load.
 */
export function verifyEmbedToken(
  token: string,
  jwks: Jwks,
  { audience = embedTokenAudience, now = Date.now() }: { audience?: string; now?: number } = {},
): EmbedTokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, payload, signature] = parts as [string, string, string];
  // Only the spelling we write: a signature's last character has bits any value of which verified.
  const signatureBytes = strictBase64url(signature);
  if (!signatureBytes) return null;
  const header = parseSegment(head) as { alg?: unknown; kid?: unknown } | undefined;
  if (header?.alg !== 'EdDSA') return null;
  const jwk = jwks.keys.find((key) => key.kid === header.kid);
  if (!jwk) return null;
  const publicKey = publicKeyOf(jwk);
  if (!verify(null, Buffer.from(`${head}.${payload}`), publicKey, signatureBytes)) return null;
  const claims = parseSegment(payload);
  if (!Value.Check(EmbedTokenClaimsSchema, claims)) return null;
  const seconds = now / 1000;
  if (claims.iss !== embedTokenIssuer || claims.aud !== audience) return null;
  if (claims.exp <= seconds || claims.iat > seconds + clockSkewSeconds) return null;
  return claims;
}

/**
 * Why a token that verifyEmbedToken refuses is refused: `expired` when it would verify at the last second of
 * its life and that second is past (only the expiry fails), `invalid` for anything else.
 */
export function embedTokenFailure(
  token: string,
  jwks: Jwks,
  { audience = embedTokenAudience, now = Date.now() }: { audience?: string; now?: number } = {},
): 'expired' | 'invalid' {
  const exp = (parseSegment(token.split('.')[1] ?? '') as { exp?: unknown } | undefined)?.exp;
  if (typeof exp !== 'number' || exp * 1000 > now) return 'invalid';
  return verifyEmbedToken(token, jwks, { audience, now: (exp - 1) * 1000 }) ? 'expired' : 'invalid';
}
