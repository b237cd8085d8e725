import { maxFavoriteInsights, type Preference, type PreferenceNamespace } from '@nuvem/api-contract';
import { demoEnvironments } from '../../demo/demo-data';
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

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ ...errorShape, error_code: code });
}

const query = (ccode?: string) => (ccode ? `?ccode=${ccode}` : '');
const prefPath = (namespace: string, ccode?: string) => `/api/v1/preferences/${namespace}${query(ccode)}`;
const itemPath = (id: string, ccode?: string) =>
  `/api/v1/preferences/FavoriteInsights/items/${id}${query(ccode)}`;
const recentPath = (id: string, ccode?: string) =>
  `/api/v1/preferences/RecentInsights/items/${id}${query(ccode)}`;

async function get<N extends PreferenceNamespace>(namespace: N, who: SignedIn, ccode?: string) {
  const res = await send(prefPath(namespace, ccode), who);
  expect(res.status).toBe(200);
  return (await res.json()) as Preference<N>;
}

const put = (namespace: string, body: unknown, who: SignedIn, ccode?: string) =>
  send(prefPath(namespace, ccode), who, { method: 'PUT', body });

async function putOk<N extends PreferenceNamespace>(
  namespace: N,
  data: unknown,
  who: SignedIn,
  ccode?: string,
) {
  const res = await put(namespace, { data }, who, ccode);
  expect(res.status).toBe(200);
  return (await res.json()) as Preference<N>;
}

const star = (id: string, who: SignedIn, ccode?: string) => send(itemPath(id, ccode), who, { method: 'PUT' });
const unstar = (id: string, who: SignedIn, ccode?: string) =>
  send(itemPath(id, ccode), who, { method: 'DELETE' });

async function favorites(who: SignedIn, ccode?: string): Promise<string[]> {
  return (await get('FavoriteInsights', who, ccode)).data.data;
}

/** "Opened now" (PUT …/RecentInsights/items/:itemId). */
const open = (id: string, who: SignedIn, ccode?: string) =>
  send(recentPath(id, ccode), who, { method: 'PUT' });

/** Opens an id and answers the list the call answered. */
async function openOk(id: string, who: SignedIn, ccode?: string): Promise<string[]> {
  const res = await open(id, who, ccode);
  expect(res.status).toBe(200);
  return ((await res.json()) as Preference<'RecentInsights'>).data.data;
}

async function recents(who: SignedIn, ccode?: string): Promise<string[]> {
  return (await get('RecentInsights', who, ccode)).data.data;
}

const countPreferenceRows = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_preferences'))[0]!.n;

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${i}`);

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
      ['GET', prefPath('FavoriteInsights')],
      ['PUT', prefPath('phones')],
      ['GET', prefPath('unknown')],
      ['PUT', itemPath('d1')],
      ['DELETE', itemPath('d1')],
      ['GET', prefPath('RecentInsights')],
      ['PUT', prefPath('RecentInsights')],
      ['PUT', recentPath('d1')],
      ['PUT', recentPath('d1', tCodeOf('ACM1'))],
    ];
    for (const [method, path] of calls)
      await expectError(await send(path, undefined, { method }), 401, 'unauthorized');
  });

  describe('by namespace', () => {
    it('answers an empty list, never saved, for every namespace', async () => {
      for (const namespace of ['FavoriteInsights', 'RecentInsights', 'notes', 'phones', 'lists'] as const)
        expect(await get(namespace, fabio)).toEqual({
          success: true,
          data: { namespace, ccode: null, data: [], updated_at: null },
        });
    });

    it('replaces and answers each namespace’s list in the shape the portal reads (data.data)', async () => {
      const saved = await putOk('FavoriteInsights', ['d-1', 'd-2'], ana);
      expect(saved).toEqual({
        success: true,
        data: {
          namespace: 'FavoriteInsights',
          ccode: null,
          data: ['d-1', 'd-2'],
          updated_at: expect.any(String),
        },
      });
      expect(await get('FavoriteInsights', ana)).toEqual(saved);

      const notes = [
        { id: 'n1', text: 'Ligar para o suporte', checked: false },
        { id: 'n2', text: '', checked: true },
      ];
      expect((await putOk('notes', notes, ana)).data.data).toEqual(notes);
      expect((await get('notes', ana)).data.data).toEqual(notes);

      const phones = ['+55 11 91234-5678', '(11) 3333-4444'];
      expect((await putOk('phones', phones, ana)).data.data).toEqual(phones);
      expect((await get('phones', ana)).data.data).toEqual(phones);
      expect((await putOk('phones', [], ana)).data.data).toEqual([]);
    });

    it('answers 400 unknown_preference_namespace for any other namespace, and stores nothing', async () => {
      const before = await countPreferenceRows();
      for (const namespace of ['unknown', 'favoriteinsights', 'FavoriteInsights.x'])
        await expectError(await send(prefPath(namespace), ana), 400, 'unknown_preference_namespace');
      await expectError(await put('other', { data: [] }, ana), 400, 'unknown_preference_namespace');
      expect(await countPreferenceRows()).toBe(before);
    });

    it('answers 400 for data that does not fit the namespace, and changes nothing', async () => {
      await putOk('FavoriteInsights', ['keep'], elisa);
      await putOk('notes', [{ id: 'keep', text: 'x', checked: false }], elisa);
      await putOk('phones', ['+55 11 95555-6666'], elisa);
      await putOk('RecentInsights', ['keep'], elisa);
      const before = await Promise.all([
        get('FavoriteInsights', elisa),
        get('RecentInsights', elisa),
        get('notes', elisa),
        get('phones', elisa),
      ]);

      const invalid: [PreferenceNamespace, unknown][] = [
        ['FavoriteInsights', undefined],
        ['FavoriteInsights', { d: 1 }],
        ['FavoriteInsights', [{ id: 'd-1' }]],
        ['FavoriteInsights', ['']],
        ['FavoriteInsights', ['a'.repeat(65)]],
        ['FavoriteInsights', ['tem espaço']],
        ['FavoriteInsights', ['dup', 'dup']],
        ['FavoriteInsights', ids('d', maxFavoriteInsights + 1)],
        ['RecentInsights', undefined],
        ['RecentInsights', 'd-1'],
        ['RecentInsights', [1]],
        ['RecentInsights', ['']],
        ['RecentInsights', ['a/b']],
        ['RecentInsights', ['a'.repeat(65)]],
        ['RecentInsights', ['dup', 'outro', 'dup']],
        ['RecentInsights', ids('r', 13)], // the 'Recentes' row keeps 12
        ['notes', [{ id: 'n1', text: 'sem checked' }]],
        ['notes', [{ id: '', text: 'x', checked: false }]],
        ['notes', [{ id: 'n1', text: 'x'.repeat(2001), checked: false }]],
        [
          'notes',
          [
            { id: 'n1', text: 'a', checked: false },
            { id: 'n1', text: 'b', checked: true },
          ],
        ],
        ['notes', ['texto solto']],
        ['phones', ['abc']],
        ['phones', ['1234567']],
        ['phones', ['+55 11 91234-5678 ramal 2']],
        ['phones', ['+55 (11) 91234-567890']], // 21 characters
        ['phones', ['(((((((((']],
        ['phones', ['+55 11 91234-5678', '+55 11 91234-5678']],
        ['phones', Array.from({ length: 11 }, (_, i) => `11 99999-00${String(i).padStart(2, '0')}`)],
      ];
      for (const [namespace, data] of invalid) {
        const res = await put(namespace, data === undefined ? {} : { data }, elisa);
        expect(res.status, `${namespace} ${String(JSON.stringify(data)).slice(0, 80)}`).toBe(400);
        expect(await res.json()).toEqual({ ...errorShape, error_code: 'validation_failed' });
      }
      expect(
        await Promise.all([
          get('FavoriteInsights', elisa),
          get('RecentInsights', elisa),
          get('notes', elisa),
          get('phones', elisa),
        ]),
      ).toEqual(before);
    });

    it('keeps how the user likes each list (lists): columns, density, page size; one entry per list', async () => {
      const lists = [
        { list: 'iaas-resources', visible_columns: ['name', 'state'], density: 'compact', page_size: 50 },
        { list: 'tickets', visible_columns: [], density: 'comfortable', page_size: 10 },
      ];
      expect((await putOk('lists', lists, bruno)).data.data).toEqual(lists);
      expect((await get('lists', bruno)).data.data).toEqual(lists);
      expect((await get('lists', carla)).data.data).toEqual([]);
      const invalid: unknown[] = [
        [{ ...lists[0], density: 'tight' }],
        [{ ...lists[0], page_size: 0 }],
        [{ ...lists[0], page_size: 101 }],
        [{ ...lists[0], visible_columns: ['name', 'name'] }],
        [{ ...lists[0], visible_columns: ['tem espaço'] }],
        [{ list: 'iaas resources', visible_columns: [], density: 'compact', page_size: 10 }],
        [lists[0], { ...lists[1], list: 'iaas-resources' }],
        Array.from({ length: 101 }, (_, i) => ({ ...lists[1], list: `l-${i}` })),
      ];
      for (const data of invalid) {
        const res = await put('lists', { data }, bruno);
        expect(res.status, JSON.stringify(data).slice(0, 80)).toBe(400);
        expect(await res.json()).toEqual({ ...errorShape, error_code: 'validation_failed' });
      }
      expect((await get('lists', bruno)).data.data).toEqual(lists);
    });

    it("keeps each user's preferences their own", async () => {
      await putOk('FavoriteInsights', ['dash-do-bruno'], bruno);
      expect(await favorites(carla)).toEqual([]);
      expect(await favorites(bruno)).toEqual(['dash-do-bruno']);
      expect(await favorites(ana)).not.toContain('dash-do-bruno');
    });
  });

  it('writes each PUT to the audit log as settings.change, with the list before and after', async () => {
    const tCode = tCodeOf('ACM1');
    await putOk('phones', ['+55 11 4000-0001'], elisa, tCode);
    await putOk('phones', ['+55 11 4000-0002'], elisa, tCode);
    expect(
      await t.db
        .query(
          `SELECT action, subject_user_id, environment_id, details, before, after FROM audit_events
         WHERE actor_user_id = $1 AND action = 'settings.change' ORDER BY occurred_at`,
          [elisa.userId],
        )
        .then((rows) => rows.slice(-2)),
    ).toEqual([
      {
        action: 'settings.change',
        subject_user_id: elisa.userId,
        environment_id: null,
        details: { namespace: 'phones', ccode: tCode },
        before: null,
        after: ['+55 11 4000-0001'],
      },
      {
        action: 'settings.change',
        subject_user_id: elisa.userId,
        environment_id: null,
        details: { namespace: 'phones', ccode: tCode },
        before: ['+55 11 4000-0001'],
        after: ['+55 11 4000-0002'],
      },
    ]);
  });

  describe('by ccode', () => {
    it('keeps a per-customer preference apart from the global one', async () => {
      const acm1 = tCodeOf('ACM1');
      await putOk('FavoriteInsights', ['global'], carla);
      const saved = await putOk('FavoriteInsights', ['so-acme'], carla, acm1);
      expect(saved.data).toMatchObject({ ccode: acm1, data: ['so-acme'] });
      expect(await favorites(carla, acm1)).toEqual(['so-acme']);
      expect(await favorites(carla, tCodeOf('GLX01'))).toEqual([]);
      expect(await favorites(carla)).toEqual(['global']);
      expect((await star('mais-um', carla, acm1)).status).toBe(200);
      expect(await favorites(carla, acm1)).toEqual(['so-acme', 'mais-um']);
      expect(await favorites(carla)).toEqual(['global']);
    });

    it("answers 404 for a ccode the user may not see (bruno's), and stores nothing", async () => {
      const before = await countPreferenceRows();
      const brunos = tCodeOf('GLX05');
      await expectError(await send(prefPath('phones', brunos), ana), 404, 'environment_not_found');
      await expectError(
        await put('phones', { data: ['11 99999-0000'] }, ana, brunos),
        404,
        'environment_not_found',
      );
      await expectError(await star('d-1', ana, brunos), 404, 'environment_not_found');
      await expectError(await unstar('d-1', ana, brunos), 404, 'environment_not_found');
      await expectError(await send(prefPath('notes', 'T99999'), ana), 404, 'environment_not_found');
      expect(await countPreferenceRows()).toBe(before);
      // Staff with all_resources_by_customer may use any customer's code.
      expect((await get('phones', diego, brunos)).data.ccode).toBe(brunos);
    });

    it('answers 400 for a malformed ccode', async () => {
      for (const ccode of ['T 1', 'T%2F1', 'x'.repeat(65)])
        await expectError(await send(prefPath('phones', ccode), ana), 400, 'validation_failed');
    });
  });

  describe('favorite dashboards one at a time', () => {
    it('stars (idempotently, in order) and unstars, answering the new list', async () => {
      const res = await star('a', fabio);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        data: { namespace: 'FavoriteInsights', ccode: null, data: ['a'], updated_at: expect.any(String) },
      });
      await star('b', fabio);
      expect(((await (await star('a', fabio)).json()) as Preference<'FavoriteInsights'>).data.data).toEqual([
        'a',
        'b',
      ]);
      const removed = await unstar('a', fabio);
      expect(removed.status).toBe(200);
      expect(((await removed.json()) as Preference<'FavoriteInsights'>).data.data).toEqual(['b']);
      expect(
        ((await (await unstar('zzz', fabio)).json()) as Preference<'FavoriteInsights'>).data.data,
      ).toEqual(['b']);
      expect(await favorites(fabio)).toEqual(['b']);
    });

    it('unstarring with nothing saved answers an empty list and stores nothing', async () => {
      const before = await countPreferenceRows();
      const res = await unstar('x', diego);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Preference<'FavoriteInsights'>).data).toMatchObject({
        data: [],
        updated_at: null,
      });
      expect(await countPreferenceRows()).toBe(before);
    });

    it('answers 400 for an invalid dashboard id, and changes nothing', async () => {
      const before = await favorites(fabio);
      for (const id of ['tem%20espa%C3%A7o', 'a'.repeat(65), 'a%2Fb']) {
        await expectError(await star(id, fabio), 400, 'validation_failed');
        await expectError(await unstar(id, fabio), 400, 'validation_failed');
      }
      expect(await favorites(fabio)).toEqual(before);
    });

    it(`answers 400 favorites_limit_reached beyond ${maxFavoriteInsights}, and changes nothing`, async () => {
      const full = ids('f', maxFavoriteInsights);
      await putOk('FavoriteInsights', full, diego, tCodeOf('INT1'));
      await expectError(await star('one-more', diego, tCodeOf('INT1')), 400, 'favorites_limit_reached');
      expect((await star('f-7', diego, tCodeOf('INT1'))).status).toBe(200); // already there: fine
      expect(await favorites(diego, tCodeOf('INT1'))).toEqual(full);
    });

    it('keeps every star when 20 tabs star different dashboards at the same moment', async () => {
      const wanted = ids('concorrente', 20);
      const answers = await Promise.all(wanted.map((id) => star(id, bruno, tCodeOf('GLX02'))));
      expect(answers.map((res) => res.status)).toEqual(wanted.map(() => 200));
      expect((await favorites(bruno, tCodeOf('GLX02'))).sort()).toEqual([...wanted].sort());
    });

    it('loses nothing when stars and unstars of different dashboards race', async () => {
      const ccode = tCodeOf('GLX03');
      const kept = ids('fica', 10);
      const dropped = ids('sai', 10);
      await putOk('FavoriteInsights', [...kept, ...dropped], bruno, ccode);
      const added = ids('novo', 10);
      const answers = await Promise.all([
        ...dropped.map((id) => unstar(id, bruno, ccode)),
        ...added.map((id) => star(id, bruno, ccode)),
      ]);
      expect(answers.every((res) => res.status === 200)).toBe(true);
      expect((await favorites(bruno, ccode)).sort()).toEqual([...kept, ...added].sort());
    });
  });

  describe('recent insights (the Insights screen’s Recentes row)', () => {
    it('answers the list, most recent first, after several opens', async () => {
      const res = await open('dash-a', fabio);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        data: { namespace: 'RecentInsights', ccode: null, data: ['dash-a'], updated_at: expect.any(String) },
      });
      await openOk('bi-b', fabio);
      expect(await openOk('dash-c', fabio)).toEqual(['dash-c', 'bi-b', 'dash-a']);
      expect(await recents(fabio)).toEqual(['dash-c', 'bi-b', 'dash-a']);
    });

    it('moves a re-opened id to the front without repeating it', async () => {
      expect(await openOk('dash-a', fabio)).toEqual(['dash-a', 'dash-c', 'bi-b']);
      expect(await openOk('dash-a', fabio)).toEqual(['dash-a', 'dash-c', 'bi-b']);
      expect(await openOk('bi-b', fabio)).toEqual(['bi-b', 'dash-a', 'dash-c']);
      expect(await recents(fabio)).toEqual(['bi-b', 'dash-a', 'dash-c']);
    });

    it('keeps the 12 most recent (spec §2.5 Recentes), dropping the one opened longest ago', async () => {
      const ccode = tCodeOf('INT1');
      const opened = ids('r', 15);
      for (const id of opened) await openOk(id, fabio, ccode);
      const newestFirst = [...opened].reverse();
      expect(await recents(fabio, ccode)).toEqual(newestFirst.slice(0, 12));

      // Re-opening one in the middle of the full list keeps all twelve, and so does re-opening the oldest (r-3).
      expect(await openOk('r-8', fabio, ccode)).toEqual([
        'r-8',
        ...newestFirst.slice(0, 12).filter((id) => id !== 'r-8'),
      ]);
      expect(await openOk('r-3', fabio, ccode)).toEqual([
        'r-3',
        'r-8',
        ...newestFirst.slice(0, 11).filter((id) => id !== 'r-8'),
      ]);
      // A new one drops the oldest (r-4).
      const after = await openOk('novo', fabio, ccode);
      expect(after).toHaveLength(12);
      expect(after.slice(0, 3)).toEqual(['novo', 'r-3', 'r-8']);
      expect(after).not.toContain('r-4');
      expect(new Set(after).size).toBe(12);
    });

    it('takes a whole list by PUT (clearing it, say) and keeps moving from there', async () => {
      const ccode = tCodeOf('ACM1');
      const twelve = ids('p', 12);
      expect((await putOk('RecentInsights', twelve, elisa, ccode)).data.data).toEqual(twelve);
      expect(await openOk('p-11', elisa, ccode)).toEqual(['p-11', ...twelve.slice(0, 11)]);
      expect((await putOk('RecentInsights', [], elisa, ccode)).data.data).toEqual([]);
      expect(await openOk('p-0', elisa, ccode)).toEqual(['p-0']);
    });

    it('keeps both when two tabs open different insights at the same moment', async () => {
      const ccode = tCodeOf('GLX02');
      const earlier = ids('antes', 12);
      await putOk('RecentInsights', earlier, bruno, ccode);
      for (let round = 0; round < 5; round++) {
        const tabs = [`aba-1-${round}`, `aba-2-${round}`];
        const answers = await Promise.all(tabs.map((id) => open(id, bruno, ccode)));
        expect(answers.map((res) => res.status)).toEqual([200, 200]);
        const list = await recents(bruno, ccode);
        expect(list).toHaveLength(12);
        expect([...list.slice(0, 2)].sort()).toEqual(tabs);
      }
      // Ten opens in all: the two oldest of the earlier list are left.
      expect((await recents(bruno, ccode)).slice(10)).toEqual(['antes-0', 'antes-1']);
    });

    it('keeps the last 12 of 20 tabs opening at once, each once, none lost below the cap', async () => {
      const ccode = tCodeOf('GLX03');
      const tabs = ids('aba', 20);
      const answers = await Promise.all(tabs.map((id) => open(id, bruno, ccode)));
      expect(answers.map((res) => res.status)).toEqual(tabs.map(() => 200));
      const lists = await Promise.all(
        answers.map(async (res) => ((await res.json()) as Preference<'RecentInsights'>).data.data),
      );
      const list = await recents(bruno, ccode);
      expect(list).toHaveLength(12);
      expect(new Set(list).size).toBe(12);
      for (const id of list) expect(tabs).toContain(id);
      // Each answer is the list right after that open: its id first, and the final list is one of them.
      lists.forEach((answered, i) => expect(answered[0]).toBe(tabs[i]));
      expect(lists).toContainEqual(list);

      const few = ids('poucas', 5);
      const ccode2 = tCodeOf('GLX04');
      await Promise.all(few.map((id) => open(id, bruno, ccode2)));
      expect((await recents(bruno, ccode2)).sort()).toEqual(few);
    });

    it("keeps each user's recents their own, and a customer's apart from the global list", async () => {
      await openOk('da-carla', carla);
      await openOk('da-carla-acme', carla, tCodeOf('ACM1'));
      const elisaBefore = await recents(elisa);
      const anaBefore = await recents(ana);
      await openOk('da-ana', ana);
      expect(await recents(elisa)).toEqual(elisaBefore);
      expect(await recents(carla)).toEqual(['da-carla']);
      expect(await recents(carla, tCodeOf('ACM1'))).toEqual(['da-carla-acme']);
      expect(await recents(ana)).toEqual(['da-ana', ...anaBefore]);
      expect(await recents(ana, tCodeOf('ACM1'))).toEqual([]);
      // The same id opened by another user moves only their own list.
      expect(await openOk('da-carla', ana)).toEqual(['da-carla', 'da-ana', ...anaBefore]);
      expect(await recents(carla)).toEqual(['da-carla']);
    });

    it('answers 404 for a ccode the user may not see, and stores nothing', async () => {
      const before = await countPreferenceRows();
      await expectError(await open('d-1', ana, tCodeOf('GLX05')), 404, 'environment_not_found');
      await expectError(await open('d-1', ana, 'T99999'), 404, 'environment_not_found');
      await expectError(await open('d-1', ana, 'T%201'), 400, 'validation_failed');
      expect(await countPreferenceRows()).toBe(before);
      expect(await openOk('d-1', diego, tCodeOf('GLX05'))).toEqual(['d-1']); // staff: any customer
    });

    it('answers 400 for an invalid id, and changes nothing', async () => {
      const before = await recents(fabio);
      const rows = await countPreferenceRows();
      for (const id of ['tem%20espa%C3%A7o', 'a'.repeat(65), 'a%2Fb', '%00', '%E2%80%8B', 'x%22'])
        await expectError(await open(id, fabio), 400, 'validation_failed');
      await expectError(await open('', fabio), 400, 'validation_failed');
      expect(await recents(fabio)).toEqual(before);
      expect(await countPreferenceRows()).toBe(rows);
      // The longest id that fits, and every character the pattern allows.
      expect((await openOk('a'.repeat(64), fabio))[0]).toBe('a'.repeat(64));
      expect((await openOk('Aa0_.:-', fabio))[0]).toBe('Aa0_.:-');
    });

    it('ignores a body; there is no DELETE of one recent (PUT the whole list to clear it)', async () => {
      const res = await send(recentPath('com-corpo'), fabio, { method: 'PUT', body: { data: ['x'] } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Preference<'RecentInsights'>).data.data[0]).toBe('com-corpo');
      await expectError(await send(recentPath('com-corpo'), fabio, { method: 'DELETE' }), 404, 'not_found');
      expect((await recents(fabio))[0]).toBe('com-corpo');
    });
  });
});
