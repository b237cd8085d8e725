import { act, renderHook } from '@testing-library/react';
import { useStoredChoice } from './useStoredChoice';

const modes = ['open', 'close'] as const;

beforeEach(() => localStorage.clear());

test('reads the fallback when nothing is stored', () => {
  const { result } = renderHook(() => useStoredChoice('k', modes, 'open'));
  expect(result.current[0]).toBe('open');
});

test('reads a valid stored value and ignores an unknown one', () => {
  localStorage.setItem('k', 'close');
  expect(renderHook(() => useStoredChoice('k', modes, 'open')).result.current[0]).toBe('close');
  localStorage.setItem('k', 'sideways');
  expect(renderHook(() => useStoredChoice('k', modes, 'open')).result.current[0]).toBe('open');
});

test('writes through to storage and updates every reader of the key', () => {
  const a = renderHook(() => useStoredChoice('k', modes, 'open'));
  const b = renderHook(() => useStoredChoice('k', modes, 'open'));
  act(() => a.result.current[1]('close'));
  expect(localStorage.getItem('k')).toBe('close');
  expect(a.result.current[0]).toBe('close');
  expect(b.result.current[0]).toBe('close');
});

test('follows a change made in another tab', () => {
  const { result } = renderHook(() => useStoredChoice('k', modes, 'open'));
  act(() => {
    localStorage.setItem('k', 'close');
    window.dispatchEvent(new StorageEvent('storage', { key: 'k' }));
  });
  expect(result.current[0]).toBe('close');
});

test('keeps working in memory when storage throws, over what storage still holds', () => {
  localStorage.setItem('q', 'open');
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('quota', 'QuotaExceededError');
  });
  const { result } = renderHook(() => useStoredChoice('q', modes, 'open'));
  act(() => result.current[1]('close'));
  expect(result.current[0]).toBe('close');
  setItem.mockRestore();
});
