import type { AuditLogOptions, AuditLogPage } from '@nuvem/api-contract';
import { clearAuditEvents } from '../../testing/clear-audit-events';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let diego: SignedIn;
let elisa: SignedIn;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

interface Entry {
  actor: string;
  action: string;
  hoursAgo: number;
  cloudId?: string;
  subject?: string;
  target?: string;
  details?: Record<string, unknown>;
  before?: unknown;
  after?: unknown;
}

/** The log the cases read, newest first by hoursAgo. */
const entries: Entry[] = [
  { actor: 'diego@nuvem.example', action: 'impersonation.start', hoursAgo: 0.1, subject: 'ana@acme.example' },
  {
    actor: 'ana@acme.example',
    action: 'vm.stop',
    hoursAgo: 2,
    cloudId: 'ACM1',
    target: 'vm-acm1-01',
    details: { phase: 'finished', state: 'SUCCESS' },
    before: { state: 'running' },
    after: { state: 'stopped' },
  },
  {
    actor: 'ana@acme.example',
    action: 'vm.stop',
    hoursAgo: 3,
    cloudId: 'ACM1',
    target: 'vm-acm1-01',
    details: { phase: 'requested', state: 'PENDING' },
  },
  { actor: 'elisa@acme.example', action: 'settings.change', hoursAgo: 4, cloudId: 'ACM1' },
  {
    actor: 'bruno@globex.example',
    action: 'budget.update',
    hoursAgo: 25,
    cloudId: 'GLX01',
    target: 'budget-glx',
    before: { limit_cents: 100 },
    after: { limit_cents: 200 },
  },
  {
    actor: 'ana@acme.example',
    action: 'ticket.create',
    hoursAgo: 240,
    cloudId: 'ACM2',
    target: '=HYPERLINK("http://x")',
    details: { subject: 'Disco cheio, "urgente"\nlinha 2', token: 'tok-should-not-show' },
  },
  {
    actor: 'ana@acme.example',
    action: 'vm.delete',
    hoursAgo: 24 * 40,
    cloudId: 'ACM3',
    target: 'vm-acm3-01',
    details: { phase: 'finished', state: 'FAILED' },
  },
];

async function seedLog() {
  await clearAuditEvents(t.db);
  for (const entry of entries)
    await t.db.query(
      `INSERT INTO audit_events (occurred_at, actor_user_id, action, subject_user_id, environment_id, details,
         target_id, before, after)
       SELECT $1, (SELECT id FROM users WHERE email = $2), $3, (SELECT id FROM users WHERE email = $4),
              (SELECT id FROM customer_environments WHERE cloud_id = $5), $6::jsonb, $7, $8::jsonb, $9::jsonb`,
      [
        hoursAgo(entry.hoursAgo).toISOString(),
        entry.actor,
        entry.action,
        entry.subject ?? null,
        entry.cloudId ?? null,
        JSON.stringify(entry.details ?? {}),
        entry.target ?? null,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
      ],
    );
}

const list = async (who: SignedIn, query = '') =>
  jsonOf<AuditLogPage>(await call(t, 'GET', `/api/v1/audit${query}`, who));
const actionsOf = (page: AuditLogPage) =>
  page.items.map((item) => `${item.action}@${item.environment?.cloud_id ?? '-'}`);

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    diego = await signInAs(t, 'diego@nuvem.example');
    elisa = await signInAs(t, 'elisa@acme.example');
    await seedLog();
  });
  afterAll(() => t.close());

  it("shows a customer their environments' entries only, newest first, without others' settings", async () => {
    const page = await list(ana);
    expect(actionsOf(page)).toEqual(['vm.stop@ACM1', 'vm.stop@ACM1', 'ticket.create@ACM2', 'vm.delete@ACM3']);
    expect(page.total).toBe(4);
    expect(actionsOf(await list(bruno))).toEqual(['budget.update@GLX01']);
  });

  it('shows provider staff every entry, those of no environment too', async () => {
    const page = await list(diego);
    expect(page.total).toBe(entries.length);
    expect(page.items[0]).toMatchObject({
      action: 'impersonation.start',
      environment: null,
      actor: { email: 'diego@nuvem.example', name: expect.any(String) },
      subject: { email: 'ana@acme.example' },
    });
  });

  it('refuses a user without the security center: 403', async () => {
    await expectError(await call(t, 'GET', '/api/v1/audit', elisa), 403, 'forbidden', ['security_center']);
    await expectError(await call(t, 'GET', '/api/v1/audit/options', elisa), 403, 'forbidden');
    await expectError(await call(t, 'GET', '/api/v1/audit/export.csv', elisa), 403, 'forbidden');
    expect((await call(t, 'GET', '/api/v1/audit')).status).toBe(401);
  });

  it('answers an entry with who, environment, resource, result, before and after; secrets redacted', async () => {
    const [stopped, requested, ticket, deleted] = (await list(ana)).items;
    expect(stopped).toMatchObject({
      actor: { email: 'ana@acme.example', name: 'Ana Souza' },
      subject: null,
      environment: { cloud_id: 'ACM1', name: 'Acme Produção' },
      resource: 'vm-acm1-01',
      result: 'succeeded',
      before: { state: 'running' },
      after: { state: 'stopped' },
    });
    expect(requested?.result).toBe('requested');
    expect(deleted?.result).toBe('failed');
    expect(ticket?.details).toEqual({ subject: 'Disco cheio, "urgente"\nlinha 2', token: '[redacted]' });
  });

  it('filters by who, what, environment, result, free text and period', async () => {
    expect(actionsOf(await list(diego, '?filter=actor=bruno@globex.example'))).toEqual([
      'budget.update@GLX01',
    ]);
    // Whom someone acted for counts as who too.
    expect((await list(diego, '?filter=actor=ana@acme.example')).total).toBe(5);
    expect(actionsOf(await list(ana, '?filter=action=vm.delete'))).toEqual(['vm.delete@ACM3']);
    expect((await list(ana, '?filter=action:vm.')).total).toBe(3);
    expect(actionsOf(await list(ana, '?filter=environment=acm2'))).toEqual(['ticket.create@ACM2']);
    expect((await list(ana, '?filter=result=failed')).items.map((i) => i.resource)).toEqual(['vm-acm3-01']);
    expect(actionsOf(await list(ana, '?filter=:urgente'))).toEqual(['ticket.create@ACM2']);
    // A redacted value cannot be found by guessing it.
    expect((await list(ana, '?filter=:tok-should-not-show')).total).toBe(0);
    expect((await list(ana, '?filter=action!=vm.stop&filter=environment!=ACM3')).total).toBe(1);
    const from = encodeURIComponent(hoursAgo(24 * 7).toISOString());
    const to = encodeURIComponent(hoursAgo(2.5).toISOString());
    expect((await list(ana, `?from=${from}&to=${to}`)).items.map((i) => i.result)).toEqual(['requested']);
  });

  it("never lets a filter reach another customer's entries", async () => {
    expect((await list(ana, '?filter=environment=GLX01')).total).toBe(0);
    expect((await list(bruno, '?filter=actor=ana@acme.example')).total).toBe(0);
  });

  it('refuses a filter or sort the log does not have, and a period that ends before it starts: 400', async () => {
    await expectError(await call(t, 'GET', '/api/v1/audit?filter=password=x', ana), 400, 'validation_failed');
    await expectError(await call(t, 'GET', '/api/v1/audit?sort=action', ana), 400, 'validation_failed');
    const at = encodeURIComponent(hoursAgo(1).toISOString());
    await expectError(
      await call(t, 'GET', `/api/v1/audit?from=${at}&to=${at}`, ana),
      400,
      'validation_failed',
    );
  });

  it('pages: total over every page, each page newest first, no entry twice', async () => {
    const first = await list(diego, '?page_size=3');
    const second = await list(diego, '?page_size=3&page=2');
    const third = await list(diego, '?page_size=3&page=3');
    expect([first.total, second.total, third.total]).toEqual([7, 7, 7]);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(7);
    const times = [...first.items, ...second.items, ...third.items].map((item) => item.occurred_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('offers the people, actions and environments the user may filter on', async () => {
    const options = jsonOf<AuditLogOptions>(await call(t, 'GET', '/api/v1/audit/options', ana));
    const { actors, actions, environments } = await options;
    expect(actors.map((a) => a.email)).toEqual(['ana@acme.example']);
    expect(environments.map((e) => e.cloud_id).sort()).toEqual(['ACM1', 'ACM2', 'ACM3']);
    const rows = await t.db.query<{ action: string }>('SELECT action FROM audit_actions ORDER BY action');
    expect(actions).toEqual(rows.map((row) => row.action));
    const staff = await jsonOf<AuditLogOptions>(await call(t, 'GET', '/api/v1/audit/options', diego));
    expect(staff.actors.map((a) => a.email)).toEqual(
      expect.arrayContaining(['ana@acme.example', 'bruno@globex.example', 'diego@nuvem.example']),
    );
    expect(staff.environments.length).toBeGreaterThan(40);
  });

  it('exports the same entries as RFC 4180 CSV, quoted where needed, formulas neutralised', async () => {
    const res = await call(t, 'GET', '/api/v1/audit/export.csv?filter=environment=ACM2', ana);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="registro-de-auditoria-/);
    expect(res.headers.get('x-audit-export-rows')).toBe('1');
    expect(res.headers.get('x-audit-export-truncated')).toBe('false');
    const text = await res.text();
    const [header, ...rest] = text.split('\r\n');
    expect(header).toBe(
      'occurred_at,actor_name,actor_email,on_behalf_of,environment,action,resource,result,details,before,after',
    );
    const row = rest.join('\r\n');
    expect(row).toContain(`,ACM2,ticket.create,"'=HYPERLINK(""http://x"")",succeeded,`);
    // The JSON details are one quoted field: its quotes doubled, the escaped newline kept as \n text.
    expect(row).toContain('""subject"":""Disco cheio, \\""urgente\\""\\nlinha 2""');
    expect(text).not.toContain('tok-should-not-show');
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it("exports only the user's entries", async () => {
    const text = await (await call(t, 'GET', '/api/v1/audit/export.csv', bruno)).text();
    expect(text.trim().split('\r\n')).toHaveLength(2);
    expect(text).not.toContain('ACM');
  });
});
