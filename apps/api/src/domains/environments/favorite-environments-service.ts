// Favorite environments (spec §4 "Account favorite", §7 "Favorites"). The save payload repeats what the
// portal shows (email, cloud_id, t_code, federal_id); each is checked against the signed-in user and the
// environment, and a mismatch answers 400 with nothing saved.
import type {
  FavoriteEnvironment,
  FavoriteEnvironmentList,
  SaveFavoriteEnvironment,
} from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';
import { ApiError, unauthorized } from '../../errors';
import { findEnvironmentVisibleTo } from './environments-repository';
import {
  deleteFavoriteEnvironment,
  listFavoriteEnvironments,
  saveFavoriteEnvironment,
} from './favorite-environments-repository';
import { findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';

export async function listFavorites(db: Queryable, principal: Principal): Promise<FavoriteEnvironmentList> {
  return { Items: await listFavoriteEnvironments(db, principal.userId) };
}

/** Federal ids compare without their punctuation: "11.345.678/0001-01" is "11345678000101". */
const bareFederalId = (federalId: string) => federalId.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

export async function saveFavorite(
  db: Queryable,
  principal: Principal,
  body: SaveFavoriteEnvironment,
): Promise<{ favorite: FavoriteEnvironment; created: boolean }> {
  const user = await findUserById(db, principal.userId);
  if (!user) throw unauthorized();
  if (body.email.trim().toLowerCase() !== user.email.toLowerCase())
    throw new ApiError(400, 'favorite_email_mismatch', 'The email is not the signed-in user’s.', ['email']);
  // Unknown and not-held environments answer alike, as everywhere.
  const env = await findEnvironmentVisibleTo(db, principal.userId, body.cloud_id);
  if (!env)
    throw new ApiError(
      400,
      'favorite_environment_unknown',
      `No environment ${body.cloud_id} for this user.`,
      [body.cloud_id],
    );
  if (body.t_code.trim() !== env.t_code)
    throw new ApiError(400, 'favorite_environment_mismatch', `The t_code is not that of ${env.cloud_id}.`, [
      't_code',
      env.cloud_id,
    ]);
  if (bareFederalId(body.federal_id) !== bareFederalId(env.federal_id))
    throw new ApiError(
      400,
      'favorite_environment_mismatch',
      `The federal_id is not that of ${env.cloud_id}.`,
      ['federal_id', env.cloud_id],
    );
  const { id, created } = await saveFavoriteEnvironment(db, principal.userId, env.id);
  return {
    favorite: {
      id,
      cloud_id: env.cloud_id,
      email: user.email,
      t_code: env.t_code,
      federal_id: env.federal_id,
    },
    created,
  };
}

export async function removeFavorite(db: Queryable, principal: Principal, cloudId: string): Promise<void> {
  if (!(await deleteFavoriteEnvironment(db, principal.userId, cloudId)))
    throw new ApiError(404, 'favorite_not_found', `${cloudId} is not a favorite of this user.`, [cloudId]);
}
