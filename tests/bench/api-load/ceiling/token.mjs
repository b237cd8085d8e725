// The checks the API makes of an access token, written for the ceiling: a compact JWT, HS256 with the API's
// TOKEN_SECRET, claims sub (user), sid (sign-in), iat and exp. And the /me stream hash, which needs the secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const bearer = /^Bearer ([A-Za-z0-9_.-]+)$/;

/** { sub, sid } of a correctly signed, unexpired bearer token; otherwise null. */
export function verifyBearer(authorization, secret) {
  const token = bearer.exec(authorization ?? '')?.[1];
  const [head, payload, signature, extra] = token?.split('.') ?? [];
  if (head !== header || signature === undefined || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(`${head}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { sub, sid, iat, exp } = claims ?? {};
  if (
    typeof sub !== 'string' ||
    typeof sid !== 'string' ||
    typeof iat !== 'number' ||
    typeof exp !== 'number'
  )
    return null;
  return exp * 1000 > Date.now() ? { sub, sid } : null;
}

/** The hash /me gives to open the user's stream during this sign-in. */
export function streamHash(secret, userId, channel, sessionId) {
  const mac = createHmac('sha256', secret)
    .update(`stream:${userId}:${channel}:${sessionId}`)
    .digest('base64url');
  return `${sessionId}.${mac}`;
}
