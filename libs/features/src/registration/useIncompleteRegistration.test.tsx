import type { UserInfo } from '@nuvem/api-contract';
import { act, waitFor } from '@testing-library/react';
import { demoUser } from '../testing/demoUser';
import { json } from '../testing/fakeFetch';
import { requestsTo } from '../testing/fakeApi';
import { setupFeatures } from '../testing/renderWithFeatures';
import { PHONE_CHECK_FLAG } from './needsPhone';
import { useIncompleteRegistration } from './useIncompleteRegistration';

const phones = (data: string[]) =>
  json(200, { success: true, data: { namespace: 'phones', ccode: null, data, updated_at: null } });

function setup(user: Partial<UserInfo>, phoneList: string[] = []) {
  return setupFeatures({
    'GET /api/v1/me': () => json(200, { ...demoUser, ...user }),
    'GET /api/v1/preferences/phones': () => phones(phoneList),
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(() => sessionStorage.clear());

test('with the flag on, no phone on record and none in preferences, it opens once per session', async () => {
  const { renderHook, requests } = setup({ phone: null, featureFlags: [PHONE_CHECK_FLAG] });
  const { result, unmount } = renderHook(() => useIncompleteRegistration());
  await waitFor(() => expect(result.current.open).toBe(true));
  act(() => result.current.finish());
  expect(result.current.open).toBe(false);
  unmount();

  // The same session (a reload, another mount) does not ask again.
  const again = renderHook(() => useIncompleteRegistration());
  await settle();
  expect(again.result.current.open).toBe(false);
  expect(requestsTo(requests, 'GET /api/v1/preferences/phones')).toHaveLength(1);
});

test.each([
  ['the flag is off', { phone: null, featureFlags: [] }, []],
  ['the record has a phone', { phone: '+55 11 90000-0000', featureFlags: [PHONE_CHECK_FLAG] }, []],
  ['a phone is in the preferences', { phone: null, featureFlags: [PHONE_CHECK_FLAG] }, ['+55 11 90000-0000']],
])('it stays closed when %s', async (_, user, phoneList) => {
  const { renderHook } = setup(user, phoneList);
  const { result } = renderHook(() => useIncompleteRegistration());
  await settle();
  await settle();
  expect(result.current.open).toBe(false);
});
