// The tenant boundary, in one place: every route that reads or writes an environment's data, or needs a
// feature, asks here first. Unknown and not-held environments answer the same 404, so nothing can be probed.
import type { Queryable } from '../db/database';
import { ApiError, environmentNotFound } from '../errors';
import {
  findEnvironmentByTCodeVisibleTo,
  findEnvironmentVisibleTo,
  type EnvironmentRow,
} from '../domains/environments/environments-repository';
import { userHasFeature, userHoldsAny } from '../domains/me/users-repository';
import type { Principal } from '../domains/session/session-service';

/** The environment if this user may see it; otherwise 404 environment_not_found. */
export async function environmentOf(
  db: Queryable,
  principal: Pick<Principal, 'userId'>,
  cloudId: string,
): Promise<EnvironmentRow> {
  return visibleOr404(await findEnvironmentVisibleTo(db, principal.userId, cloudId), cloudId);
}

/**
 * What a query scoped by environmentVisibleToUser found of the environment `cloudId`, or the same 404 as
 * environmentOf when it found nothing: for a route that folds the tenant check into its one statement.
 */
export function visibleOr404<T>(found: T | undefined, cloudId: string): T {
  if (found === undefined) throw environmentNotFound(cloudId);
  return found;
}

/** An environment with this t_code (customer code) that the user may see; otherwise 404 environment_not_found. */
export async function environmentByTCode(
  db: Queryable,
  principal: Principal,
  tCode: string,
): Promise<EnvironmentRow> {
  const environment = await findEnvironmentByTCodeVisibleTo(db, principal.userId, tCode);
  if (!environment) throw environmentNotFound(tCode);
  return environment;
}

/** Passes when the user holds the feature; otherwise 403 forbidden naming it. */
export async function requireFeature(db: Queryable, principal: Principal, feature: string): Promise<void> {
  if (!(await userHasFeature(db, principal.userId, feature)))
    throw new ApiError(403, 'forbidden', `This needs the ${feature} permission.`, [feature]);
}

/** Passes when the user holds any of these names as a feature or a feature flag; otherwise 403 naming the first. */
export async function requireAnyOf(
  db: Queryable,
  principal: Principal,
  names: readonly [string, ...string[]],
) {
  if (!(await userHoldsAny(db, principal.userId, names))) throw forbiddenWithout(names);
}

/** 403 forbidden: the user holds none of these names (the first is the one to ask for). */
export const forbiddenWithout = (names: readonly [string, ...string[]]) =>
  new ApiError(403, 'forbidden', `This needs the ${names.join(' or ')} permission.`, [names[0]]);
