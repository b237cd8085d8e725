import { randomUUID } from 'node:crypto';
import type { Ticket, TicketCreated } from '@nuvem/api-contract';
import { sha256 } from '../../idempotency/once-per-key';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;

const about = {
  cloud_id: 'ACM1',
  subject: 'Máquina não responde por SSH',
  description: 'Desde as 10h a conexão SSH expira sem resposta.',
  category: 'incident',
  resource_id: 'vm-acm1-01',
};
const open = (who: SignedIn, body: unknown, key: string | null = randomUUID()) =>
  fetch(t.url('/api/v1/tickets'), {
    method: 'POST',
    headers: {
      ...who.headers,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
const countTickets = async (subject: string) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM support_tickets WHERE subject = $1', [
      subject,
    ])
  )[0]!.n;
/** The Idempotency-Key records of this key (idempotent_requests): one per write made. */
const keyRecords = async (key: string) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM idempotent_requests WHERE key_hash = $1',
      [sha256(key)],
    )
  )[0]!.n;

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
  });
  afterAll(() => t.close());

  it('opens a ticket about a resource, readable at once with the description as its first message, and audits it', async () => {
    const created = await jsonOf<TicketCreated>(await open(ana, about), 201);
    expect(created).toMatchObject({ cloud_id: 'ACM1', path: `/tickets/${created.number}` });
    const ticket = await jsonOf<Ticket>(
      await call(t, 'GET', `/api/v1/environments/ACM1/tickets/${created.number}`, ana),
    );
    expect(ticket).toMatchObject({
      subject: about.subject,
      status: 'new',
      channel: 'portal',
      product: 'IaaS',
      requester: { name: 'Ana Souza', email: 'ana@acme.example' },
    });
    expect(ticket.history).toHaveLength(1);
    expect(ticket.history[0]!.body).toContain(about.description);
    expect(ticket.history[0]!.body).toContain('acm1-app-01 (vm-acm1-01)');
    const [audit] = await t.db.query<{ target_id: string; before: unknown; after: { number: number } }>(
      `SELECT target_id, before, after FROM audit_events WHERE action = 'ticket.create' AND actor_user_id = $1
       ORDER BY occurred_at DESC LIMIT 1`,
      [ana.userId],
    );
    expect(audit).toMatchObject({ target_id: 'vm-acm1-01', before: null, after: { number: created.number } });
  });

  it('answers a retried request with the ticket it opened, once, and refuses the key with another request', async () => {
    const key = randomUUID();
    const subject = `Dúvida sobre a fatura ${key}`;
    const body = { ...about, resource_id: undefined, subject, category: 'billing' };
    const [first, second] = await Promise.all([open(ana, body, key), open(ana, body, key)]);
    const answers = [first!.status, second!.status].sort();
    expect(answers).toEqual([200, 201]);
    const [a, b] = await Promise.all([first!.json(), second!.json()]);
    expect(a).toEqual(b);
    expect(await countTickets(subject)).toBe(1);
    const again = await jsonOf<TicketCreated>(await open(ana, body, key), 200);
    expect(again).toEqual(a);
    await expectError(
      await open(ana, { ...body, subject: 'Outra coisa' }, key),
      409,
      'idempotency_key_reused',
    );
    await expectError(await open(ana, { ...body, cloud_id: 'ACM2' }, key), 409, 'idempotency_key_reused');
    expect(await countTickets(subject)).toBe(1);
    expect(await countTickets('Outra coisa')).toBe(0);
    expect(await keyRecords(key)).toBe(1);
  });

  it('refuses a resource of another environment or unknown, on resource_id, writing nothing', async () => {
    const key = randomUUID();
    const before = await countTickets(about.subject);
    const res = await open(ana, { ...about, resource_id: 'vm-acm2-01' }, key);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error_code: 'ticket_resource_unknown',
      error_vars: ['vm-acm2-01'],
      error_fields: [{ in: 'body', path: '/resource_id', keyword: 'exists' }],
    });
    expect(await countTickets(about.subject)).toBe(before);
    expect(await keyRecords(key)).toBe(0);
    await expectError(
      await open(ana, { ...about, resource_id: 'vm-glx01-01' }),
      400,
      'ticket_resource_unknown',
    );
  });

  it('refuses an environment not held, a missing key, bad fields, and a user without the ticket permission', async () => {
    await expectError(
      await open(ana, { ...about, cloud_id: 'GLX01', resource_id: undefined }),
      404,
      'environment_not_found',
    );
    await expectError(await open(ana, about, null), 400, 'validation_failed');
    await expectError(await open(ana, { ...about, subject: '' }), 400, 'validation_failed');
    await expectError(await open(ana, { ...about, category: 'other' }), 400, 'validation_failed');
    await expectError(await open(ana, { ...about, description: 'curta' }), 400, 'validation_failed');
    const carla = await signInAs(t, 'carla@parceira.example');
    const held = await t.db.query(
      `SELECT 1 FROM user_features WHERE user_id = $1 AND feature = 'zendesk_ticket_central_show_menu'`,
      [carla.userId],
    );
    if (held.length === 0)
      await expectError(await open(carla, { ...about, resource_id: undefined }), 403, 'forbidden');
    await expectError(
      await open(bruno, { ...about, cloud_id: 'ACM1', resource_id: undefined }),
      404,
      'environment_not_found',
    );
  });
});
