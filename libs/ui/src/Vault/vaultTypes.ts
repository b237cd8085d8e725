// What the vault screens show of a secret and of a key: never a value or key material (a revealed value is
// passed to the secret's panel alone, for as long as it is shown).

export interface VaultSecretItem {
  id: string;
  name: string;
  description: string;
  currentVersion: number;
  versions: number;
  updatedAt: string;
  /** Who wrote the current version (e-mail); null when unknown. */
  updatedBy: string | null;
}

export type VaultKeyState = 'enabled' | 'disabled';

export interface VaultKeyItem {
  id: string;
  name: string;
  origin: 'imported' | 'generated';
  state: VaultKeyState;
  active: boolean;
  version: number;
  fingerprint: string;
  /** Data keys still wrapped by an older version (a rotation's re-wrap under way). */
  pendingRewrap: number;
  lastRotatedAt: string | null;
  createdAt: string;
}
