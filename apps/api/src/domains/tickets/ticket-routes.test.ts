import type { SupportChannels, Ticket, TicketList, TicketSummary } from '@nuvem/api-contract';
import { demoTickets } from '../../demo/demo-tickets';
import { excerptOf } from './support-tickets-service';
import { call, expectError, jsonOf } from '../../testing/http-calls';
import { signInAs, type SignedIn } from '../../testing/sign-in';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { databaseKinds } from '../../testing/test-database';
import { grantFeatures, revokeFeatures } from '../../testing/grant-features';

// The suites run one after the other: `t` is the app over the database of the suite running now.
let t: TestApp;
let ana: SignedIn;
let bruno: SignedIn;
let carla: SignedIn;
let diego: SignedIn;
let fabio: SignedIn;

const list = (cloudId: string, query = '') => `/api/v1/environments/${cloudId}/tickets${query}`;
const one = (cloudId: string, number: number | string) => `/api/v1/environments/${cloudId}/tickets/${number}`;
const get = <T>(path: string, who: SignedIn) => call(t, 'GET', path, who).then((res) => jsonOf<T>(res));

const open = ['new', 'open', 'pending', 'on_hold'];
const closed = ['solved', 'closed'];
const demoOf = (cloudId: string) => demoTickets.filter((ticket) => ticket.cloudId === cloudId);
/** As the API compares text: lower case, without accents. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe('excerptOf', () => {
  it.each([
    ['short text', 'short text'],
    ['  spaced \n  out\ttext ', 'spaced out text'],
    [`${'palavra '.repeat(30)}fim`, `${'palavra '.repeat(19).trim()}…`],
    ['x'.repeat(200), `${'x'.repeat(159)}…`],
  ])('%j → %j', (body, excerpt) => {
    expect(excerptOf(body)).toBe(excerpt);
    expect(excerptOf(body).length).toBeLessThanOrEqual(160);
  });
});

describe.each(databaseKinds)('on %s', (kind) => {
  beforeAll(async () => {
    t = await startTestApp(kind);
    ana = await signInAs(t, 'ana@acme.example');
    bruno = await signInAs(t, 'bruno@globex.example');
    carla = await signInAs(t, 'carla@parceira.example');
    diego = await signInAs(t, 'diego@nuvem.example');
    fabio = await signInAs(t, 'fabio@initech.example');
  });
  afterAll(() => t.close());

  it('answers 401 on every route without a token', async () => {
    for (const path of [list('ACM1'), one('ACM1', 100001), '/api/v1/support/channels'])
      await expectError(await call(t, 'GET', path), 401, 'unauthorized');
  });

  describe('the list', () => {
    it("lists ACM1's open tickets, last updated first, with the tabs' counts", async () => {
      const answer = await get<TicketList>(list('ACM1', '?status=open'), ana);
      const demo = demoOf('ACM1');
      const openCount = demo.filter((ticket) => open.includes(ticket.status)).length;
      expect(openCount).toBeGreaterThanOrEqual(4);
      expect(answer.counts).toEqual({ open: openCount, closed: demo.length - openCount });
      expect(answer.total).toBe(openCount);
      expect(answer).toMatchObject({ limit: 25, offset: 0 });
      expect(answer.tickets).toHaveLength(openCount);
      expect(answer.tickets.every((ticket) => open.includes(ticket.status))).toBe(true);
      const updated = answer.tickets.map((ticket) => Date.parse(ticket.updated_at));
      expect(updated).toEqual([...updated].sort((a, b) => b - a));
      const slow = answer.tickets.find((ticket) => ticket.subject.startsWith('Lentidão no Protheus'));
      expect(slow).toEqual<TicketSummary>({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        number: expect.any(Number),
        subject: 'Lentidão no Protheus ao emitir notas fiscais',
        product: 'Protheus',
        severity: 'urgent',
        status: 'open',
        channel: 'portal',
        requester: { name: 'Ana Souza', email: 'ana@acme.example' },
        assignee: 'Equipe Protheus N2',
        created_at: expect.any(String),
        updated_at: expect.any(String),
        solved_at: null,
        last_message: {
          author: 'Equipe Protheus N2',
          author_role: 'agent',
          excerpt: expect.stringContaining('Identificamos um bloqueio'),
          at: slow!.updated_at,
        },
        message_count: 4,
      });
      expect(slow!.number).toBeGreaterThan(100_000);
    });

    it('lists the closed ones with status=closed, and both without status', async () => {
      const closedAnswer = await get<TicketList>(list('ACM1', '?status=closed'), ana);
      expect(closedAnswer.tickets.length).toBe(closedAnswer.counts.closed);
      expect(closedAnswer.tickets.every((ticket) => closed.includes(ticket.status))).toBe(true);
      expect(closedAnswer.tickets.every((ticket) => ticket.solved_at !== null)).toBe(true);
      const all = await get<TicketList>(list('ACM1'), ana);
      expect(all.total).toBe(demoOf('ACM1').length);
      expect(all.tickets).toHaveLength(demoOf('ACM1').length);
    });

    it('a new ticket has its opening message as its last, and no assignee', async () => {
      const { tickets } = await get<TicketList>(list('ACM1', '?search=sess%C3%A3o'), ana);
      expect(tickets).toHaveLength(1);
      expect(tickets[0]).toMatchObject({
        status: 'new',
        assignee: null,
        message_count: 1,
        last_message: { author: 'Ana Souza', author_role: 'customer' },
      });
    });

    it('searches subject, product and requester, ignoring case and accents, or by number', async () => {
      const subjects = async (search: string, status = '') =>
        (
          await get<TicketList>(list('ACM1', `?search=${encodeURIComponent(search)}${status}`), ana)
        ).tickets.map((ticket) => ticket.subject);
      const protheus = demoOf('ACM1').filter((x) => x.product === 'Protheus' || /protheus/i.test(x.subject));
      expect((await subjects('PROTHEUS')).sort()).toEqual(protheus.map((x) => x.subject).sort());
      expect(await subjects('lentidao')).toEqual(['Lentidão no Protheus ao emitir notas fiscais']);
      const byElisa = demoOf('ACM1').filter((x) => x.requester === 'elisa@acme.example');
      expect((await subjects('elisa prado')).sort()).toEqual(byElisa.map((x) => x.subject).sort());
      // The counts follow the search.
      const searched = await get<TicketList>(list('ACM1', '?search=protheus&status=closed'), ana);
      expect(searched.counts.open + searched.counts.closed).toBe(protheus.length);
      // LIKE's wildcards are searched for as characters.
      expect(await subjects('%')).toEqual([]);
      expect(await subjects('_')).toEqual([]);
      // A number, with or without '#'.
      const [first] = (await get<TicketList>(list('ACM1'), ana)).tickets;
      for (const search of [String(first!.number), `#${first!.number}`])
        expect(await subjects(search)).toEqual([first!.subject]);
      expect(await subjects('   ')).toHaveLength(demoOf('ACM1').length);
    });

    it('sorts by each column, both ways, ties by number', async () => {
      const sorted = async (sort: string, order: 'asc' | 'desc') =>
        (await get<TicketList>(list('ACM1', `?sort=${sort}&order=${order}`), ana)).tickets;
      const severities = ['low', 'normal', 'high', 'urgent'];
      const bySeverity = (await sorted('severity', 'asc')).map((x) => severities.indexOf(x.severity));
      expect(bySeverity).toEqual([...bySeverity].sort((a, b) => a - b));
      const statuses = ['new', 'open', 'pending', 'on_hold', 'solved', 'closed'];
      const byStatus = (await sorted('status', 'desc')).map((x) => statuses.indexOf(x.status));
      expect(byStatus).toEqual([...byStatus].sort((a, b) => b - a));
      const bySubject = (await sorted('subject', 'asc')).map((x) => fold(x.subject));
      expect(bySubject).toEqual([...bySubject].sort());
      const numbers = (await sorted('number', 'asc')).map((x) => x.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      const created = (await sorted('created_at', 'asc')).map((x) => Date.parse(x.created_at));
      expect(created).toEqual([...created].sort((a, b) => a - b));
      const byProduct = await sorted('product', 'desc');
      for (let i = 1; i < byProduct.length; i++) {
        const [before, after] = [byProduct[i - 1]!, byProduct[i]!];
        expect(fold(before.product) >= fold(after.product)).toBe(true);
        if (before.product === after.product) expect(before.number).toBeGreaterThan(after.number);
      }
    });

    it('pages with limit and offset: every ticket once, the total on each page', async () => {
      const all = (await get<TicketList>(list('ACM1'), ana)).tickets.map((x) => x.number);
      const pages: number[] = [];
      for (let offset = 0; offset < all.length; offset += 5) {
        const page = await get<TicketList>(list('ACM1', `?limit=5&offset=${offset}`), ana);
        expect(page).toMatchObject({ total: all.length, limit: 5, offset });
        pages.push(...page.tickets.map((x) => x.number));
      }
      expect(pages).toEqual(all);
      const past = await get<TicketList>(list('ACM1', '?offset=500'), ana);
      expect(past.tickets).toEqual([]);
      expect(past.total).toBe(all.length);
    });

    it('answers 400 for an invalid query', async () => {
      for (const query of [
        'status=all',
        'limit=0',
        'limit=101',
        'offset=-1',
        'sort=requester',
        'order=up',
        `search=${'x'.repeat(101)}`,
      ])
        await expectError(await call(t, 'GET', list('ACM1', `?${query}`), ana), 400, 'validation_failed');
    });
  });

  describe('one ticket', () => {
    it('answers a ticket with its environment and its history, oldest first', async () => {
      const { tickets } = await get<TicketList>(list('ACM1', '?search=porta%201433'), ana);
      const detail = await get<Ticket>(one('ACM1', tickets[0]!.number), ana);
      const { history, environment, ...summary } = detail;
      expect(summary).toEqual(tickets[0]);
      expect(environment).toEqual({
        cloud_id: 'ACM1',
        t_code: expect.any(String),
        corporate_name: 'Acme Produção',
      });
      const demo = demoOf('ACM1').find((x) => x.subject.includes('porta 1433'))!;
      expect(history[0]).toEqual({
        id: expect.any(String),
        kind: 'message',
        at: detail.created_at,
        author: 'Ana Souza',
        author_role: 'customer',
        body: demo.description,
        from_status: null,
        to_status: null,
      });
      expect(history.map((event) => event.kind)).toEqual([
        'message',
        'status_change',
        'message',
        'status_change',
        'message',
        'status_change',
      ]);
      // Each change starts where the one before ended, from 'new' to the ticket's status.
      const changes = history.filter((event) => event.kind === 'status_change');
      expect(changes.map((event) => [event.from_status, event.to_status])).toEqual([
        ['new', 'open'],
        ['open', 'pending'],
        ['pending', 'solved'],
      ]);
      expect(changes.every((event) => event.body === null)).toBe(true);
      const times = history.map((event) => Date.parse(event.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(detail.updated_at).toBe(history.at(-1)!.at);
      expect(detail.solved_at).toBe(changes.at(-1)!.at);
    });

    it("answers 404 ticket_not_found for an unknown number and for another environment's ticket", async () => {
      const [acm1Ticket] = (await get<TicketList>(list('ACM1'), ana)).tickets;
      await expectError(await call(t, 'GET', one('ACM2', acm1Ticket!.number), ana), 404, 'ticket_not_found', [
        String(acm1Ticket!.number),
      ]);
      await expectError(await call(t, 'GET', one('ACM1', 999_999), ana), 404, 'ticket_not_found');
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
        await expectError(await call(t, 'GET', one('ACM1', bad), ana), 400, 'validation_failed');
    });
  });

  describe('tenant boundary', () => {
    it("keeps tenants apart: bruno cannot read ACM1's tickets, nor ana GLX01's (404, as for unknown)", async () => {
      const [acm1Ticket] = (await get<TicketList>(list('ACM1'), ana)).tickets;
      const [glx1Ticket] = (await get<TicketList>(list('GLX01'), bruno)).tickets;
      for (const [who, path] of [
        [bruno, list('ACM1')],
        [bruno, one('ACM1', acm1Ticket!.number)],
        [ana, list('GLX01')],
        [ana, one('GLX01', glx1Ticket!.number)],
        [ana, list('NOPE1')],
      ] as const)
        await expectError(await call(t, 'GET', path, who), 404, 'environment_not_found');
      // A ticket number of another tenant, asked through one's own environment, is not found either.
      await expectError(await call(t, 'GET', one('ACM1', glx1Ticket!.number), ana), 404, 'ticket_not_found');
      const { tickets } = await get<TicketList>(list('GLX01'), bruno);
      expect(tickets.map((x) => x.subject).sort()).toEqual(
        demoOf('GLX01')
          .map((x) => x.subject)
          .sort(),
      );
    });

    it("staff with all_resources_by_customer read any environment's tickets", async () => {
      const glx = await get<TicketList>(list('GLX01'), diego);
      expect(glx.total).toBe(demoOf('GLX01').length);
      const int = await get<TicketList>(list('INT1'), diego);
      expect(int.tickets.map((x) => x.subject)).toEqual(demoOf('INT1').map((x) => x.subject));
      const detail = await get<Ticket>(one('GLX01', glx.tickets[0]!.number), diego);
      expect(detail.environment.cloud_id).toBe('GLX01');
    });

    it('answers 403 without the tickets permission, before looking at the environment', async () => {
      for (const [who, cloudId] of [
        [carla, 'ACM1'],
        [carla, 'GLX01'],
        [fabio, 'INT1'],
        [fabio, 'ACM1'],
      ] as const) {
        await expectError(await call(t, 'GET', list(cloudId), who), 403, 'forbidden', [
          'zendesk_ticket_central_show_menu',
        ]);
        await expectError(await call(t, 'GET', one(cloudId, 100001), who), 403, 'forbidden');
      }
    });

    it('the show_zendesk_ticket_central flag is enough, given to the user or to everyone', async () => {
      await grantFeatures(t.db, carla.userId, [], ['show_zendesk_ticket_central']);
      expect((await get<TicketList>(list('ACM1'), carla)).total).toBe(demoOf('ACM1').length);
      await revokeFeatures(t.db, carla.userId, [], ['show_zendesk_ticket_central']);
      await expectError(await call(t, 'GET', list('ACM1'), carla), 403, 'forbidden');
      await t.db.query(
        `UPDATE feature_flags SET enabled_for_all = true WHERE flag = 'show_zendesk_ticket_central'`,
      );
      try {
        expect((await get<TicketList>(list('ACM1'), carla)).total).toBe(demoOf('ACM1').length);
        // The flag lets one in; it does not widen which environments one sees.
        await expectError(await call(t, 'GET', list('INT1'), carla), 404, 'environment_not_found');
      } finally {
        await t.db.query(
          `UPDATE feature_flags SET enabled_for_all = false WHERE flag = 'show_zendesk_ticket_central'`,
        );
      }
    });
  });

  it("answers the provider's support channels to any signed-in user", async () => {
    for (const who of [ana, fabio]) {
      const { channels } = await get<SupportChannels>('/api/v1/support/channels', who);
      expect(channels).toEqual([
        {
          kind: 'phone',
          value: '0800 000 0000',
          audience: 'all',
          hours: { days: 'weekdays', from: '08:00', to: '18:00', time_zone: 'America/Sao_Paulo' },
        },
        {
          kind: 'email',
          value: 'suporte@nuvem.example',
          audience: 'all',
          hours: { days: 'weekdays', from: '08:00', to: '18:00', time_zone: 'America/Sao_Paulo' },
        },
        {
          kind: 'phone',
          value: '0800 000 0001',
          audience: 'prime',
          hours: { days: 'every_day', from: '00:00', to: '24:00', time_zone: 'America/Sao_Paulo' },
        },
      ]);
    }
  });
});
