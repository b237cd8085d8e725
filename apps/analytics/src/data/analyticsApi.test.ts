import { createAnalyticsApi } from './analyticsApi';
import { AnalyticsApiError } from './analyticsApiError';
import { EmbedTokenKeeper } from './embedToken';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test('calls carry the token as EmbedToken and go to the contract paths', async () => {
  const fetch = vi.fn(async () => answer(200, { results: [] }));
  const api = createAnalyticsApi(new EmbedTokenKeeper('t1', () => undefined), { fetch });
  await api.query({ queries: [] });
  expect(fetch).toHaveBeenCalledWith('/api/v1/analytics/query', {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      authorization: 'EmbedToken t1',
    },
    body: '{"queries":[]}',
  });
});

test('embed-origins goes without a token', async () => {
  const fetch = vi.fn(async () => answer(200, { origins: ['https://a.example'] }));
  expect(await createAnalyticsApi(null, { fetch }).embedOrigins()).toEqual(['https://a.example']);
  expect(JSON.stringify(fetch.mock.calls)).not.toContain('authorization');
});

test('a call refused as embed_token_expired waits for the next token and goes again', async () => {
  const fetch = vi
    .fn<typeof globalThis.fetch>()
    .mockResolvedValueOnce(answer(401, { error_code: 'embed_token_expired', error_message: 'expired' }))
    .mockResolvedValueOnce(answer(200, { results: [] }));
  const keeper: EmbedTokenKeeper = new EmbedTokenKeeper('old', () => queueMicrotask(() => keeper.set('new')));
  const api = createAnalyticsApi(keeper, { fetch });
  await expect(api.query({ queries: [] })).resolves.toEqual({ results: [] });
  const headers = fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>).authorization);
  expect(headers).toEqual(['EmbedToken old', 'EmbedToken new']);
});

test('other failures reject with the API error code', async () => {
  const fetch = vi.fn(async () =>
    answer(404, { error_code: 'analytics_item_not_found', error_message: 'no' }),
  );
  const api = createAnalyticsApi(new EmbedTokenKeeper('t', () => undefined), { fetch });
  const failure = await api.report('r').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(AnalyticsApiError);
  expect(failure).toMatchObject({ status: 404, code: 'analytics_item_not_found' });
});
