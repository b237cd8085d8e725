import { maxFavoriteInsights, type Preference, type PreferenceNamespace } from '@nuvem/api-contract';
import { demoEnvironments } from '../demo/demo-data';
import { signInAs, type SignedIn } from '../testing/sign-in';
import { errorShape, startTestApp, type TestApp } from '../testing/test-app';
import { databaseKinds } from '../testing/test-database';

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
    ];
    for (const [method, path] of calls)
      await expectError(await send(path, undefined, { method }), 401, 'unauthorized');
  });

  describe('by namespace', () => {
    it('answers an empty list, never saved, for every namespace', async () => {
      for (const namespace of ['FavoriteInsights', 'notes', 'phones'] as const)
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
      const before = await Promise.all([
        get('FavoriteInsights', elisa),
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
        await Promise.all([get('FavoriteInsights', elisa), get('notes', elisa), get('phones', elisa)]),
      ).toEqual(before);
    });

    it("keeps each user's preferences their own", async () => {
      await putOk('FavoriteInsights', ['dash-do-bruno'], bruno);
      expect(await favorites(carla)).toEqual([]);
      expect(await favorites(bruno)).toEqual(['dash-do-bruno']);
      expect(await favorites(ana)).not.toContain('dash-do-bruno');
    });
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

  describe('favourite dashboards one at a time', () => {
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
});
