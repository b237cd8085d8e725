import type { UserInfo } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';
import { unauthorized } from '../errors';
import { listEnvironmentsOfUser } from '../repositories/environments-repository';
import { findUserById, listUserFeatures } from '../repositories/users-repository';

/** The signed-in user's own record, environments and features (spec §3 "User"). */
export async function getUserInfo(db: Queryable, userId: string): Promise<UserInfo> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const [environments, features] = await Promise.all([
    listEnvironmentsOfUser(db, userId),
    listUserFeatures(db, userId),
  ]);
  return {
    fullName: user.full_name,
    firstName: user.full_name.split(/\s+/)[0] ?? user.full_name,
    email: user.email,
    phone: user.phone,
    kind: user.kind,
    stream_channel: user.stream_channel,
    customers: environments.map((env) => ({
      cloud_id: env.cloud_id,
      t_code: env.t_code,
      corporate_name: env.corporate_name,
      federal_id: env.federal_id,
      region: env.region,
      budget_id: env.budget_id,
      primeData: { support_type: env.support_type },
    })),
    // The portal treats rev_home as a feature (spec §6); the flag lives on the user.
    features: user.rev_home ? [...new Set([...features, 'rev_home'])].sort() : features,
  };
}
