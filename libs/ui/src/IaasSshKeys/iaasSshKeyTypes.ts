/** An environment's SSH public key as the list shows it. */
export interface IaasSshKeyItem {
  id: string;
  name: string;
  /** ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa. */
  type: string;
  /** What ssh-keygen -l prints first (256 for ed25519). */
  bits: number;
  /** `SHA256:…`, as ssh-keygen -l prints it. */
  fingerprint: string;
  /** Who added it (e-mail); null when the platform did. */
  createdBy: string | null;
  /** ISO date-time. */
  createdAt: string;
}

/** The short name a key type goes by (ED25519, ECDSA, RSA), as ssh-keygen -l prints it. */
export function sshKeyTypeLabel(type: string): string {
  if (type === 'ssh-ed25519') return 'ED25519';
  if (type.startsWith('ecdsa-')) return 'ECDSA';
  if (type === 'ssh-rsa') return 'RSA';
  return type;
}
