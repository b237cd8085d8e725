import { act, waitFor } from '@testing-library/react';
import { requestsTo } from '../testing/fakeApi';
import { json, type SeenRequest } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useFavoriteInsights } from './useFavoriteInsights';

const base = '/api/v1/preferences/FavoriteInsights';
const preference = (ids: string[]) => ({
  success: true,
  data: { namespace: 'FavoriteInsights', ccode: null, data: [...ids], updated_at: null },
});

/**
 * A fake preference store holding `saved`; each item change waits for `release()`. `otherTab` ids are
 * starred by someone else meanwhile (they appear in the next answer). `failing` makes changes fail.
 */
function setup(saved: string[], { failing = false, otherTab = [] as string[] } = {}) {
  const waiting: (() => void)[] = [];
  const gate = () => new Promise<void>((resolve) => waiting.push(resolve));
  const change = (add: boolean) => async (request: SeenRequest) => {
    await gate();
    if (failing) return json(500, { error_code: 'internal_error', error_message: 'x' });
    const id = new URL(request.url, 'http://t').pathname.split('/').pop()!;
    saved.push(...otherTab.splice(0));
    if (add && !saved.includes(id)) saved.push(id);
    if (!add && saved.includes(id)) saved.splice(saved.indexOf(id), 1);
    return json(200, preference(saved));
  };
  const routes = { [`GET ${base}`]: () => json(200, preference(saved)) } as Record<
    string,
    (r: SeenRequest) => Promise<Response> | Response
  >;
  for (const id of ['d1', 'd2', 'd3']) {
    routes[`PUT ${base}/items/${id}`] = change(true);
    routes[`DELETE ${base}/items/${id}`] = change(false);
  }
  const features = setupFeatures(routes);
  // Every state the hook rendered, to prove a star never flickers.
  const seen: string[][] = [];
  const hook = features.renderHook(() => {
    const favorites = useFavoriteInsights();
    seen.push([...favorites.ids].sort());
    return favorites;
  });
  const releaseNext = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(async () => waiting.shift()!());
  };
  return { ...features, ...hook, seen, releaseNext };
}

const starred = (ids: ReadonlySet<string>) => [...ids].sort();

test('reads the FavoriteInsights preference', async () => {
  const { result } = setup(['d2']);
  await waitFor(() => expect(starred(result.current.ids)).toEqual(['d2']));
});

test('a star shows at once, is saved by PUT …/items/:id, and never flickers; then the toast', async () => {
  const { result, requests, notices, seen, releaseNext } = setup(['d2']);
  await waitFor(() => expect(starred(result.current.ids)).toEqual(['d2']));
  let done = Promise.resolve();
  act(() => void (done = result.current.toggle('d1', true)));
  expect(starred(result.current.ids)).toEqual(['d1', 'd2']);
  await releaseNext();
  await act(() => done);
  expect(requestsTo(requests, `PUT ${base}/items/d1`)).toHaveLength(1);
  expect(starred(result.current.ids)).toEqual(['d1', 'd2']);
  const firstStarred = seen.findIndex((ids) => ids.includes('d1'));
  expect(seen.slice(firstStarred).every((ids) => ids.includes('d1'))).toBe(true);
  expect(notices.notices()).toMatchObject([
    {
      severity: 'success',
      title: 'Atualizado',
      message: 'Favorito atualizado com sucesso',
      autoHideMs: 6000,
    },
  ]);
});

test('the answer carries what another tab starred meanwhile: both stay', async () => {
  const { result, releaseNext } = setup(['d2'], { otherTab: ['d3'] });
  await waitFor(() => expect(starred(result.current.ids)).toEqual(['d2']));
  let done = Promise.resolve();
  act(() => void (done = result.current.toggle('d1', true)));
  await releaseNext();
  await act(() => done);
  expect(starred(result.current.ids)).toEqual(['d1', 'd2', 'd3']);
});

test.each([
  ['a star', 'd1', true],
  ['an unstar', 'd2', false],
])('%s that fails goes back to the saved state, with the error that stays', async (_, id, next) => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { result, notices, releaseNext } = setup(['d2'], { failing: true });
  await waitFor(() => expect(starred(result.current.ids)).toEqual(['d2']));
  let done = Promise.resolve();
  act(() => void (done = result.current.toggle(id, next)));
  expect(result.current.ids.has(id)).toBe(next);
  await releaseNext();
  await act(() => done);
  expect(starred(result.current.ids)).toEqual(['d2']);
  expect(notices.notices()).toMatchObject([
    {
      severity: 'error',
      title: 'Erro',
      message: 'Não pude atualizar a lista de favoritos. Tente novamente.',
    },
  ]);
  expect(notices.notices()[0]!.autoHideMs).toBeUndefined();
});

test('two quick clicks on one star are sent in order, and the last wish shows throughout', async () => {
  const { result, requests, seen, releaseNext } = setup([]);
  await waitFor(() => expect(requestsTo(requests, `GET ${base}`)).toHaveLength(1));
  let first = Promise.resolve();
  let second = Promise.resolve();
  act(() => void (first = result.current.toggle('d1', true)));
  act(() => void (second = result.current.toggle('d1', false)));
  expect(result.current.ids.has('d1')).toBe(false);
  const afterSecondClick = seen.length - 1;
  // The DELETE waits for the PUT's answer: one change at a time per id.
  const changes = () => requests.filter((r) => r.method !== 'GET').map((r) => r.method);
  await waitFor(() => expect(changes()).toEqual(['PUT']));
  await releaseNext();
  await act(() => first);
  await waitFor(() => expect(changes()).toEqual(['PUT', 'DELETE']));
  await releaseNext();
  await act(() => second);
  expect(seen.slice(afterSecondClick).every((ids) => !ids.includes('d1'))).toBe(true);
  expect(result.current.ids.has('d1')).toBe(false);
});
