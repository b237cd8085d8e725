// The user hash that opens a real-time stream (spec §7 "Push channel"). EventSource cannot send an
// Authorization header, so the stream URL carries the user's stream_channel and this hash; the API computes
// it (in /me and in the stream ticket) and nobody else can without the token secret.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256(secret, 'stream:' + userId + ':' + channel), base64url. */
export function streamHash(secret: string, userId: string, channel: string): string {
  return createHmac('sha256', secret).update(`stream:${userId}:${channel}`).digest('base64url');
}

/** Whether `given` is exactly the expected hash, compared in constant time. */
export function streamHashMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
