// Marketplace offers admin (/admin/marketplace, marketplace_adm_offers): create an offer with its plans and the
// customers it is shown to (or all), change it, publish and withdraw it. A draft is seen by staff only; a
// withdrawn offer is no longer sold but stays, with its plans, for the purchases made. Every write runs once
// per Idempotency-Key and is audited with the offer before and after.
import type {
  MarketplaceAdminOffer,
  MarketplaceAdminOfferList,
  MarketplaceOfferBody,
  MarketplaceOfferState,
} from '@nuvem/api-contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import { oncePerKey } from '../../idempotency/once-per-key';
import { insertAuditEvent, type MarketplaceAuditAction } from '../audit/audit-events-repository';
import type { Principal } from '../session/session-service';
import { requireMarketplaceAdmin } from './marketplace-access';
import {
  findAdminOffer,
  insertOffer,
  listAdminOffers,
  listMarketplaceCustomers,
  setOfferState,
  unknownCustomers,
  updateOffer,
  type AdminOfferRow,
} from './marketplace-admin-repository';

const adminOfferOf = (row: AdminOfferRow): MarketplaceAdminOffer => ({
  ...(row as Omit<MarketplaceAdminOffer, 'updated_at'>),
  updated_at: new Date(row.updated_at).toISOString(),
});

const offerNotFound = (id: string) =>
  new ApiError(404, 'marketplace_offer_not_found', 'No such offer.', [id]);
const incomplete = (what: string, path: string, vars: string[] = []) =>
  new ApiError(
    400,
    'marketplace_offer_incomplete',
    `The offer needs ${what}.`,
    [what, ...vars],
    [{ in: 'body', path, keyword: 'minItems' }],
  );

/** An offer's audience and plans must be whole: chosen customers that exist; a published offer, a plan. */
async function checkBody(db: Queryable, body: MarketplaceOfferBody, state: MarketplaceOfferState) {
  if (body.audience === 'chosen') {
    if (body.customers.length === 0) throw incomplete('customers', '/customers');
    const unknown = await unknownCustomers(db, body.customers);
    if (unknown.length > 0) throw incomplete('customers', '/customers', unknown);
  }
  if (state === 'published' && body.plans.length === 0) throw incomplete('plans', '/plans');
}

function audit(
  tx: Queryable,
  principal: Principal,
  action: MarketplaceAuditAction,
  before: MarketplaceAdminOffer | null,
  after: MarketplaceAdminOffer,
) {
  return insertAuditEvent(tx, {
    actorUserId: principal.userId,
    action,
    subjectUserId: null,
    targetId: after.id,
    before,
    after,
  });
}

export async function listAllOffers(db: Queryable, principal: Principal): Promise<MarketplaceAdminOfferList> {
  await requireMarketplaceAdmin(db, principal);
  const [offers, customers] = await Promise.all([listAdminOffers(db), listMarketplaceCustomers(db)]);
  return { offers: offers.map(adminOfferOf), customers };
}

export async function createOffer(
  db: Database,
  principal: Principal,
  body: MarketplaceOfferBody,
  idempotencyKey: string,
): Promise<{ offer: MarketplaceAdminOffer; created: boolean }> {
  await requireMarketplaceAdmin(db, principal);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: 'marketplace_offer.create', request: body },
      async () => {
        await checkBody(tx, body, 'draft');
        const id = await insertOffer(tx, body);
        const offer = adminOfferOf((await findAdminOffer(tx, id))!);
        await audit(tx, principal, 'marketplace_offer.create', null, offer);
        return { status: 201, body: offer };
      },
    ),
  );
  return { offer: answer.body, created: !answer.replayed };
}

export async function changeOffer(
  db: Database,
  principal: Principal,
  offerId: string,
  body: MarketplaceOfferBody,
  idempotencyKey: string,
): Promise<MarketplaceAdminOffer> {
  await requireMarketplaceAdmin(db, principal);
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      {
        userId: principal.userId,
        idempotencyKey,
        scope: 'marketplace_offer.update',
        request: [offerId, body],
      },
      async () => {
        const before = await findAdminOffer(tx, offerId, true);
        if (!before) throw offerNotFound(offerId);
        await checkBody(tx, body, before.state);
        await updateOffer(tx, offerId, body);
        const after = adminOfferOf((await findAdminOffer(tx, offerId))!);
        await audit(tx, principal, 'marketplace_offer.update', adminOfferOf(before), after);
        return { status: 200, body: after };
      },
    ),
  );
  return answer.body;
}

/** Publishes (a plan needed) or withdraws the offer; 409 marketplace_offer_state_unchanged if it is already so. */
export async function moveOffer(
  db: Database,
  principal: Principal,
  offerId: string,
  state: 'published' | 'withdrawn',
  idempotencyKey: string,
): Promise<MarketplaceAdminOffer> {
  await requireMarketplaceAdmin(db, principal);
  const action = state === 'published' ? 'marketplace_offer.publish' : 'marketplace_offer.withdraw';
  const answer = await db.transaction((tx) =>
    oncePerKey(
      tx,
      { userId: principal.userId, idempotencyKey, scope: action, request: [offerId] },
      async () => {
        const before = await findAdminOffer(tx, offerId, true);
        if (!before) throw offerNotFound(offerId);
        if (before.state === state)
          throw new ApiError(409, 'marketplace_offer_state_unchanged', `The offer is ${state} already.`, [
            state,
          ]);
        if (state === 'published' && before.plans.length === 0) throw incomplete('plans', '/plans');
        await setOfferState(tx, offerId, state);
        const after = adminOfferOf((await findAdminOffer(tx, offerId))!);
        await audit(tx, principal, action, adminOfferOf(before), after);
        return { status: 200, body: after };
      },
    ),
  );
  return answer.body;
}
