import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { createFirstScreenGate, type FirstScreenGate } from './firstScreenGate';
import { FirstScreenProvider, useFirstScreenShown } from './useFirstScreenRendered';

const FIRST = '/api/v1/me';

function setup(gate: FirstScreenGate) {
  const asked: string[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), use: [gate.middleware] }}>
      <FirstScreenProvider value={gate}>{children}</FirstScreenProvider>
    </SWRConfig>
  );
  const useData = (path: string) =>
    useSWR([path, 1], ([name]) => {
      asked.push(name);
      return Promise.resolve(name);
    });
  return { asked, wrapper, useData };
}

test("the first screen's own requests leave at once; the others wait until it is on screen", async () => {
  const gate = createFirstScreenGate([FIRST], 60_000);
  const { asked, wrapper, useData } = setup(gate);
  const me = renderHook(() => useData(FIRST), { wrapper });
  const notes = renderHook(() => useData('/api/v1/notes/count'), { wrapper });
  await waitFor(() => expect(me.result.current.data).toBe(FIRST));
  // Long enough for a request that did not wait to have gone out.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(asked).toEqual([FIRST]);
  expect(notes.result.current.data).toBeUndefined();

  act(() => gate.screenRendered());
  await waitFor(() => expect(notes.result.current.data).toBe('/api/v1/notes/count'));
  expect(asked).toEqual([FIRST, '/api/v1/notes/count']);
  expect(gate.isOpen()).toBe(true);

  // Open for good: a later screen's requests do not wait.
  const later = renderHook(() => useData('/api/v1/alerts'), { wrapper });
  await waitFor(() => expect(later.result.current.data).toBe('/api/v1/alerts'));
});

test('with no screen saying it rendered, the gate opens by itself after its limit', async () => {
  const gate = createFirstScreenGate([FIRST], 80);
  const { asked, wrapper, useData } = setup(gate);
  const started = performance.now();
  const notes = renderHook(() => useData('/api/v1/notes/count'), { wrapper });
  await waitFor(() => expect(notes.result.current.data).toBe('/api/v1/notes/count'));
  expect(performance.now() - started).toBeGreaterThanOrEqual(70);
  expect(asked).toEqual(['/api/v1/notes/count']);
});

test('useFirstScreenShown turns true when the gate opens, and is true without a gate', async () => {
  const gate = createFirstScreenGate([FIRST], 60_000);
  const { wrapper } = setup(gate);
  const shown = renderHook(() => useFirstScreenShown(), { wrapper });
  expect(shown.result.current).toBe(false);
  act(() => gate.screenRendered());
  await waitFor(() => expect(shown.result.current).toBe(true));

  expect(renderHook(() => useFirstScreenShown()).result.current).toBe(true);
});
