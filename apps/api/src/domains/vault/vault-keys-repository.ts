// The environment's external keys (vault_keys, migration 0043) and their versions' sealed material. Every read
// and write names the environment, so a key is only ever found through its own. Material leaves here sealed;
// vault-keyring.ts unseals it with the root key.
import type { VaultKey } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

interface VaultKeyRow {
  id: string;
  name: string;
  origin: VaultKey['origin'];
  state: VaultKey['state'];
  active: boolean;
  current_version: number;
  fingerprint: string;
  wrapped_data_keys: number;
  pending_rewrap: number;
  last_rotated_at: Date | null;
  created_at: Date;
  created_by: string | null;
}

const columns = `k.id, k.name, k.origin, k.state, k.active, k.current_version, v.fingerprint,
  (SELECT count(*)::int FROM vault_secret_versions s WHERE s.key_id = k.id) AS wrapped_data_keys,
  (SELECT count(*)::int FROM vault_secret_versions s WHERE s.key_id = k.id AND s.key_version <> k.current_version)
    AS pending_rewrap,
  k.last_rotated_at, k.created_at, u.email AS created_by`;
const from = `vault_keys k JOIN vault_key_versions v ON v.key_id = k.id AND v.version = k.current_version
  LEFT JOIN users u ON u.id = k.created_by`;

export function vaultKeyOf(row: VaultKeyRow): VaultKey {
  return {
    id: row.id,
    name: row.name,
    origin: row.origin,
    state: row.state,
    active: row.active,
    version: row.current_version,
    fingerprint: row.fingerprint,
    wrapped_data_keys: row.wrapped_data_keys,
    pending_rewrap: row.pending_rewrap,
    last_rotated_at: row.last_rotated_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    created_by: row.created_by,
  };
}

export async function listVaultKeys(db: Queryable, environmentId: string): Promise<VaultKey[]> {
  const rows = await db.query<VaultKeyRow>(
    `SELECT ${columns} FROM ${from} WHERE k.environment_id = $1 ORDER BY k.name`,
    [environmentId],
  );
  return rows.map(vaultKeyOf);
}

/** The environment's key, locked until the transaction ends (`lock`), or read. */
export async function findVaultKey(
  db: Queryable,
  environmentId: string,
  id: string,
  lock = false,
): Promise<VaultKey | undefined> {
  const [row] = await db.query<VaultKeyRow>(
    `SELECT ${columns} FROM ${from} WHERE k.environment_id = $1 AND k.id = $2 ${lock ? 'FOR UPDATE OF k' : ''}`,
    [environmentId, id],
  );
  return row && vaultKeyOf(row);
}

/** The environment's active key, locked (a write's data key is wrapped by it; no rotation meanwhile). */
export async function lockActiveVaultKey(
  db: Queryable,
  environmentId: string,
): Promise<VaultKey | undefined> {
  const [row] = await db.query<VaultKeyRow>(
    `SELECT ${columns} FROM ${from} WHERE k.environment_id = $1 AND k.active FOR UPDATE OF k`,
    [environmentId],
  );
  return row && vaultKeyOf(row);
}

export async function findActiveVaultKey(
  db: Queryable,
  environmentId: string,
): Promise<VaultKey | undefined> {
  const [row] = await db.query<VaultKeyRow>(
    `SELECT ${columns} FROM ${from} WHERE k.environment_id = $1 AND k.active`,
    [environmentId],
  );
  return row && vaultKeyOf(row);
}

export async function vaultKeyNameTaken(
  db: Queryable,
  environmentId: string,
  name: string,
): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM vault_keys WHERE environment_id = $1 AND name = $2`, [
    environmentId,
    name,
  ]);
  return rows.length > 0;
}

export async function insertVaultKey(
  db: Queryable,
  key: {
    environmentId: string;
    name: string;
    origin: VaultKey['origin'];
    active: boolean;
    userId: string | null;
  },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO vault_keys (environment_id, name, origin, active, created_by) VALUES ($1, $2, $3, $4, $5)
     RETURNING id`,
    [key.environmentId, key.name, key.origin, key.active, key.userId],
  );
  return row!.id;
}

/**
 * The environment's first key, generated and active, unless another request made one meanwhile (undefined:
 * its transaction committed first; the unique indexes let one in, this one waits for it and inserts nothing).
 */
export async function insertFirstVaultKey(
  db: Queryable,
  key: { environmentId: string; name: string; userId: string },
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO vault_keys (environment_id, name, origin, active, created_by) VALUES ($1, $2, 'generated', true, $3)
     ON CONFLICT DO NOTHING RETURNING id`,
    [key.environmentId, key.name, key.userId],
  );
  return row?.id;
}

export async function insertVaultKeyVersion(
  db: Queryable,
  version: { keyId: string; version: number; sealedMaterial: Buffer; fingerprint: string },
): Promise<void> {
  await db.query(
    `INSERT INTO vault_key_versions (key_id, version, sealed_material, fingerprint) VALUES ($1, $2, decode($3, 'base64'), $4)`,
    [version.keyId, version.version, version.sealedMaterial.toString('base64'), version.fingerprint],
  );
}

/** A key version's sealed material (with its key's state), for unsealing. */
export async function findSealedMaterial(
  db: Queryable,
  keyId: string,
  version: number,
): Promise<{ sealed_material: Buffer; state: VaultKey['state']; name: string } | undefined> {
  const [row] = await db.query<{ sealed_material: string; state: VaultKey['state']; name: string }>(
    `SELECT encode(v.sealed_material, 'base64') AS sealed_material, k.state, k.name FROM vault_key_versions v JOIN vault_keys k ON k.id = v.key_id
     WHERE v.key_id = $1 AND v.version = $2`,
    [keyId, version],
  );
  return row && { ...row, sealed_material: Buffer.from(row.sealed_material, 'base64') };
}

export async function setVaultKeyState(
  db: Queryable,
  keyId: string,
  state: VaultKey['state'],
): Promise<void> {
  await db.query(`UPDATE vault_keys SET state = $2 WHERE id = $1`, [keyId, state]);
}

/** The key becomes its environment's active one (the one before stops being). */
export async function makeVaultKeyActive(db: Queryable, environmentId: string, keyId: string): Promise<void> {
  await db.query(`UPDATE vault_keys SET active = false WHERE environment_id = $1 AND active AND id <> $2`, [
    environmentId,
    keyId,
  ]);
  await db.query(`UPDATE vault_keys SET active = true WHERE id = $1`, [keyId]);
}

/** A rotation: the key's current version is `version` from now on. */
export async function setVaultKeyVersion(db: Queryable, keyId: string, version: number): Promise<void> {
  await db.query(`UPDATE vault_keys SET current_version = $2, last_rotated_at = now() WHERE id = $1`, [
    keyId,
    version,
  ]);
}
