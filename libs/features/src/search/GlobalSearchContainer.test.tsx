import type { SearchResult } from '@nuvem/api-contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { SEARCH_DEBOUNCE_MS } from '@nuvem/ui';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { GlobalSearchContainer } from './GlobalSearchContainer';

const answer: SearchResult = {
  data: [
    {
      topology_id: ['tp-acm1-01'],
      cloud_id: ['ACM1'],
      t_code: ['T10007'],
      instance_name: ['acm1-protheus-prd'],
      domain: ['protheus-acm1.nuvem.cloud'],
      public_ip: ['192.0.2.1'],
    },
  ],
  total: 12,
};

async function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const onSelectCloud = vi.fn();
  const features = setupFeatures({ 'GET /api/v1/search/topologies': () => json(200, answer) });
  features.render(
    <GlobalSearchContainer open onOpenChange={() => undefined} onSelectCloud={onSelectCloud} />,
  );
  // The panel (field and results) is loaded on first open: wait for it.
  await screen.findByRole('searchbox', { name: 'Busca global' });
  const type = (text: string) =>
    fireEvent.change(screen.getByRole('searchbox', { name: 'Busca global' }), { target: { value: text } });
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { ...features, type, wait };
}

afterEach(() => vi.useRealTimers());

test('searches 1000 ms after typing stops, not before', async () => {
  const { requests, type, wait } = await setup();
  type('acm1-prot');
  await wait(SEARCH_DEBOUNCE_MS - 100);
  type('acm1-protheus');
  await wait(SEARCH_DEBOUNCE_MS - 100);
  expect(requests).toEqual([]);
  await wait(100);
  expect(requests.map((r) => r.url)).toEqual(['/api/v1/search/topologies?q=acm1-protheus']);
});

test('a text of 4 characters or fewer is not searched', async () => {
  const { requests, type, wait } = await setup();
  type('acm1');
  await wait(3 * SEARCH_DEBOUNCE_MS);
  type('  acm1   ');
  await wait(3 * SEARCH_DEBOUNCE_MS);
  expect(requests).toEqual([]);
});

// The hits are a virtualised list, which jsdom (no layout) does not draw: the e2e test clicks them.
test('shows the count of the server’s total', async () => {
  const { type, wait } = await setup();
  type('acm1-protheus');
  await wait(SEARCH_DEBOUNCE_MS);
  expect(await screen.findByText('resultados encontrados: 12')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Resultados da busca' })).toBeInTheDocument();
});

test('a failed search shows the error, translated', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const features = setupFeatures({
    'GET /api/v1/search/topologies': () => json(400, { error_code: 'validation_failed', error_vars: [] }),
  });
  features.render(
    <GlobalSearchContainer open onOpenChange={() => undefined} onSelectCloud={() => undefined} />,
  );
  fireEvent.change(screen.getByRole('searchbox', { name: 'Busca global' }), {
    target: { value: 'acm1-protheus' },
  });
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
  expect(
    await screen.findByText('Os dados enviados são inválidos. Verifique-os e tente novamente.'),
  ).toBeInTheDocument();
});
