// Evento comercial, its migration and the staff's requests (issue 32) over HTTP, on PostgreSQL only (the
// advisory locks and the shared idempotency helper are tested on both databases elsewhere).
import { randomUUID } from 'node:crypto';
import type {
  CommercialEvent,
  CommercialEventList,
  CommercialEventRequest,
  CommercialEventRequestList,
  CommercialProposal,
  CommercialProposalList,
} from '@nuvem/api-contract';
import { expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;
let diego: SignedIn;
let elisa: SignedIn;

function send(
  who: SignedIn,
  method: string,
  path: string,
  body?: unknown,
  key: string | null = randomUUID(),
) {
  return fetch(t.url(path), {
    method,
    headers: {
      ...who.headers,
      'user-agent': 'vitest-agent',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const get = (who: SignedIn, path: string) => send(who, 'GET', path, undefined, null);
const audits = (action: string) =>
  t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events WHERE action = $1', [action]);

beforeAll(async () => {
  t = await startTestApp('postgres');
  [ana, bruno, carla, diego, elisa] = (await Promise.all(
    [
      'ana@acme.example',
      'bruno@globex.example',
      'carla@parceira.example',
      'diego@nuvem.example',
      'elisa@acme.example',
    ].map((email) => signInAs(t, email)),
  )) as SignedIn[] as [SignedIn, SignedIn, SignedIn, SignedIn, SignedIn];
}, 120_000);
afterAll(() => t.close());

describe('commercial events', () => {
  const events = async (who: SignedIn, cloudId: string) =>
    (await jsonOf<CommercialEventList>(await get(who, `/api/v1/environments/${cloudId}/commercial-events`)))
      .events;

  it('lists the events with the environment’s part, and refuses users without commercial_event', async () => {
    const list = await events(ana, 'ACM1');
    expect(list.map((e) => [e.code, e.open, e.join_request?.state ?? null])).toEqual([
      ['PARCEIROS-PRIMAVERA', true, 'approved'],
      ['MIGRA-2026', true, null],
      ['BLACK-IAAS-2026', false, null],
    ]);
    await expectError(await get(elisa, '/api/v1/environments/ACM1/commercial-events'), 403, 'forbidden');
    // bruno moves proposals (customer_migration): he reads the events to choose one, but does not join them.
    const globex = await events(bruno, 'GLX01');
    expect(globex).toHaveLength(3);
    await expectError(
      await send(bruno, 'POST', `/api/v1/environments/GLX01/commercial-events/${globex[0]!.id}/join`),
      403,
      'forbidden',
    );
    await expectError(
      await get(ana, '/api/v1/environments/GLX01/commercial-events'),
      404,
      'environment_not_found',
    );
  });

  it('a join is one request however often asked, closed events refuse it, and diego approves it', async () => {
    const list = await events(ana, 'ACM1');
    const migra = list.find((e) => e.code === 'MIGRA-2026')!;
    const closed = list.find((e) => e.code === 'BLACK-IAAS-2026')!;
    await expectError(
      await send(ana, 'POST', `/api/v1/environments/ACM1/commercial-events/${closed.id}/join`),
      409,
      'commercial_event_closed',
    );
    const [first, second] = await Promise.all([
      send(ana, 'POST', `/api/v1/environments/ACM1/commercial-events/${migra.id}/join`),
      send(ana, 'POST', `/api/v1/environments/ACM1/commercial-events/${migra.id}/join`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const joined = (await first.json()) as CommercialEvent;
    expect(joined.join_request?.state).toBe('pending');
    const [{ n }] = (await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM commercial_event_requests WHERE event_id = $1 AND kind = 'join'`,
      [migra.id],
    )) as [{ n: number }];
    expect(n).toBe(1);

    await expectError(await get(ana, '/api/v1/admin/commercial-event-requests'), 403, 'forbidden');
    const pending = (
      await jsonOf<CommercialEventRequestList>(await get(diego, '/api/v1/admin/commercial-event-requests'))
    ).requests;
    const request = pending.find((r) => r.id === joined.join_request!.id)!;
    expect(request).toMatchObject({
      state: 'pending',
      kind: 'join',
      requested_by: 'ana@acme.example',
      environment: { cloud_id: 'ACM1' },
    });
    await expectError(
      await send(diego, 'POST', `/api/v1/admin/commercial-event-requests/${request.id}/decision`, {
        decision: 'refuse',
        reason: ' ',
      }),
      400,
      'commercial_reason_required',
    );
    const approved = await jsonOf<CommercialEventRequest>(
      await send(diego, 'POST', `/api/v1/admin/commercial-event-requests/${request.id}/decision`, {
        decision: 'approve',
      }),
    );
    expect(approved).toMatchObject({ state: 'approved', decided_by: 'diego@nuvem.example' });
    await expectError(
      await send(diego, 'POST', `/api/v1/admin/commercial-event-requests/${request.id}/decision`, {
        decision: 'refuse',
        reason: 'x',
      }),
      409,
      'commercial_request_decided',
    );
    expect((await events(ana, 'ACM1')).find((e) => e.id === migra.id)?.join_request?.state).toBe('approved');
    expect((await audits('commercial_event.decide'))[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('moves a proposal into an event at its discounted value once approved; a refusal tells its reason', async () => {
    await expectError(await get(ana, '/api/v1/environments/ACM1/commercial-proposals'), 403, 'forbidden');
    const proposals = (
      await jsonOf<CommercialProposalList>(await get(carla, '/api/v1/environments/ACM1/commercial-proposals'))
    ).proposals;
    const [first, second] = proposals;
    expect(first).toMatchObject({ number: 'PR-2026-0101', value_cents: '4850000', event: null });
    const migra = (await events(carla, 'ACM1')).find((e) => e.code === 'MIGRA-2026')!;
    const path = (p: CommercialProposal) =>
      `/api/v1/environments/ACM1/commercial-proposals/${p.id}/migration`;
    const asked = await jsonOf<CommercialProposal>(
      await send(carla, 'POST', path(first!), { event_id: migra.id }),
      201,
    );
    expect(asked.migration_request).toMatchObject({ state: 'pending', event_name: 'Migração Nuvem 2026' });
    expect((await send(carla, 'POST', path(first!), { event_id: migra.id })).status).toBe(200);
    const other = (await events(carla, 'ACM1')).find((e) => e.code === 'PARCEIROS-PRIMAVERA')!;
    await expectError(
      await send(carla, 'POST', path(first!), { event_id: other.id }),
      409,
      'commercial_migration_open',
    );

    const requests = (
      await jsonOf<CommercialEventRequestList>(await get(diego, '/api/v1/admin/commercial-event-requests'))
    ).requests;
    const request = requests.find((r) => r.id === asked.migration_request!.id)!;
    // 20% off R$ 48.500,00, in integer centavos.
    expect(request.proposal).toEqual({
      number: 'PR-2026-0101',
      value_cents: '4850000',
      new_value_cents: '3880000',
    });
    await send(diego, 'POST', `/api/v1/admin/commercial-event-requests/${request.id}/decision`, {
      decision: 'approve',
    });
    const moved = (
      await jsonOf<CommercialProposalList>(await get(carla, '/api/v1/environments/ACM1/commercial-proposals'))
    ).proposals[0]!;
    expect(moved.event).toEqual({ id: migra.id, name: 'Migração Nuvem 2026', value_cents: '3880000' });

    const refusedAsk = await jsonOf<CommercialProposal>(
      await send(carla, 'POST', path(second!), { event_id: migra.id }),
      201,
    );
    await send(
      diego,
      'POST',
      `/api/v1/admin/commercial-event-requests/${refusedAsk.migration_request!.id}/decision`,
      {
        decision: 'refuse',
        reason: 'Proposta fora das condições do evento.',
      },
    );
    const refused = (
      await jsonOf<CommercialProposalList>(await get(carla, '/api/v1/environments/ACM1/commercial-proposals'))
    ).proposals[1]!;
    expect(refused.migration_request).toMatchObject({
      state: 'refused',
      reason: 'Proposta fora das condições do evento.',
    });
    expect(refused.event).toBeNull();
    await expectError(
      await get(bruno, '/api/v1/environments/ACM1/commercial-proposals'),
      404,
      'environment_not_found',
    );
  });
});
