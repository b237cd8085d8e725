// Who may use an environment's vault and external keys (issue 31), decided once for every vault route: the
// security_center feature (403 forbidden without it anywhere, a refusal that tells nothing of environments) and
// an environment the user may see (404 otherwise: the tenant boundary, environmentOf). Provider staff hold it
// globally and see every environment (all_resources_by_customer); a customer must hold it on that environment
// through a role given there (403 forbidden when their roles there do not give it).
import { securityCenterFeature } from '@nuvem/api-contract';
import { environmentOf, forbiddenWithout, requireAnyOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import type { EnvironmentRow } from '../environments/environments-repository';
import { heldNamesOf } from '../iam/user-roles-repository';
import { findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';

export async function vaultEnvironmentOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<EnvironmentRow> {
  await requireAnyOf(db, principal, [securityCenterFeature]);
  const user = await findUserById(db, principal.userId);
  const environment = await environmentOf(db, principal, cloudId);
  if (user?.kind === 'staff') return environment;
  const held = await heldNamesOf(db, principal.userId, environment.id);
  if (!held.features.has(securityCenterFeature)) throw forbiddenWithout([securityCenterFeature]);
  return environment;
}
