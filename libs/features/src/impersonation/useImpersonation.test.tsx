import type { Impersonation } from '@nuvem/api-contract';
import { act, waitFor } from '@testing-library/react';
import { demoUser } from '../testing/demoUser';
import { requestsTo } from '../testing/fakeApi';
import { apiError, json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useImpersonation } from './useImpersonation';

const diego = { ...demoUser, fullName: 'Diego Rocha', email: 'diego@nuvem.example', kind: 'staff' as const };
const staff = { ...diego, features: ['impersonate_users'] };
const impersonation: Impersonation = {
  staff: { fullName: 'Diego Rocha', email: 'diego@nuvem.example' },
  user: { fullName: 'Ana Souza', email: 'ana@acme.example' },
  started_at: '2026-11-24T12:00:00.000Z',
  expires_at: '2026-11-24T13:00:00.000Z',
};
const users = [
  { id: 'u-ana', fullName: 'Ana Souza', email: 'ana@acme.example' },
  { id: 'u-carla', fullName: 'Carla Mendes', email: 'carla@parceira.example' },
];

function setup(me: object, routes: Parameters<typeof setupFeatures>[0] = {}) {
  return setupFeatures({
    'GET /api/v1/me': () => json(200, me),
    'GET /api/v1/impersonation/users': () => json(200, { users }),
    ...routes,
  });
}

test('staff holding impersonate_users search users, each tagged with their customer type', async () => {
  const { renderHook, requests } = setup(staff);
  const reload = vi.fn();
  const { result } = renderHook(() => useImpersonation({ reload }));
  await waitFor(() => expect(result.current.allowed).toBe(true));
  expect(result.current.active).toBeUndefined();
  expect(result.current.results).toBeUndefined();

  act(() => result.current.search('a'));
  expect(requestsTo(requests, 'GET /api/v1/impersonation/users')).toHaveLength(0);
  act(() => result.current.search(' ana '));
  await waitFor(() => expect(result.current.results).toHaveLength(2));
  expect(new URL(requestsTo(requests, 'GET /api/v1/impersonation/users')[0]!.url, 'http://x').search).toBe(
    '?q=ana',
  );
  expect(result.current.results).toEqual([
    { id: 'u-ana', name: 'Ana Souza', email: 'ana@acme.example', tag: 'Externo' },
    { id: 'u-carla', name: 'Carla Mendes', email: 'carla@parceira.example', tag: 'Parceiro' },
  ]);
});

test('starting posts the user id, then reloads the portal at its root', async () => {
  const { renderHook, requests } = setup(staff, {
    'POST /api/v1/impersonation': () => json(201, impersonation),
  });
  const reload = vi.fn();
  const { result } = renderHook(() => useImpersonation({ reload }));
  await waitFor(() => expect(result.current.allowed).toBe(true));
  await act(() => result.current.start('u-ana'));
  expect(requestsTo(requests, 'POST /api/v1/impersonation')[0]!.body).toEqual({ user_id: 'u-ana' });
  expect(reload).toHaveBeenCalledWith('/');
});

test('a refused start stays on the page with the translated reason', async () => {
  const { renderHook } = setup(staff, {
    'POST /api/v1/impersonation': () => apiError(403, 'impersonation_not_allowed'),
  });
  const reload = vi.fn();
  const { result } = renderHook(() => useImpersonation({ reload }));
  await waitFor(() => expect(result.current.allowed).toBe(true));
  await act(() => result.current.start('u-diego'));
  expect(result.current.error).toBe('Não é possível personificar este usuário.');
  expect(result.current.busy).toBe(false);
  expect(reload).not.toHaveBeenCalled();
});

test('while impersonating: who is shown, no new impersonation, and ending reloads', async () => {
  const { renderHook, requests } = setup(
    { ...demoUser, impersonation },
    { 'DELETE /api/v1/impersonation': () => json(204) },
  );
  const reload = vi.fn();
  const { result } = renderHook(() => useImpersonation({ reload }));
  await waitFor(() => expect(result.current.active).toEqual(impersonation));
  expect(result.current.allowed).toBe(false);
  await act(() => result.current.stop());
  expect(requestsTo(requests, 'DELETE /api/v1/impersonation')).toHaveLength(1);
  expect(reload).toHaveBeenCalledWith('/');
});

test('without impersonate_users: nothing to offer, nothing searched', async () => {
  const { renderHook, requests } = setup(demoUser);
  const { result } = renderHook(() => useImpersonation({ reload: vi.fn() }));
  await waitFor(() => expect(requestsTo(requests, 'GET /api/v1/me')).toHaveLength(1));
  act(() => result.current.search('ana'));
  expect(result.current.allowed).toBe(false);
  expect(requestsTo(requests, 'GET /api/v1/impersonation/users')).toHaveLength(0);
});
