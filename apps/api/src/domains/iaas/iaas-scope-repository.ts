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
}

/**
 * A text-valued SQL expression over the environment `environmentSql` (its id), its parameters added to
 * `values`: read in the same statement, so a request needs no second round trip.
 */
export type ScopedTextSql = (environmentSql: string, values: SqlParam[]) => string;

type Row = Omit<IaasScopeRow, 'environment' | 'resourceVersion'> & {
  [K in keyof EnvironmentRow]: EnvironmentRow[K] | null;
} & { resource_version: string };

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
            ${environmentColumns}, coalesce(v.version, 0)::text AS resource_version
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
  const { cancelling, holds, resource_version, also: read, ...environment } = row;
  return {
    cancelling,
    holds,
    environment: environment.id === null ? undefined : (environment as EnvironmentRow),
    resourceVersion: resource_version,
    also: read,
  };
}
