import type { UserInfo } from '@nuvem/api-contract';

/** The flag that turns the phone-registration check on (spec §5). */
export const PHONE_CHECK_FLAG = 'show_update_preference_user';

/**
 * Whether the phone-registration check applies (spec §2.10, §5): only with the flag on, and only for a user
 * whose record has no phone. The phones preference is asked next (phonesKey); an empty one opens the modal.
 */
export function phoneCheckApplies(user: UserInfo | undefined): boolean {
  return !!user && user.featureFlags.includes(PHONE_CHECK_FLAG) && !user.phone;
}
