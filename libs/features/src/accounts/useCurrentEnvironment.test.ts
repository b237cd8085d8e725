import type { Account } from '@nuvem/ui';
import { act, renderHook } from '@testing-library/react';
import { CURRENT_CLOUD_STORAGE_KEY } from './accountsConstants';
import { useCurrentEnvironment } from './useCurrentEnvironment';

const accounts: Account[] = [
  { cloud_id: 'ACM1', t_code: 'T1', corporate_name: 'Acme Produção' },
  { cloud_id: 'ACM2', t_code: 'T2', corporate_name: 'Acme Homologação' },
];

beforeEach(() => localStorage.clear());

test('nothing is selected at first; a selection is stored and read back', () => {
  const { result } = renderHook(() => useCurrentEnvironment(accounts));
  expect(result.current.current).toBeUndefined();
  act(() => result.current.select('ACM2'));
  expect(result.current.current).toBe(accounts[1]);
  expect(localStorage.getItem(CURRENT_CLOUD_STORAGE_KEY)).toBe('ACM2');
});

test('a stored cloud id the user does not hold reads as none', () => {
  localStorage.setItem(CURRENT_CLOUD_STORAGE_KEY, 'GLX01');
  expect(renderHook(() => useCurrentEnvironment(accounts)).result.current.current).toBeUndefined();
});
