// The environment's secrets (vault_secrets, migration 0043) and their sealed versions. What is listed has no
// value column at all: only vault-secrets-service's reveal reads a ciphertext, one version at a time.
import type { VaultSecret } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

interface VaultSecretRow {
  id: string;
  name: string;
  description: string;
  current_version: number;
  versions: number;
  created_at: Date;
  updated_at: Date;
  updated_by: string | null;
}

const columns = `s.id, s.name, s.description, s.current_version,
  (SELECT count(*)::int FROM vault_secret_versions v WHERE v.secret_id = s.id) AS versions,
  s.created_at, c.created_at AS updated_at, u.email AS updated_by`;
const from = `vault_secrets s
  JOIN vault_secret_versions c ON c.secret_id = s.id AND c.version = s.current_version
  LEFT JOIN users u ON u.id = c.created_by`;

const secretOf = (row: VaultSecretRow): VaultSecret => ({
  id: row.id,
  name: row.name,
  description: row.description,
  current_version: row.current_version,
  versions: row.versions,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  updated_by: row.updated_by,
});

export async function listVaultSecrets(db: Queryable, environmentId: string): Promise<VaultSecret[]> {
  const rows = await db.query<VaultSecretRow>(
    `SELECT ${columns} FROM ${from} WHERE s.environment_id = $1 ORDER BY s.name`,
    [environmentId],
  );
  return rows.map(secretOf);
}

/** The environment's secret, locked until the transaction ends (`lock`), or read. */
export async function findVaultSecret(
  db: Queryable,
  environmentId: string,
  id: string,
  lock = false,
): Promise<VaultSecret | undefined> {
  const [row] = await db.query<VaultSecretRow>(
    `SELECT ${columns} FROM ${from} WHERE s.environment_id = $1 AND s.id = $2 ${lock ? 'FOR UPDATE OF s' : ''}`,
    [environmentId, id],
  );
  return row && secretOf(row);
}

export async function vaultSecretNameTaken(
  db: Queryable,
  environmentId: string,
  name: string,
): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM vault_secrets WHERE environment_id = $1 AND name = $2`, [
    environmentId,
    name,
  ]);
  return rows.length > 0;
}

export async function insertVaultSecret(
  db: Queryable,
  secret: { environmentId: string; name: string; description: string; userId: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO vault_secrets (environment_id, name, description, created_by) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [secret.environmentId, secret.name, secret.description, secret.userId],
  );
  return row!.id;
}

export interface SealedVersion {
  secretId: string;
  version: number;
  ciphertext: Buffer;
  wrappedDataKey: Buffer;
  keyId: string;
  keyVersion: number;
}

export async function insertVaultSecretVersion(
  db: Queryable,
  v: SealedVersion,
  userId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO vault_secret_versions (secret_id, version, ciphertext, wrapped_data_key, key_id, key_version,
       created_by)
     VALUES ($1, $2, decode($3, 'base64'), decode($4, 'base64'), $5, $6, $7)`,
    [
      v.secretId,
      v.version,
      v.ciphertext.toString('base64'),
      v.wrappedDataKey.toString('base64'),
      v.keyId,
      v.keyVersion,
      userId,
    ],
  );
  await db.query(`UPDATE vault_secrets SET current_version = $2 WHERE id = $1`, [v.secretId, v.version]);
}

type SealedRow = {
  secret_id: string;
  version: number;
  ciphertext: string;
  wrapped_data_key: string;
  key_id: string;
  key_version: number;
};
const sealedOf = (row: SealedRow): SealedVersion => ({
  secretId: row.secret_id,
  version: row.version,
  ciphertext: Buffer.from(row.ciphertext, 'base64'),
  wrappedDataKey: Buffer.from(row.wrapped_data_key, 'base64'),
  keyId: row.key_id,
  keyVersion: row.key_version,
});

/** One version of the environment's secret, sealed. */
export async function findSealedVersion(
  db: Queryable,
  environmentId: string,
  secretId: string,
  version: number,
): Promise<SealedVersion | undefined> {
  const [row] = await db.query<SealedRow>(
    `SELECT v.secret_id, v.version, encode(v.ciphertext, 'base64') AS ciphertext,
       encode(v.wrapped_data_key, 'base64') AS wrapped_data_key, v.key_id, v.key_version
     FROM vault_secret_versions v JOIN vault_secrets s ON s.id = v.secret_id
     WHERE s.environment_id = $1 AND v.secret_id = $2 AND v.version = $3`,
    [environmentId, secretId, version],
  );
  return row && sealedOf(row);
}

/** The environment's versions whose data key is not wrapped by this key version (what a re-wrap moves), locked. */
export async function lockVersionsToRewrap(
  db: Queryable,
  environmentId: string,
  keyId: string,
  keyVersion: number,
): Promise<SealedVersion[]> {
  const rows = await db.query<SealedRow>(
    `SELECT v.secret_id, v.version, encode(v.ciphertext, 'base64') AS ciphertext,
       encode(v.wrapped_data_key, 'base64') AS wrapped_data_key, v.key_id, v.key_version
     FROM vault_secret_versions v JOIN vault_secrets s ON s.id = v.secret_id
     WHERE s.environment_id = $1 AND NOT (v.key_id = $2 AND v.key_version = $3)
     ORDER BY v.secret_id, v.version FOR UPDATE OF v`,
    [environmentId, keyId, keyVersion],
  );
  return rows.map(sealedOf);
}

export async function rewrapVersion(
  db: Queryable,
  v: Pick<SealedVersion, 'secretId' | 'version' | 'wrappedDataKey' | 'keyId' | 'keyVersion'>,
): Promise<void> {
  await db.query(
    `UPDATE vault_secret_versions SET wrapped_data_key = decode($3, 'base64'), key_id = $4, key_version = $5
     WHERE secret_id = $1 AND version = $2`,
    [v.secretId, v.version, v.wrappedDataKey.toString('base64'), v.keyId, v.keyVersion],
  );
}

export async function deleteVaultSecret(db: Queryable, environmentId: string, id: string): Promise<void> {
  await db.query(`DELETE FROM vault_secrets WHERE environment_id = $1 AND id = $2`, [environmentId, id]);
}
