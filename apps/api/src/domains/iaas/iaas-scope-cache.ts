// A user's IaaS scope in an environment (permission, cancelling flag, the environment), kept under the access
// version it was read at (migration 0035): the next request reads the version in the statement that reads its
// page and keeps the scope while the version has not moved, so the checks' statement, most of a list request's
// database time on PGlite, runs only after a change of access. Kept per database (tests run several in one
// process), the oldest forgotten first.
import type { Queryable } from '../../db/database';
import type { IaasScopeRow } from './iaas-scope-repository';

const LIMIT = 10_000;
const kept = new WeakMap<Queryable, Map<string, IaasScopeRow>>();

const keyOf = (userId: string, cloudId: string) => `${userId} ${cloudId}`;

/** The scope last read for this user and environment, whatever its version. */
export function knownIaasScope(db: Queryable, userId: string, cloudId: string): IaasScopeRow | undefined {
  return kept.get(db)?.get(keyOf(userId, cloudId));
}

/** Keeps a scope just read (without what it read beside it). */
export function keepIaasScope(db: Queryable, userId: string, cloudId: string, scope: IaasScopeRow): void {
  let scopes = kept.get(db);
  if (!scopes) kept.set(db, (scopes = new Map()));
  const key = keyOf(userId, cloudId);
  scopes.delete(key);
  if (scopes.size >= LIMIT) scopes.delete(scopes.keys().next().value!);
  scopes.set(key, { ...scope, also: null });
}
