// An OpenSSH public key's fingerprint as `ssh-keygen -l` prints it: SHA256 of the key blob, unpadded base64.
import { createHash } from 'node:crypto';

/** `SHA256:…` of a line `<type> <base64 blob> [comment]`; undefined when the line is not one. */
export function sshFingerprintOf(publicKey: string): string | undefined {
  const blob = publicKey.trim().split(/\s+/)[1];
  if (!blob || !/^[A-Za-z0-9+/]+={0,2}$/.test(blob)) return undefined;
  const digest = createHash('sha256').update(Buffer.from(blob, 'base64')).digest('base64');
  return `SHA256:${digest.replace(/=+$/, '')}`;
}
