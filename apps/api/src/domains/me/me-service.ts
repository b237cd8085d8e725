import type { UserInfo } from '@nuvem/api-contract';
import { streamHash } from '../../auth/stream-hash';
import type { Queryable } from '../../db/database';
import { unauthorized } from '../../errors';
import type { UserProfileRow } from './users-repository';
import { toCustomerEnvironment } from '../environments/customer-environment';
import { describe as describeImpersonation } from '../impersonation/impersonation-service';
import type { Principal } from '../session/session-service';
import type { UserProfiles } from './user-profiles';

/**
 * The signed-in user's own record, environments and features (spec §3 "User"); its stream_hash opens their
 * stream for as long as this sign-in (`sessionId`) lives.
 */
export async function getUserInfo(
  profileOf: (userId: string) => Promise<UserProfileRow | undefined>,
  { userId, sessionId }: Pick<Principal, 'userId' | 'sessionId'>,
  tokenSecret: string,
): Promise<UserInfo> {
  const user = await profileOf(userId);
  if (!user) throw unauthorized();
  const features = user.features;
  return {
    fullName: user.full_name,
    firstName: user.full_name.split(/\s+/)[0] ?? user.full_name,
    email: user.email,
    phone: user.phone,
    kind: user.kind,
    stream_channel: user.stream_channel,
    stream_hash: streamHash(tokenSecret, user.id, user.stream_channel, sessionId),
    customers: user.environments.map(toCustomerEnvironment),
    // The portal treats rev_home as a feature (spec §6); the flag lives on the user.
    features: user.rev_home ? [...new Set([...features, 'rev_home'])].sort() : features,
    featureFlags: user.feature_flags,
    alertMessage: user.alert_messages,
    iaas_cancelling: user.iaas_cancelling,
    message:
      user.message_code && user.message_type
        ? { message_code: user.message_code, type: user.message_type }
        : null,
  };
}

/**
 * GET /me's answer for a principal: the user (the impersonated one while impersonating), their profile from
 * `profiles` (user-profiles.ts), and the impersonation.
 */
export async function meOf(
  db: Queryable,
  profiles: UserProfiles,
  principal: Principal,
  tokenSecret: string,
): Promise<UserInfo> {
  const [info, impersonation] = await Promise.all([
    getUserInfo((userId) => profiles.get(userId), principal, tokenSecret),
    principal.impersonation ? describeImpersonation(db, principal.impersonation.row) : null,
  ]);
  return { ...info, impersonation };
}
