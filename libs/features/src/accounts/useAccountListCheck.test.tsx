import type { UserInfo } from '@nuvem/api-contract';
import type { Account } from '@nuvem/ui';
import { act, waitFor } from '@testing-library/react';
import { requestsTo } from '../testing/fakeApi';
import { demoUser } from '../testing/demoUser';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { accountOf } from './accountOf';
import { ACCOUNT_LIST_CHECK_INTERVAL_MS } from './accountsConstants';
import { useAccountListCheck, type AccountListCheckOptions } from './useAccountListCheck';

const [acm1, acm2] = demoUser.customers.map(accountOf) as [Account, Account];

afterEach(() => vi.useRealTimers());

test('GET /me every 10000 ms', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { renderHook, requests } = setupFeatures({ 'GET /api/v1/me': () => json(200, demoUser) });
  renderHook(() =>
    useAccountListCheck({ accounts: [acm1], current: acm1, switchTo: vi.fn(), alert: vi.fn() }),
  );
  await waitFor(() => expect(requestsTo(requests, 'GET /api/v1/me')).toHaveLength(1));
  await act(() => vi.advanceTimersByTimeAsync(ACCOUNT_LIST_CHECK_INTERVAL_MS - 500));
  expect(requestsTo(requests, 'GET /api/v1/me')).toHaveLength(1);
  await act(() => vi.advanceTimersByTimeAsync(500));
  expect(requestsTo(requests, 'GET /api/v1/me')).toHaveLength(2);
  await act(() => vi.advanceTimersByTimeAsync(ACCOUNT_LIST_CHECK_INTERVAL_MS));
  expect(requestsTo(requests, 'GET /api/v1/me')).toHaveLength(3);
});

test('when the current account vanishes: the browser alert, then the first account', async () => {
  const user: UserInfo = { ...demoUser };
  const { renderHook } = setupFeatures({ 'GET /api/v1/me': () => json(200, user) });
  const alert = vi.fn();
  const switchTo = vi.fn();
  const { rerender } = renderHook<void, AccountListCheckOptions>((props) => useAccountListCheck(props), {
    initialProps: { accounts: [acm1, acm2], current: acm2, switchTo, alert },
  });
  // Another account chosen by the user is no vanishing.
  rerender({ accounts: [acm1, acm2], current: acm1, switchTo, alert });
  rerender({ accounts: [acm1, acm2], current: acm2, switchTo, alert });
  expect(alert).not.toHaveBeenCalled();

  // ACM2 leaves the list: it no longer reads as current.
  rerender({ accounts: [acm1], current: undefined, switchTo, alert });
  await waitFor(() => expect(alert).toHaveBeenCalledWith('Você não tem mais acesso a este ambiente.'));
  expect(switchTo).toHaveBeenCalledWith('ACM1');
  rerender({ accounts: [acm1], current: acm1, switchTo, alert });
  expect(alert).toHaveBeenCalledTimes(1);
});

test('no alert for a stored account that was never in use on this page, nor before /me answers', () => {
  const { renderHook } = setupFeatures({ 'GET /api/v1/me': () => json(200, demoUser) });
  const alert = vi.fn();
  const { rerender } = renderHook<void, AccountListCheckOptions>((props) => useAccountListCheck(props), {
    initialProps: { accounts: undefined, current: undefined, switchTo: vi.fn(), alert },
  });
  rerender({ accounts: [acm1], current: undefined, switchTo: vi.fn(), alert });
  expect(alert).not.toHaveBeenCalled();
});
