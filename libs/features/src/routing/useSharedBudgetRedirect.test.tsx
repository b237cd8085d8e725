import { renderHook } from '@testing-library/react';
import { SHARED_BUDGET_SWITCH_DELAY_MS } from './routingConstants';
import { useSharedBudgetRedirect } from './useSharedBudgetRedirect';

const link = '/iaas/calculator/shared-budget?cloud_id=ACM1&budget_id=BDG-ACM1&view=full';
const to = '/iaas/calculator/shared-budget?view=full&cloud_id=ACM1&budget_id=BDG-ACM1';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

function setup(signedIn: boolean) {
  const navigate = vi.fn();
  const switchEnvironment = vi.fn();
  const hook = renderHook(
    (props: { signedIn: boolean }) =>
      useSharedBudgetRedirect({ signedIn: props.signedIn, navigate, switchEnvironment }),
    { initialProps: { signedIn } },
  );
  return { navigate, switchEnvironment, ...hook };
}

test('the delay is 1000 ms (spec §9)', () => expect(SHARED_BUDGET_SWITCH_DELAY_MS).toBe(1000));

test('after sign-in: the redirect at once, the environment switch 1000 ms later, then the item is gone', () => {
  localStorage.setItem('nuvem-shared-budget', link);
  const { navigate, switchEnvironment, rerender } = setup(false);
  expect(navigate).not.toHaveBeenCalled();
  rerender({ signedIn: true });
  expect(navigate).toHaveBeenCalledWith(to, { replace: true });
  vi.advanceTimersByTime(999);
  expect(switchEnvironment).not.toHaveBeenCalled();
  expect(localStorage.getItem('nuvem-shared-budget')).toBe(link);
  vi.advanceTimersByTime(1);
  expect(switchEnvironment).toHaveBeenCalledWith('ACM1', to);
  expect(localStorage.getItem('nuvem-shared-budget')).toBeNull();
});

test('nothing saved: nothing happens', () => {
  const { navigate, switchEnvironment } = setup(true);
  vi.advanceTimersByTime(5000);
  expect(navigate).not.toHaveBeenCalled();
  expect(switchEnvironment).not.toHaveBeenCalled();
});

test('leaving before the switch keeps the link for the next sign-in', () => {
  localStorage.setItem('nuvem-shared-budget', link);
  const { switchEnvironment, unmount } = setup(true);
  vi.advanceTimersByTime(500);
  unmount();
  vi.advanceTimersByTime(1000);
  expect(switchEnvironment).not.toHaveBeenCalled();
  expect(localStorage.getItem('nuvem-shared-budget')).toBe(link);
});
