// The hash that opens a real-time stream (spec §7 "Push channel"). EventSource cannot send an Authorization
// header, so the stream URL carries the user's stream_channel and this hash; the API computes it (in /me and in
// the stream ticket) and nobody else can without the token secret. It is bound to the sign-in it was given to:
// it names that session, and a stream opens only while the session lives (and answers as that user), so
// signing out closes the user's streams rather than leaving a URL that works until the secret is rotated.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { memo } from './memo';

const sessionIdForm = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `<sessionId>.<HMAC-SHA256(secret, 'stream:' + userId + ':' + channel + ':' + sessionId), base64url>`. */
export function streamHash(secret: string, userId: string, channel: string, sessionId: string): string {
  return `${sessionId}.${macOf(`${secret}\0stream:${userId}:${channel}:${sessionId}`)}`;
}

/** HMAC-SHA256 of what follows the first NUL, keyed by what precedes it; remembered (memo): /me asks it each time. */
const macOf = memo((key) => {
  const split = key.indexOf('\0');
  return createHmac('sha256', key.slice(0, split))
    .update(key.slice(split + 1))
    .digest('base64url');
});

/** The session a hash was given to, when the hash has the form of one; otherwise undefined. */
export function sessionOfStreamHash(hash: string): string | undefined {
  const sessionId = hash.slice(0, hash.indexOf('.'));
  return sessionIdForm.test(sessionId) ? sessionId : undefined;
}

/** Whether `given` is exactly the expected hash, compared in constant time. */
export function streamHashMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
