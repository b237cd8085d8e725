// Who may see an environment's marketplace and buy in it (issue 32), decided once for its routes: spec §6's
// rule, as the menu applies it — the user holds menu_marketplace_test, or the environment has a contract, or
// its customer's hired TSS quota is above 0 — in an environment the user may see (404 otherwise: the tenant
// boundary). Without any of them: 403 forbidden naming menu_marketplace_test. Staff run the offers with
// marketplace_adm_offers.
import { marketplaceAdminFeature, marketplaceTestFeature } from '@nuvem/api-contract';
import { environmentOf, forbiddenWithout, requireAnyOf } from '../../auth/access';
import type { Queryable } from '../../db/database';
import type { EnvironmentRow } from '../environments/environments-repository';
import { findTssSubscription } from '../me/tss-repository';
import { userHoldsAny } from '../me/users-repository';
import type { Principal } from '../session/session-service';

export async function marketplaceEnvironmentOf(
  db: Queryable,
  principal: Principal,
  cloudId: string,
): Promise<EnvironmentRow> {
  const environment = await environmentOf(db, principal, cloudId);
  if (await userHoldsAny(db, principal.userId, [marketplaceTestFeature])) return environment;
  const [contract] = await db.query<{ found: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM environment_contracts WHERE environment_id = $1) AS found',
    [environment.id],
  );
  // The hired TSS quota as the TSS page reads it (its companies' sum: tss-repository.ts is its one reader).
  const allowed =
    contract?.found || ((await findTssSubscription(db, environment.t_code))?.quota_hired ?? 0) > 0;
  if (!allowed) throw forbiddenWithout([marketplaceTestFeature]);
  return environment;
}

/** Staff running the offers: 403 without marketplace_adm_offers. */
export const requireMarketplaceAdmin = (db: Queryable, principal: Principal) =>
  requireAnyOf(db, principal, [marketplaceAdminFeature]);
