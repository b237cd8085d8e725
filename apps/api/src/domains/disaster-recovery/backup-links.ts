// Signed, short-lived download links for backups: `<backup_id>.<expires (epoch s)>.<HMAC-SHA256>`. The link is
// the credential (like a presigned object URL), so the browser can follow it without the session; it names
// one backup and stops working after backupLinkTtlSeconds. Changing any part breaks the signature.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { backupLinkTtlSeconds } from '@nuvem/api-contract';

const signatureOf = (secret: string, backupId: string, expires: number) =>
  createHmac('sha256', secret).update(`backup-file\n${backupId}\n${expires}`).digest('base64url');

export interface BackupLink {
  token: string;
  expiresAt: Date;
}

/** A token for this backup, valid for backupLinkTtlSeconds from `now`. */
export function signBackupLink(secret: string, backupId: string, now = Date.now()): BackupLink {
  const expires = Math.floor(now / 1000) + backupLinkTtlSeconds;
  return {
    token: `${backupId}.${expires}.${signatureOf(secret, backupId, expires)}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** The backup a token names, if its signature holds and it has not expired; otherwise null. */
export function verifyBackupLink(secret: string, token: string, now = Date.now()): string | null {
  const [backupId, expiresText, signature, ...rest] = token.split('.');
  if (!backupId || !expiresText || !signature || rest.length > 0 || !/^\d{1,12}$/.test(expiresText))
    return null;
  const expires = Number(expiresText);
  const expected = Buffer.from(signatureOf(secret, backupId, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expires * 1000 > now ? backupId : null;
}
