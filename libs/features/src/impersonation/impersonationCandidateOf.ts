import type { ImpersonationCandidate as ApiCandidate } from '@nuvem/api-contract';
import type { ImpersonationCandidate } from '@nuvem/ui';
import type { TFunction } from 'i18next';
import { customerTypeOf } from '../customerType/customerTypeOf';

/** A user of GET /impersonation/users as the picker lists them, tagged with their customer type (spec §5). */
export const impersonationCandidateOf = (user: ApiCandidate, t: TFunction): ImpersonationCandidate => ({
  id: user.id,
  name: user.fullName,
  email: user.email,
  tag: t(`customerType.${customerTypeOf(user.email)}`, { ns: 'features' }),
});
