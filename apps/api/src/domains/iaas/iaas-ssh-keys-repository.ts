// An environment's SSH keys (migration 0027; one name and one fingerprint each per environment, 0038). Every
// read and write names the environment, so a key is only ever found through its own.
import type { IaasSshKey } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { isSshPublicKey, parseSshPublicKey } from './ssh-public-key';

interface SshKeyRow {
  id: string;
  name: string;
  fingerprint: string;
  public_key: string;
  created_by: string | null;
  created_at: Date;
}

const columns = `k.id, k.name, k.fingerprint, k.public_key, u.email AS created_by, k.created_at`;
const from = `iaas_ssh_keys k LEFT JOIN users u ON u.id = k.created_by`;

/** A row as the API answers it: type and bits read from the stored key (the parser is their one owner). */
function sshKeyOf(row: SshKeyRow): IaasSshKey {
  const parsed = parseSshPublicKey(row.public_key);
  const known = isSshPublicKey(parsed);
  return {
    id: row.id,
    name: row.name,
    fingerprint: row.fingerprint,
    key_type: known ? parsed.type : (row.public_key.split(/\s+/)[0] ?? ''),
    bits: known ? parsed.bits : 0,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}

export async function listIaasSshKeys(db: Queryable, environmentId: string): Promise<IaasSshKey[]> {
  const rows = await db.query<SshKeyRow>(
    `SELECT ${columns} FROM ${from} WHERE k.environment_id = $1 ORDER BY k.name`,
    [environmentId],
  );
  return rows.map(sshKeyOf);
}

/** The environment's key, locked until the transaction ends. */
export async function lockIaasSshKey(
  db: Queryable,
  environmentId: string,
  id: string,
): Promise<IaasSshKey | undefined> {
  const [row] = await db.query<SshKeyRow>(
    `SELECT ${columns} FROM ${from} WHERE k.environment_id = $1 AND k.id = $2 FOR UPDATE OF k`,
    [environmentId, id],
  );
  return row && sshKeyOf(row);
}

/** The environment's key with this name or this fingerprint, if any (what a new key would clash with). */
export async function findClashingSshKey(
  db: Queryable,
  environmentId: string,
  name: string,
  fingerprint: string,
): Promise<{ name: string; fingerprint: string } | undefined> {
  const [row] = await db.query<{ name: string; fingerprint: string }>(
    `SELECT name, fingerprint FROM iaas_ssh_keys WHERE environment_id = $1 AND (name = $2 OR fingerprint = $3)
     ORDER BY name = $2 DESC LIMIT 1`,
    [environmentId, name, fingerprint],
  );
  return row;
}

export async function insertIaasSshKey(
  db: Queryable,
  key: { environmentId: string; name: string; publicKey: string; fingerprint: string; userId: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO iaas_ssh_keys (environment_id, name, public_key, fingerprint, created_by)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [key.environmentId, key.name, key.publicKey, key.fingerprint, key.userId],
  );
  return row!.id;
}

export async function deleteIaasSshKey(db: Queryable, environmentId: string, id: string): Promise<void> {
  await db.query(`DELETE FROM iaas_ssh_keys WHERE environment_id = $1 AND id = $2`, [environmentId, id]);
}
