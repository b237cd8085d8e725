import { renderHook } from '@testing-library/react';
import { useTopologyRedirect, type TopologyRedirectOptions } from './useTopologyRedirect';

test('without a valid topology, each navigation to a closed page leads to /contact, the same path again too', () => {
  const navigate = vi.fn();
  const options = (locationKey: string): TopologyRedirectOptions => ({
    pathname: '/dashboard',
    hasValidTopology: false,
    admin: false,
    navigate,
    locationKey,
  });
  const { rerender } = renderHook((props: TopologyRedirectOptions) => useTopologyRedirect(props), {
    initialProps: options('a'),
  });
  expect(navigate).toHaveBeenLastCalledWith('/contact', { replace: true });
  // A link to /dashboard followed while that redirect was under way: same path, a new location.
  rerender(options('b'));
  expect(navigate).toHaveBeenCalledTimes(2);
  rerender(options('b'));
  expect(navigate).toHaveBeenCalledTimes(2);
});

test('an allowed page, or a valid topology, stays where it is', () => {
  const navigate = vi.fn();
  renderHook(() =>
    useTopologyRedirect({
      pathname: '/contact',
      hasValidTopology: false,
      admin: false,
      navigate,
      locationKey: 'a',
    }),
  );
  renderHook(() =>
    useTopologyRedirect({
      pathname: '/dashboard',
      hasValidTopology: true,
      admin: false,
      navigate,
      locationKey: 'a',
    }),
  );
  expect(navigate).not.toHaveBeenCalled();
});
