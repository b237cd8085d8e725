// Short-lived access tokens: compact JWTs signed with HMAC-SHA256 (node:crypto, no extra package).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { strictBase64url } from './base64url';
import { memo } from './memo';

export interface AccessClaims {
  /** User id. */
  sub: string;
  /** Session (refresh-token family) id, so a logout also ends the access tokens of that sign-in. */
  sid: string;
  iat: number;
  exp: number;
}

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

export function signAccessToken(
  subject: { userId: string; sessionId: string },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = { sub: subject.userId, sid: subject.sessionId, iat, exp: iat + ttlSeconds };
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${sign(body, secret).toString('base64url')}`;
}

/** The claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const claims = signedClaimsOf(`${secret}\0${token}`);
  return claims && claims.exp * 1000 > now ? claims : null;
}

/**
 * The claims a token carries when it is well formed and signed with the secret (key: secret, NUL, token),
 * remembered when it is (memo): a good token is checked once, however many requests bring it. Expiry is
 * checked on each use; a refused token is checked again each time. The memo's key is the token as given, so
 * another spelling of a remembered signature is a key it never saw, and is checked (and refused) afresh.
 */
const signedClaimsOf = memo(
  (key) => {
    const split = key.indexOf('\0');
    return signedClaims(key.slice(split + 1), key.slice(0, split));
  },
  { worthKeeping: (claims) => claims !== null },
);

function signedClaims(token: string, secret: string): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, payload, signature] = parts as [string, string, string];
  if (head !== header) return null;
  const expected = sign(`${head}.${payload}`, secret);
  const given = strictBase64url(signature);
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(strictBase64url(payload)?.toString('utf8') ?? '');
  } catch {
    return null;
  }
  return isClaims(claims) ? claims : null;
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c['sub'] === 'string' &&
    typeof c['sid'] === 'string' &&
    typeof c['iat'] === 'number' &&
    typeof c['exp'] === 'number'
  );
}
