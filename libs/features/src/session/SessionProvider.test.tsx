import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useSessionContext } from './SessionProvider';

// Any hook under the SessionProvider inherits its retry policy; this one sets none of its own.
function useThing(path: string) {
  const { client } = useSessionContext();
  return useSWR(path, () => client.call({ method: 'GET', path }));
}

test.each([
  [403, 1],
  [404, 1],
  [500, 3],
  [503, 3],
])('a %i answer is asked for %i time(s) in all: only server failures retry', async (status, expected) => {
  let answered = 0;
  const { wrapper: Features, requests } = setupFeatures({
    'GET /api/v1/thing': () => {
      answered++;
      return json(status, { error_code: 'x', error_message: 'x' });
    },
  });
  // Retries a few milliseconds apart (SWR's default waits seconds), set above the features' own config.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Features>
      <SWRConfig value={{ errorRetryInterval: 5 }}>{children}</SWRConfig>
    </Features>
  );
  renderHook(() => useThing('/api/v1/thing'), { wrapper });
  await waitFor(() => expect(answered).toBeGreaterThanOrEqual(expected));
  await new Promise((resolve) => setTimeout(resolve, 150));
  if (expected === 1) expect(requestsTo(requests, 'GET /api/v1/thing')).toHaveLength(1);
  else expect(requestsTo(requests, 'GET /api/v1/thing').length).toBeGreaterThanOrEqual(expected);
});
