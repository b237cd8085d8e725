import { waitFor } from '@testing-library/react';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useNotesCount } from './useNotesCount';

test('the count of checked notes of the environment', async () => {
  const { renderHook, requests } = setupFeatures({
    'GET /api/v1/environments/ACM1/notes/count': () => json(200, { quantity: 4 }),
  });
  const { result } = renderHook(() => useNotesCount('ACM1', true));
  await waitFor(() => expect(result.current).toBe(4));
  expect(requests.map((r) => r.url)).toEqual(['/api/v1/environments/ACM1/notes/count']);
});

test('without list_notes nothing is asked and the link is hidden', async () => {
  const { renderHook, requests } = setupFeatures({});
  const { result } = renderHook(() => useNotesCount('ACM1', false));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(result.current).toBeUndefined();
  expect(requests).toEqual([]);
});

test('a 403 hides the link, without a notice and without asking again', async () => {
  const { renderHook, requests, notices } = setupFeatures({
    'GET /api/v1/environments/ACM1/notes/count': () =>
      json(403, { error_code: 'forbidden', error_vars: ['list_notes'], error_message: 'x' }),
  });
  const { result } = renderHook(() => useNotesCount('ACM1', true));
  await waitFor(() => expect(requests).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(result.current).toBeUndefined();
  expect(notices.notices()).toEqual([]);
  expect(requests).toHaveLength(1);
});

test('another failure is shown per spec §8', async () => {
  const { renderHook, notices } = setupFeatures({
    'GET /api/v1/environments/ACM1/notes/count': () =>
      json(404, { error_code: 'environment_not_found', error_vars: ['ACM1'], error_message: 'x' }),
  });
  renderHook(() => useNotesCount('ACM1', true));
  await waitFor(() =>
    expect(notices.notices()).toMatchObject([
      {
        severity: 'error',
        title: 'Erro',
        message: 'O ambiente ACM1 não foi encontrado ou você não tem acesso a ele.',
      },
    ]),
  );
});
