// Who may use an environment's vault and external keys (issue 31), decided once for every vault route: the
// security_center feature (403 forbidden without it anywhere, a refusal that tells nothing of environments);
// provider staff holding it reach every environment; anyone else an environment they may see (404 otherwise)
// on which they hold it through a role (403 forbidden when their roles there do not give it).
import { securityCenterFeature } from '@nuvem/api-contract';
import { environmentOf, forbiddenWithout, requireAnyOf, visibleOr404 } from '../../auth/access';
import type { Queryable } from '../../db/database';
import { environmentColumns, type EnvironmentRow } from '../environments/environments-repository';
import { heldNamesOf } from '../iam/user-roles-repository';
import { findUserById } from '../me/users-repository';
import type { Principal } from '../session/session-service';

async function anyEnvironment(db: Queryable, cloudId: string): Promise<EnvironmentRow | undefined> {
  const [row] = await db.query<EnvironmentRow>(
    `SELECT ${environmentColumns} FROM customer_environments e WHERE e.cloud_id = $1`,
    [cloudId],
  );
  return row;
}

export async function vaultEnvironmentOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<EnvironmentRow> {
  await requireAnyOf(db, principal, [securityCenterFeature]);
  const user = await findUserById(db, principal.userId);
  if (user?.kind === 'staff') return visibleOr404(await anyEnvironment(db, cloudId), cloudId);
  const environment = await environmentOf(db, principal, cloudId);
  const held = await heldNamesOf(db, principal.userId, environment.id);
  if (!held.features.has(securityCenterFeature)) throw forbiddenWithout([securityCenterFeature]);
  return environment;
}
