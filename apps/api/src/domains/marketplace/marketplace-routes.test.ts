import { randomUUID } from 'node:crypto';
import type {
  MarketplaceAdminOffer,
  MarketplaceAdminOfferList,
  MarketplaceCatalogue,
  MarketplaceOfferBody,
  MarketplaceOfferList,
  MarketplaceOrderAnswer,
} from '@nuvem/api-contract';
import { expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;
let diego: SignedIn;

function send(
  who: SignedIn | null,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = randomUUID(),
) {
  return fetch(t.url(path), {
    method,
    headers: {
      ...(who?.headers ?? {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const offersOf = async (who: SignedIn, cloudId: string) =>
  (
    await jsonOf<MarketplaceOfferList>(
      await send(who, 'GET', `/api/v1/environments/${cloudId}/marketplace/offers`, undefined, null),
    )
  ).offers;
const order = (who: SignedIn, cloudId: string, planId: string, quantity = 1, key = randomUUID()) =>
  send(who, 'POST', `/api/v1/environments/${cloudId}/marketplace/orders`, { plan_id: planId, quantity }, key);
const admin = '/api/v1/admin/marketplace/offers';
const adminOffers = async () =>
  (await jsonOf<MarketplaceAdminOfferList>(await send(diego, 'GET', admin, undefined, null))).offers;
const planOf = async (who: SignedIn, cloudId: string, offerName: string) => {
  const offer = (await offersOf(who, cloudId)).find((o) => o.name === offerName);
  return offer!.plans[0]!;
};
const purchaseRow = async (id: string) =>
  (
    await t.db.query<{
      state: string;
      unit_price_cents: string;
      source_ref: string;
      operation_id: string | null;
    }>(
      `SELECT state, unit_price_cents::text AS unit_price_cents, source_ref, operation_id FROM purchases WHERE id = $1`,
      [id],
    )
  )[0];

const newOffer = (over: Partial<MarketplaceOfferBody> = {}): MarketplaceOfferBody => ({
  name: `Oferta de teste ${randomUUID().slice(0, 8)}`,
  category: 'monitoring',
  description: 'Uma oferta criada pelo teste.',
  vendor: 'Nuvem',
  plans: [{ name: 'Único', price_cents: '10000', recurrence: 'monthly' }],
  audience: 'all',
  customers: [],
  ...over,
});

beforeAll(async () => {
  t = await startTestApp('postgres');
  [ana, bruno, carla, diego] = (await Promise.all(
    ['ana@acme.example', 'bruno@globex.example', 'carla@parceira.example', 'diego@nuvem.example'].map(
      (email) => signInAs(t, email),
    ),
  )) as [SignedIn, SignedIn, SignedIn, SignedIn];
});
afterAll(() => t.close());

it('shows the public catalogue without a sign-in: published offers for all customers, nothing chosen, drafted or withdrawn', async () => {
  const { offers } = await jsonOf<MarketplaceCatalogue>(
    await send(null, 'GET', '/api/v1/marketplace/catalogue', undefined, null),
  );
  const names = offers.map((o) => o.name);
  expect(names).toContain('Backup gerenciado em nuvem');
  expect(names).not.toContain('Protheus — Portal do Cliente sob medida');
  expect(names).not.toContain('Teste de invasão anual');
  expect(names).not.toContain('Backup em fita (descontinuado)');
  expect(offers.find((o) => o.name === 'Monitoramento 24x7')!.plans).toMatchObject([
    { name: 'Essencial', price_cents: '19990', recurrence: 'monthly' },
    { name: 'Avançado', price_cents: '49990', recurrence: 'monthly' },
  ]);
});

it("lists an environment's offers by spec §6's rule and its customer: Acme's own offer only in Acme", async () => {
  expect((await offersOf(ana, 'ACM1')).map((o) => o.name)).toContain(
    'Protheus — Portal do Cliente sob medida',
  );
  // carla holds menu_marketplace_test: she sees Globex's offers too, without Acme's own.
  const globex = (await offersOf(carla, 'GLX01')).map((o) => o.name);
  expect(globex).toContain('Backup gerenciado em nuvem');
  expect(globex).not.toContain('Protheus — Portal do Cliente sob medida');
  await expectError(
    await send(bruno, 'GET', '/api/v1/environments/ACM1/marketplace/offers', undefined, null),
    404,
    'environment_not_found',
  );
  await expectError(
    await send(null, 'GET', '/api/v1/environments/ACM1/marketplace/offers', undefined, null),
    401,
    'unauthorized',
  );
});

it('carla buys a plan: one purchase with the price copied in, provisioned pending → active by its operation, audited', async () => {
  const plan = await planOf(carla, 'ACM1', 'Monitoramento 24x7');
  const before = Date.now();
  const answer = await jsonOf<MarketplaceOrderAnswer>(await order(carla, 'ACM1', plan.id, 2), 202);
  expect(answer.operation).toMatchObject({
    kind: 'marketplace.provision',
    cloud_id: 'ACM1',
    target_id: answer.purchase.id,
    step_count: 2,
  });
  expect(answer.purchase).toMatchObject({
    description: 'Monitoramento 24x7 — Essencial',
    quantity: 2,
    unit_price_cents: '19990',
    recurrence: 'monthly',
    state: 'pending',
  });
  const window = Date.parse(answer.purchase.cancellable_until!) - before;
  expect(window).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
  expect(window).toBeLessThan(7 * 86_400_000 + 60_000);

  await t.app.operations.drain();
  expect(await purchaseRow(answer.purchase.id)).toMatchObject({
    state: 'active',
    operation_id: answer.operation.id,
  });
  const offer = (await offersOf(carla, 'ACM1')).find((o) => o.name === 'Monitoramento 24x7')!;
  expect(offer.last_purchase).toMatchObject({ id: answer.purchase.id, plan_id: plan.id, state: 'active' });

  const audit = await t.db.query<{ action: string; actor_user_id: string }>(
    `SELECT action, actor_user_id FROM audit_events WHERE target_id = $1 ORDER BY occurred_at, action`,
    [answer.purchase.id],
  );
  // The order (purchase.create), the operation asked and finished (marketplace.provision twice).
  expect(audit.map((a) => a.action).sort()).toEqual([
    'marketplace.provision',
    'marketplace.provision',
    'purchase.create',
  ]);
  expect(audit.every((a) => a.actor_user_id === carla.userId)).toBe(true);
});

it('a double-clicked order (two concurrent requests, one key) is one purchase; the key with another body is refused', async () => {
  const plan = await planOf(carla, 'ACM1', 'Firewall de aplicação (WAF)');
  const key = randomUUID();
  const count = async () =>
    Number(
      (
        await t.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM purchases WHERE source_ref = $1`, [
          plan.id,
        ])
      )[0]!.n,
    );
  const before = await count();
  const [first, second] = await Promise.all([
    order(carla, 'ACM1', plan.id, 1, key),
    order(carla, 'ACM1', plan.id, 1, key),
  ]);
  const a = await jsonOf<MarketplaceOrderAnswer>(first, 202);
  const b = await jsonOf<MarketplaceOrderAnswer>(second, 202);
  expect(b.operation.id).toBe(a.operation.id);
  expect(b.purchase.id).toBe(a.purchase.id);
  expect(await count()).toBe(before + 1);
  await expectError(await order(carla, 'ACM1', plan.id, 3, key), 409, 'idempotency_key_reused');
  expect(await count()).toBe(before + 1);
});

it('refuses a plan not on sale here: unknown, Acme-only elsewhere, withdrawn; and users without the §6 rule', async () => {
  await expectError(await order(carla, 'ACM1', randomUUID()), 404, 'marketplace_plan_unavailable');
  const acmeOnly = await planOf(ana, 'ACM1', 'Protheus — Portal do Cliente sob medida');
  await expectError(await order(carla, 'GLX01', acmeOnly.id), 404, 'marketplace_plan_unavailable');
  const tape = (await adminOffers()).find((o) => o.name === 'Backup em fita (descontinuado)')!;
  await expectError(await order(ana, 'ACM1', tape.plans[0]!.id), 404, 'marketplace_plan_unavailable');
  // bruno has no menu_marketplace_test: a Globex environment without a contract nor hired TSS quota is refused.
  const [bare] = await t.db.query<{ cloud_id: string }>(
    `SELECT e.cloud_id FROM customer_environments e
     WHERE e.cloud_id LIKE 'GLX%' AND NOT EXISTS (SELECT 1 FROM environment_contracts c WHERE c.environment_id = e.id)
       AND NOT EXISTS (SELECT 1 FROM tss_companies s WHERE s.t_code = e.t_code AND s.quota_hired > 0)
     ORDER BY e.cloud_id LIMIT 1`,
  );
  await expectError(await order(bruno, bare!.cloud_id, acmeOnly.id), 403, 'forbidden', [
    'menu_marketplace_test',
  ]);
  await expectError(
    await send(bruno, 'GET', `/api/v1/environments/${bare!.cloud_id}/marketplace/offers`, undefined, null),
    403,
    'forbidden',
  );
  await expectError(await order(carla, 'ACM1', acmeOnly.id, 0), 400, 'validation_failed');
});

it('staff create, price, show to chosen customers, publish and withdraw an offer; a price change spares past purchases', async () => {
  await expectError(await send(ana, 'GET', admin, undefined, null), 403, 'forbidden', [
    'marketplace_adm_offers',
  ]);
  await expectError(
    await send(diego, 'POST', admin, newOffer({ audience: 'chosen', customers: [] })),
    400,
    'marketplace_offer_incomplete',
  );
  await expectError(
    await send(diego, 'POST', admin, newOffer({ audience: 'chosen', customers: ['T99999'] })),
    400,
    'marketplace_offer_incomplete',
    ['customers', 'T99999'],
  );

  const body = newOffer({ audience: 'chosen', customers: ['T10007'] });
  const key = randomUUID();
  const draft = await jsonOf<MarketplaceAdminOffer>(await send(diego, 'POST', admin, body, key), 201);
  expect(await jsonOf<MarketplaceAdminOffer>(await send(diego, 'POST', admin, body, key), 200)).toEqual(
    draft,
  );
  expect(draft).toMatchObject({ state: 'draft', audience: 'chosen', customers: ['T10007'], purchases: 0 });
  expect((await offersOf(ana, 'ACM1')).map((o) => o.id)).not.toContain(draft.id);

  const published = await jsonOf<MarketplaceAdminOffer>(
    await send(diego, 'POST', `${admin}/${draft.id}/publish`),
  );
  expect(published.state).toBe('published');
  await expectError(
    await send(diego, 'POST', `${admin}/${draft.id}/publish`),
    409,
    'marketplace_offer_state_unchanged',
  );
  expect((await offersOf(ana, 'ACM1')).map((o) => o.id)).toContain(draft.id);
  expect((await offersOf(carla, 'GLX01')).map((o) => o.id)).not.toContain(draft.id);

  const planId = published.plans[0]!.id;
  const bought = await jsonOf<MarketplaceOrderAnswer>(await order(ana, 'ACM1', planId), 202);
  const repriced = await jsonOf<MarketplaceAdminOffer>(
    await send(diego, 'PUT', `${admin}/${draft.id}`, {
      ...body,
      plans: [{ id: planId, name: 'Único', price_cents: '12500', recurrence: 'monthly' }],
    }),
  );
  expect(repriced.plans).toEqual([
    { id: planId, name: 'Único', price_cents: '12500', recurrence: 'monthly' },
  ]);
  const boughtAgain = await jsonOf<MarketplaceOrderAnswer>(await order(ana, 'ACM1', planId), 202);
  expect(boughtAgain.purchase.unit_price_cents).toBe('12500');
  expect((await purchaseRow(bought.purchase.id))!.unit_price_cents).toBe('10000');

  const withdrawn = await jsonOf<MarketplaceAdminOffer>(
    await send(diego, 'POST', `${admin}/${draft.id}/withdraw`),
  );
  expect(withdrawn).toMatchObject({ state: 'withdrawn', purchases: 2 });
  expect((await offersOf(ana, 'ACM1')).map((o) => o.id)).not.toContain(draft.id);
  await expectError(await order(ana, 'ACM1', planId), 404, 'marketplace_plan_unavailable');
  await t.app.operations.drain();
  expect((await purchaseRow(bought.purchase.id))!.state).toBe('active');

  const audit = await t.db.query<{ action: string }>(
    `SELECT action FROM audit_events WHERE target_id = $1 ORDER BY occurred_at`,
    [draft.id],
  );
  expect(audit.map((a) => a.action)).toEqual([
    'marketplace_offer.create',
    'marketplace_offer.publish',
    'marketplace_offer.update',
    'marketplace_offer.withdraw',
  ]);
  await expectError(
    await send(diego, 'POST', `${admin}/${randomUUID()}/withdraw`),
    404,
    'marketplace_offer_not_found',
  );
});

it('does not activate a purchase cancelled before its provisioning ran: the operation fails, the purchase stays cancelled', async () => {
  const plan = await planOf(ana, 'ACM1', 'Backup gerenciado em nuvem');
  const answer = await jsonOf<MarketplaceOrderAnswer>(await order(ana, 'ACM1', plan.id), 202);
  await t.db.query(
    `UPDATE purchases SET state = 'cancelled', cancelled_at = now() WHERE id = $1 AND state = 'pending'`,
    [answer.purchase.id],
  );
  await t.app.operations.drain();
  const state = (await purchaseRow(answer.purchase.id))!.state;
  // The worker may have run before the cancel landed (then it is active and the store's cancel applies).
  if (state !== 'active') {
    expect(state).toBe('cancelled');
    const [op] = await t.db.query<{ state: string; error_code: string }>(
      `SELECT state, error_code FROM operations WHERE id = $1`,
      [answer.operation.id],
    );
    expect(op).toEqual({ state: 'FAILED', error_code: 'marketplace_purchase_not_pending' });
  }
});
