// Who may use Marketplace Nuvem: the enable_marketplace flag (403 forbidden without it, telling nothing of
// environments) and, for an environment's hires, an environment the user may see (404 otherwise).
import { aiAgentsFlag } from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import type { EnvironmentRow } from '../environments/environments-repository';
import type { Principal } from '../session/session-service';

export const requireAiAgents = (db: Queryable, principal: Principal) =>
  requireAnyOf(db, principal, [aiAgentsFlag]);

export async function aiAgentsEnvironmentOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<EnvironmentRow> {
  await requireAiAgents(db, principal);
  return environmentOf(db, principal, cloudId);
}
