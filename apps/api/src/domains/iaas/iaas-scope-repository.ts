// Everything an IaaS request must know before its own query, in one round trip: whether the user's IaaS
// account is being cancelled, whether they hold the IaaS permission, the environment if they may see it, and
// the version of its resources (iaas-counts-cache.ts). On PGlite, which answers one statement at a time, the
// four separate statements this replaces were most of a list request's database time.
import type { Queryable, SqlParam } from '../../db/database';
import {
  environmentColumns,
  environmentVisibleToUser,
  type EnvironmentRow,
} from '../environments/environments-repository';
import { userHoldsAnySql } from '../me/users-repository';

export interface IaasScopeRow {
  cancelling: boolean;
  /** Holds any of the names asked. */
  holds: boolean;
  /** Undefined when the environment is unknown or not visible to the user. */
  environment: EnvironmentRow | undefined;
  /** The environment's resource version (0 before any write, or without an environment). */
  resourceVersion: string;
  /** What `also` read (null without it, or when the environment is not visible or the permission not held). */
  also: string | null;
  /** The access version (migration 0035) the scope was read at: it holds while the version does. */
  accessVersion: string;
}

/**
 * A text-valued SQL expression over the environment `environmentSql` (its id), its parameters added to
 * `values`: read in the same statement, so a request needs no second round trip.
 */
export type ScopedTextSql = (environmentSql: string, values: SqlParam[]) => string;

type Row = Omit<IaasScopeRow, 'environment' | 'resourceVersion'> & {
  [K in keyof EnvironmentRow]: EnvironmentRow[K] | null;
} & { resource_version: string; access_version: string };

/** The scope of user `userId` in `cloudId`, and what `also` reads there; undefined when the user does not exist. */
export async function findIaasScope(
  db: Queryable,
  userId: string,
  cloudId: string,
  names: readonly string[],
  also?: ScopedTextSql,
): Promise<IaasScopeRow | undefined> {
  const values: SqlParam[] = [userId, cloudId, names];
  const scope = `SELECT u.iaas_cancelling AS cancelling, ${userHoldsAnySql('u.id', '$3')} AS holds,
            ${environmentColumns}, coalesce(v.version, 0)::text AS resource_version,
            (SELECT a.version FROM access_version a)::text AS access_version
     FROM users u
     LEFT JOIN customer_environments e ON e.cloud_id = $2 AND ${environmentVisibleToUser}
     LEFT JOIN iaas_resource_versions v ON v.environment_id = e.id
     WHERE u.id = $1`;
  const [row] = await db.query<Row>(
    also
      ? `SELECT s.*, CASE WHEN s.holds AND s.id IS NOT NULL THEN ${also('s.id', values)} END AS also
         FROM (${scope}) s`
      : `SELECT s.*, NULL::text AS also FROM (${scope}) s`,
    values,
  );
  if (!row) return undefined;
  const { cancelling, holds, resource_version, access_version, also: read, ...environment } = row;
  return {
    cancelling,
    holds,
    environment: environment.id === null ? undefined : (environment as EnvironmentRow),
    resourceVersion: resource_version,
    also: read,
    accessVersion: access_version,
  };
}

/**
 * For a scope already known (iaas-scope-cache.ts): the access version now, the environment's resource version
 * and what `also` reads there, in one statement. The scope still holds when the access version is the one it
 * was read at; otherwise the caller reads it afresh and drops this answer. The environment reaches the planner
 * as a subquery's answer, as it does in findIaasScope through the join: known, an environment its statistics
 * know (one of 10,000 machines) was planned anew on every request.
 */
export async function readInKnownScope(
  db: Queryable,
  environmentId: string,
  also: ScopedTextSql,
): Promise<{ accessVersion: string; resourceVersion: string; also: string }> {
  const values: SqlParam[] = [environmentId];
  const [row] = await db.query<{ access_version: string; resource_version: string; also: string }>(
    `SELECT (SELECT a.version FROM access_version a)::text AS access_version,
            coalesce((SELECT v.version FROM iaas_resource_versions v WHERE v.environment_id = $1), 0)::text
              AS resource_version,
            ${also('(SELECT $1::uuid)', values)} AS also`,
    values,
  );
  return { accessVersion: row!.access_version, resourceVersion: row!.resource_version, also: row!.also };
}
