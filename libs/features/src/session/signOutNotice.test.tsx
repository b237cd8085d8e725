import { renderHook } from '@testing-library/react';
import { SIGN_OUT_REASON_STORAGE_KEY } from './sessionConstants';
import { signOutNotice, useSignOutReason } from './signOutNotice';

beforeEach(() => sessionStorage.clear());

test('the login page reads the reason once: a second visit (a reload of /login) finds nothing', () => {
  signOutNotice.remember('expired');
  expect(sessionStorage.getItem('nuvem-sign-out-reason')).toBe('expired');
  const first = renderHook(() => useSignOutReason());
  expect(first.result.current).toBe('expired');
  first.rerender();
  expect(first.result.current).toBe('expired');
  expect(sessionStorage.getItem(SIGN_OUT_REASON_STORAGE_KEY)).toBeNull();
  expect(renderHook(() => useSignOutReason()).result.current).toBeUndefined();
});

test('a value it does not know is no reason', () => {
  sessionStorage.setItem(SIGN_OUT_REASON_STORAGE_KEY, '<b>hi</b>');
  expect(signOutNotice.read()).toBeUndefined();
});

test('storage that throws loses the notice, not the sign-out', () => {
  const broken = {
    setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    },
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
    removeItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  } as unknown as Storage;
  expect(() => signOutNotice.remember('signedOut', broken)).not.toThrow();
  expect(signOutNotice.read(broken)).toBeUndefined();
  expect(() => signOutNotice.forget(broken)).not.toThrow();
});

test("a notice remembered across a reload is kept for the page that stays, though this document's login page said it", () => {
  signOutNotice.rememberAcrossReload('signedOut');
  // The guard showed the login page in this document, which said the notice and forgot it…
  signOutNotice.forget();
  expect(signOutNotice.read()).toBeUndefined();
  // …then the reload replaced the document: the next one has it.
  window.dispatchEvent(new Event('pagehide'));
  expect(signOutNotice.read()).toBe('signedOut');
});
