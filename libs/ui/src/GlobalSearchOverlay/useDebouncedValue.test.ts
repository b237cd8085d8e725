import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test('settles only after the delay since the last change', () => {
  const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
    initialProps: { value: 'a' },
  });
  expect(result.current).toBe('a');
  rerender({ value: 'ab' });
  act(() => vi.advanceTimersByTime(900));
  rerender({ value: 'abc' });
  act(() => vi.advanceTimersByTime(900));
  expect(result.current).toBe('a');
  act(() => vi.advanceTimersByTime(100));
  expect(result.current).toBe('abc');
});

test('clears its timer on unmount', () => {
  const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 1000), {
    initialProps: { value: 'a' },
  });
  rerender({ value: 'ab' });
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
