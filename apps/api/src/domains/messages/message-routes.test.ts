import type {
  Communications,
  CustomerNotes,
  Mails,
  MigrationNotices,
  NotesQuantity,
  SurveyInquiries,
  UserAlerts,
  UserMessage,
} from '@nuvem/api-contract';
import { demoEnvironments } from '../../demo/demo-data';
import { insertMigrationNotice } from './migration-notices-repository';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { errorShape, startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;
let diego: SignedIn;
let elisa: SignedIn;
let fabio: SignedIn;

const unknownId = '00000000-0000-4000-8000-000000000000';
const tCodeOf = (cloudId: string) => demoEnvironments.find((env) => env.cloud_id === cloudId)!.t_code;

function send(path: string, who?: SignedIn, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { ...who?.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(t.url(path), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function ok<T>(path: string, who: SignedIn): Promise<T> {
  const res = await send(path, who);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ ...errorShape, error_code: code });
}

const patchMail = (id: string, body: unknown, who: SignedIn) =>
  send(`/api/v1/mails/${id}`, who, { method: 'PATCH', body });

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    carla = await signInAs(t, 'carla@parceira.example');
    diego = await signInAs(t, 'diego@nuvem.example');
    elisa = await signInAs(t, 'elisa@acme.example');
    fabio = await signInAs(t, 'fabio@initech.example');
  });
  afterAll(() => t.close());

  it('answers 401 on every route without a token', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/v1/mails'],
      ['PATCH', `/api/v1/mails/${unknownId}`],
      ['POST', '/api/v1/mails/read'],
      ['GET', '/api/v1/environments/ACM1/communications'],
      ['GET', '/api/v1/alerts'],
      ['GET', '/api/v1/environments/ACM1/migration-notices'],
      ['GET', '/api/v1/environments/ACM1/notes'],
      ['GET', '/api/v1/environments/ACM1/notes/count'],
      ['GET', '/api/v1/surveys'],
    ];
    for (const [method, path] of calls)
      await expectError(await send(path, undefined, { method }), 401, 'unauthorized');
  });

  describe('mails', () => {
    it('lists the unread messages newest first, with Count the unread count', async () => {
      const mails = await ok<Mails>('/api/v1/mails', ana);
      expect(mails.Count).toBe(3);
      expect(mails.Items).toHaveLength(3);
      expect(mails.Items.every((item) => !item.readState)).toBe(true);
      const times = mails.Items.map((item) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(mails.Items[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: expect.any(String),
        message: expect.any(String),
        link: null,
        readState: false,
        createdAt: expect.any(String),
        isExternalLink: false,
      });
      expect(mails.Items.find((item) => item.isExternalLink)?.link).toMatch(/^https:\/\//);
    });

    it("include=read adds the old messages ('Ver mensagens antigas'); limit caps the items", async () => {
      const all = await ok<Mails>('/api/v1/mails?include=read', ana);
      expect(all.Count).toBe(3);
      expect(all.Items).toHaveLength(5);
      expect(all.Items.filter((item) => item.readState)).toHaveLength(2);
      expect((await ok<Mails>('/api/v1/mails?include=read&limit=2', ana)).Items).toHaveLength(2);
    });

    it('answers 400 for an invalid query', async () => {
      for (const query of ['include=all', 'limit=0', 'limit=201', 'limit=abc'])
        await expectError(await send(`/api/v1/mails?${query}`, ana), 400, 'validation_failed');
    });

    it('marks one message read and unread again', async () => {
      const [first] = (await ok<Mails>('/api/v1/mails', ana)).Items;
      const res = await patchMail(first!.id, { readState: true }, ana);
      expect(res.status).toBe(200);
      expect((await res.json()) as UserMessage).toEqual({ ...first, readState: true });
      const after = await ok<Mails>('/api/v1/mails', ana);
      expect(after.Count).toBe(2);
      expect(after.Items.map((item) => item.id)).not.toContain(first!.id);

      expect((await patchMail(first!.id, { readState: false }, ana)).status).toBe(200);
      expect((await ok<Mails>('/api/v1/mails', ana)).Count).toBe(3);
    });

    it('answers 400 for an invalid id or body, and changes nothing', async () => {
      const [first] = (await ok<Mails>('/api/v1/mails', ana)).Items;
      await expectError(await patchMail('not-a-uuid', { readState: true }, ana), 400, 'validation_failed');
      for (const body of [{}, { readState: 'yes' }, { readState: 5 }, { readState: {} }, []])
        await expectError(await patchMail(first!.id, body, ana), 400, 'validation_failed');
      expect((await ok<Mails>('/api/v1/mails', ana)).Count).toBe(3);
    });

    it("answers 404 for an unknown message and for another user's, which stays unread", async () => {
      await expectError(await patchMail(unknownId, { readState: true }, ana), 404, 'message_not_found');
      const [brunos] = (await ok<Mails>('/api/v1/mails', bruno)).Items;
      await expectError(await patchMail(brunos!.id, { readState: true }, ana), 404, 'message_not_found');
      const still = await ok<Mails>('/api/v1/mails', bruno);
      expect(still.Count).toBe(3);
      expect(still.Items.map((item) => item.id)).toContain(brunos!.id);
    });

    it("marks all the user's messages read, and only theirs", async () => {
      const read = () => send('/api/v1/mails/read', elisa, { method: 'POST' });
      const res = await read();
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ updated: 3 });
      expect(await ok<Mails>('/api/v1/mails', elisa)).toEqual({ Count: 0, Items: [] });
      expect((await ok<Mails>('/api/v1/mails?include=read', elisa)).Items).toHaveLength(5);
      expect(await (await read()).json()).toEqual({ updated: 0 });
      expect((await ok<Mails>('/api/v1/mails', fabio)).Count).toBe(3);
    });
  });

  describe('communications', () => {
    const path = (cloudId: string, query = '') => `/api/v1/environments/${cloudId}/communications${query}`;

    it("lists an environment's current communications; marketplace=1 lists the marketplace ones", async () => {
      const { communication_events: events } = await ok<Communications>(path('ACM1'), ana);
      expect(events).toHaveLength(2); // the expired one is left out
      expect(events[0]).toEqual({
        id: expect.any(String),
        notification_type: 'alert',
        top_type: 'warning',
        content: expect.stringContaining('Manutenção preventiva'),
        created_at: expect.any(String),
      });
      expect(await ok<Communications>(path('ACM1', '?marketplace=0'), ana)).toEqual({
        communication_events: events,
      });
      const marketplace = await ok<Communications>(path('ACM1', '?marketplace=1'), ana);
      expect(marketplace.communication_events.map((e) => e.content)).toEqual([
        expect.stringContaining('Marketplace'),
      ]);
      expect((await ok<Communications>(path('ACM2'), ana)).communication_events).toEqual([]);
    });

    it('answers 400 for an invalid marketplace value or cloud id', async () => {
      for (const query of ['?marketplace=2', '?marketplace=sim'])
        await expectError(await send(path('ACM1', query), ana), 400, 'validation_failed');
      await expectError(await send(path('AC%20M1'), ana), 400, 'validation_failed');
    });

    it("keeps tenants apart: ana cannot read GLX01's; its holder and staff can", async () => {
      await expectError(await send(path('GLX01'), ana), 404, 'environment_not_found');
      await expectError(await send(path('GLX01', '?marketplace=1'), ana), 404, 'environment_not_found');
      await expectError(await send(path('NOPE1'), ana), 404, 'environment_not_found');
      for (const who of [bruno, carla, diego]) {
        const { communication_events: events } = await ok<Communications>(path('GLX01'), who);
        expect(events.map((e) => e.content)).toEqual([expect.stringContaining('Instabilidade')]);
      }
    });
  });

  describe('legacy alerts', () => {
    it("lists the user's own current alerts", async () => {
      const { alerts } = await ok<UserAlerts>('/api/v1/alerts', ana);
      expect(alerts).toHaveLength(2); // the expired one is left out
      expect(alerts[0]).toEqual({
        id: expect.any(String),
        type: 'warning',
        text: expect.stringContaining('certificado'),
        created_at: expect.any(String),
      });
      const brunos = (await ok<UserAlerts>('/api/v1/alerts', bruno)).alerts;
      expect(brunos).toHaveLength(1);
      expect(brunos.map((a) => a.id)).not.toContain(alerts[0]!.id);
      expect(await ok<UserAlerts>('/api/v1/alerts', carla)).toEqual({ alerts: [] });
    });
  });

  describe('migration notices', () => {
    const path = (cloudId: string) => `/api/v1/environments/${cloudId}/migration-notices`;

    it('lists the notices not yet ended, soonest first, under the spec field names', async () => {
      const { notices } = await ok<MigrationNotices>(path('ACM1'), ana);
      expect(notices).toHaveLength(2); // the one that ended is left out
      const now = Date.now();
      const [current, next] = notices;
      expect(Date.parse(current!.starts_at)).toBeLessThan(now);
      expect(Date.parse(current!.ends_at)).toBeGreaterThan(now);
      // The second starts within the portal's 7-day warning window.
      expect(Date.parse(next!.starts_at) - now).toBeLessThan(7 * 24 * 3_600_000);
      expect(current).toEqual({
        id: expect.any(String),
        CCODE: tCodeOf('ACM1'),
        'DATA INICIAL': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        'HORARIO INICIAL': expect.stringMatching(/^\d{2}:\d{2}$/),
        'DATA FINAL': expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
        'HORARIO FINAL': expect.stringMatching(/^\d{2}:\d{2}$/),
        MENSAGEM: expect.stringContaining('Migração'),
        starts_at: expect.any(String),
        ends_at: expect.any(String),
      });
    });

    it('writes dates and times in São Paulo time', async () => {
      const [acm3] = await t.db.query<{ id: string }>(
        "SELECT id FROM customer_environments WHERE cloud_id = 'ACM3'",
      );
      await insertMigrationNotice(t.db, acm3!.id, {
        startsAt: new Date('2099-01-02T02:30:00Z'),
        endsAt: new Date('2099-01-02T13:05:00Z'),
        message: 'Teste de fuso',
      });
      const { notices } = await ok<MigrationNotices>(path('ACM3'), ana);
      expect(notices).toEqual([
        expect.objectContaining({
          CCODE: tCodeOf('ACM3'),
          'DATA INICIAL': '01/01/2099',
          'HORARIO INICIAL': '23:30',
          'DATA FINAL': '02/01/2099',
          'HORARIO FINAL': '10:05',
          MENSAGEM: 'Teste de fuso',
          starts_at: '2099-01-02T02:30:00.000Z',
        }),
      ]);
    });

    it("keeps tenants apart: ana cannot read GLX01's notices", async () => {
      await expectError(await send(path('GLX01'), ana), 404, 'environment_not_found');
      const { notices } = await ok<MigrationNotices>(path('GLX01'), bruno);
      expect(notices.map((n) => n.CCODE)).toEqual([tCodeOf('GLX01')]);
    });
  });

  describe('customer notes', () => {
    const notes = (cloudId: string) => `/api/v1/environments/${cloudId}/notes`;
    const count = (cloudId: string) => `/api/v1/environments/${cloudId}/notes/count`;

    it("lists an environment's notes and counts the checked ones", async () => {
      const list = await ok<CustomerNotes>(notes('ACM1'), ana);
      expect(list.notes).toHaveLength(4);
      expect(list.notes[0]).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        content: expect.any(String),
        checked: expect.any(Boolean),
        author: expect.any(String),
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      expect(await ok<NotesQuantity>(count('ACM1'), ana)).toEqual({ quantity: 2 });
      expect(await ok<NotesQuantity>(count('ACM3'), ana)).toEqual({ quantity: 0 });
    });

    it('answers 403 without list_notes', async () => {
      for (const path of [notes('GLX01'), count('GLX01')]) {
        const res = await send(path, bruno);
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          ...errorShape,
          error_code: 'forbidden',
          error_vars: ['list_notes'],
        });
      }
      await expectError(await send(notes('ACM1'), elisa), 403, 'forbidden');
    });

    it("keeps tenants apart: ana cannot read GLX01's notes; staff can", async () => {
      for (const path of [notes('GLX01'), count('GLX01'), notes('NOPE1')])
        await expectError(await send(path, ana), 404, 'environment_not_found');
      expect((await ok<CustomerNotes>(notes('GLX01'), diego)).notes).toHaveLength(2);
      expect(await ok<NotesQuantity>(count('GLX01'), diego)).toEqual({ quantity: 1 });
    });
  });

  describe('surveys', () => {
    it('lists the open surveys that ask the user, showing only their own email', async () => {
      const { surveys } = await ok<SurveyInquiries>('/api/v1/surveys', ana);
      expect(surveys).toEqual([
        {
          id: expect.any(String),
          tag: 'nps-portal',
          question: expect.any(String),
          emails: ['ana@acme.example'],
          created_at: expect.any(String),
          closes_at: expect.any(String),
        },
      ]);
      const brunos = await ok<SurveyInquiries>('/api/v1/surveys', bruno);
      expect(brunos.surveys.map((s) => s.emails)).toEqual([['bruno@globex.example']]);
      expect(await ok<SurveyInquiries>('/api/v1/surveys', fabio)).toEqual({ surveys: [] });
    });
  });
});
