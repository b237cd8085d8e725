import type { FavoriteEnvironment } from '@nuvem/api-contract';
import type { Account } from '@nuvem/ui';
import { act, waitFor } from '@testing-library/react';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useFavoriteAccounts } from './useFavoriteAccounts';

const accounts: Account[] = [
  { cloud_id: 'ACM1', t_code: 'T10007', corporate_name: 'Acme Produção', federal_id: '11.345.678/0001-01' },
  {
    cloud_id: 'ACM2',
    t_code: 'T10014',
    corporate_name: 'Acme Homologação',
    federal_id: '12.345.678/0001-02',
  },
  {
    cloud_id: 'ACM3',
    t_code: 'T10021',
    corporate_name: 'Acme Desenvolvimento',
    federal_id: '13.345.678/0001-03',
  },
];
const favorite = (cloud_id: string): FavoriteEnvironment => ({
  id: `00000000-0000-4000-8000-0000000000${cloud_id.slice(-1)}0`,
  cloud_id,
  email: 'ana@acme.example',
  t_code: 'T',
  federal_id: 'F',
});

/** A fake favorites API holding `starred`; `failing` makes the changes fail (after a pause). */
function setup(starred: string[], failing = false) {
  let release: () => void = () => undefined;
  const gate = () => new Promise<void>((resolve) => (release = resolve));
  const features = setupFeatures({
    'GET /api/v1/favorites/environments': () => json(200, { Items: starred.map(favorite) }),
    'POST /api/v1/favorites/environments': async (request) => {
      await gate();
      if (failing) return json(500, { error_code: 'internal_error', error_message: 'x' });
      starred.push((request.body as { cloud_id: string }).cloud_id);
      return json(201, favorite('ACM3'));
    },
    'DELETE /api/v1/favorites/environments/ACM2': async () => {
      await gate();
      if (failing) return json(404, { error_code: 'favorite_not_found', error_vars: ['ACM2'] });
      starred.splice(starred.indexOf('ACM2'), 1);
      return json(204);
    },
  });
  const hook = features.renderHook(() => useFavoriteAccounts(accounts, 'ana@acme.example'));
  return { ...features, ...hook, release: () => release() };
}
const order = (listed: Account[]) => listed.map((a) => `${a.cloud_id}${a.isFavorite ? '★' : ''}`);

test('GET /favorites/environments marks the favorites and moves them to the top', async () => {
  const { result } = setup(['ACM2']);
  await waitFor(() => expect(order(result.current.accounts)).toEqual(['ACM2★', 'ACM1', 'ACM3']));
});

test('a star saves with POST (email, cloud_id, t_code, federal_id) at once, then the list is reloaded', async () => {
  const { result, requests, notices, release } = setup(['ACM2']);
  await waitFor(() => expect(order(result.current.accounts)).toEqual(['ACM2★', 'ACM1', 'ACM3']));
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.toggle(accounts[2]!, true);
  });
  // Shown at once, while the call is on its way.
  await waitFor(() => expect(order(result.current.accounts)).toEqual(['ACM2★', 'ACM3★', 'ACM1']));
  expect(result.current.pending).toEqual(['ACM3']);
  await act(async () => {
    release();
    await done;
  });
  expect(requestsTo(requests, 'POST /api/v1/favorites/environments')[0]!.body).toEqual({
    email: 'ana@acme.example',
    cloud_id: 'ACM3',
    t_code: 'T10021',
    federal_id: '13.345.678/0001-03',
  });
  await waitFor(() => expect(requestsTo(requests, 'GET /api/v1/favorites/environments')).toHaveLength(2));
  expect(order(result.current.accounts)).toEqual(['ACM2★', 'ACM3★', 'ACM1']);
  expect(result.current.pending).toEqual([]);
  expect(notices.notices()).toMatchObject([
    {
      severity: 'success',
      title: 'Atualizado',
      message: 'Favorito atualizado com sucesso',
      autoHideMs: 6000,
    },
  ]);
});

test('a second click deletes it (DELETE …/:cloudId)', async () => {
  const { result, requests, release } = setup(['ACM2']);
  await waitFor(() => expect(result.current.accounts[0]!.isFavorite).toBe(true));
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.toggle(result.current.accounts[0]!, false);
  });
  await waitFor(() => expect(order(result.current.accounts)).toEqual(['ACM1', 'ACM2', 'ACM3']));
  await act(async () => {
    release();
    await done;
  });
  expect(requestsTo(requests, 'DELETE /api/v1/favorites/environments/ACM2')).toHaveLength(1);
  expect(order(result.current.accounts)).toEqual(['ACM1', 'ACM2', 'ACM3']);
});

test.each([
  ['a save', 'ACM3', true],
  ['a delete', 'ACM2', false],
])('%s that fails is rolled back, with the alert ‘erro’', async (_, cloudId, next) => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { result, notices, release } = setup(['ACM2'], true);
  await waitFor(() => expect(order(result.current.accounts)).toEqual(['ACM2★', 'ACM1', 'ACM3']));
  let done: Promise<void> = Promise.resolve();
  act(() => {
    done = result.current.toggle(
      accounts.find((a) => a.cloud_id === cloudId)!,
      next,
    );
  });
  await waitFor(() => expect(order(result.current.accounts)).not.toEqual(['ACM2★', 'ACM1', 'ACM3']));
  await act(async () => {
    release();
    await done;
  });
  expect(order(result.current.accounts)).toEqual(['ACM2★', 'ACM1', 'ACM3']);
  expect(result.current.pending).toEqual([]);
  expect(notices.notices()).toMatchObject([{ severity: 'error', title: 'Erro', message: 'erro' }]);
  expect(notices.notices()[0]!.autoHideMs).toBeUndefined();
});
