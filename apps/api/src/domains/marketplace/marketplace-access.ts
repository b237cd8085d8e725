// Who may see an environment's marketplace and buy in it (issue 32), decided once for its routes: spec §6's
// rule, as the menu applies it — the user holds menu_marketplace_test, or the environment has a contract, or
// its customer's hired TSS quota is above 0 — in an environment the user may see (404 otherwise: the tenant
// boundary). Without any of them: 403 forbidden naming menu_marketplace_test. Staff run the offers with
// marketplace_adm_offers.
import { marketplaceAdminFeature, marketplaceTestFeature } from '@nuvem/api-contract';
import { environmentOf, forbiddenWithout, requireAnyOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import type { EnvironmentRow } from '../environments/environments-repository';
import { userHoldsAny } from '../me/users-repository';
import type { Principal } from '../session/session-service';

export async function marketplaceEnvironmentOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<EnvironmentRow> {
  const environment = await environmentOf(db, principal, cloudId);
  if (await userHoldsAny(db, principal.userId, [marketplaceTestFeature])) return environment;
  const [rule] = await db.query<{ allowed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM environment_contracts WHERE environment_id = $1)
         OR EXISTS (SELECT 1 FROM tss_subscriptions WHERE t_code = $2 AND quota_hired > 0) AS allowed`,
    [environment.id, environment.t_code],
  );
  if (!rule?.allowed) throw forbiddenWithout([marketplaceTestFeature]);
  return environment;
}

/** Staff running the offers: 403 without marketplace_adm_offers. */
export const requireMarketplaceAdmin = (db: Queryable, principal: Principal) =>
  requireAnyOf(db, principal, [marketplaceAdminFeature]);
