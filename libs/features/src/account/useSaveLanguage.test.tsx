import { waitFor } from '@testing-library/react';
import { apiError, json } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useSaveLanguage } from './useSaveLanguage';

const profile = { email: 'ana@acme.example', full_name: 'Ana', phone: null, language: 'en' };

test('the language chosen in the menu is saved alone to the profile, with an Idempotency-Key', async () => {
  const { renderHook, requests } = setupFeatures({ 'PATCH /api/v1/profile': () => json(200, profile) });
  const { result } = renderHook(() => useSaveLanguage());
  result.current('en');
  await waitFor(() => expect(requestsTo(requests, 'PATCH /api/v1/profile')).toHaveLength(1));
  const [sent] = requestsTo(requests, 'PATCH /api/v1/profile');
  expect(sent?.body).toEqual({ language: 'en' });
  expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
});

test('a refused save is said in a notice', async () => {
  const { renderHook, notices } = setupFeatures({
    'PATCH /api/v1/profile': () => apiError(500, 'internal_error'),
  });
  const { result } = renderHook(() => useSaveLanguage());
  result.current('es');
  await waitFor(() => expect(notices.notices()).toHaveLength(1));
});
