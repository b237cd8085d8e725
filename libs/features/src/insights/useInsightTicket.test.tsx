import type { BiItem } from '@nuvem/api-contract';
import { act, waitFor } from '@testing-library/react';
import { requestsTo } from '../testing/fakeApi';
import { json } from '../testing/fakeFetch';
import { setupFeatures } from '../testing/renderWithFeatures';
import { useInsightTicket, type InsightTarget } from './useInsightTicket';

const expiration = (n: number) => new Date(Date.UTC(2026, 10, 24, 12, n)).toISOString();
const items: BiItem[] = [
  {
    id: 'r1',
    type: 'report',
    name: 'Receita',
    reportType: 'PowerBIReport',
    embedUrl: 'https://a.example/reportEmbed?reportId=r1',
    workspaceId: 'w1',
  },
];

test('an insights dashboard takes its URL and token from GET /dashboards/:id/embed; renew asks again', async () => {
  let issued = 0;
  const { renderHook, requests } = setupFeatures({
    'GET /api/v1/dashboards/d1/embed': () => {
      issued += 1;
      return json(200, {
        url: 'https://a.example/dashboardEmbed?dashboardId=d1',
        token: `t${issued}`,
        expiration: expiration(issued),
      });
    },
  });
  const target: InsightTarget = { source: 'insights', id: 'd1' };
  const { result } = renderHook(() => useInsightTicket(target, undefined));
  await waitFor(() =>
    expect(result.current.ticket).toEqual({
      type: 'dashboard',
      id: 'd1',
      embedUrl: 'https://a.example/dashboardEmbed?dashboardId=d1',
      token: 't1',
      expiresAt: Date.parse(expiration(1)),
    }),
  );
  let fresh: unknown;
  await act(async () => {
    fresh = await result.current.renew();
  });
  expect(fresh).toEqual({ accessToken: 't2', expiresAt: Date.parse(expiration(2)) });
  // The cached ticket follows, so a re-embed (say, a new language) starts with the fresh token.
  expect(result.current.ticket?.token).toBe('t2');
  expect(requestsTo(requests, 'GET /api/v1/dashboards/d1/embed')).toHaveLength(2);
});

test('a BI item waits for the item list, then takes a token from POST /bi/items/:id/token', async () => {
  const { renderHook, requests } = setupFeatures({
    'POST /api/v1/bi/items/r1/token': () =>
      json(200, { token: 'bt', tokenId: 'x', expiration: expiration(5) }),
  });
  const target: InsightTarget = { source: 'bi', id: 'r1' };
  const { result, rerender } = renderHook(({ list }) => useInsightTicket(target, list), {
    initialProps: { list: undefined as readonly BiItem[] | undefined },
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests).toHaveLength(0);
  rerender({ list: items });
  await waitFor(() =>
    expect(result.current.ticket).toMatchObject({
      type: 'report',
      id: 'r1',
      embedUrl: items[0]!.embedUrl,
      token: 'bt',
    }),
  );
});

test('no target (no id in the address): nothing is asked', async () => {
  const { renderHook, requests } = setupFeatures({});
  const { result } = renderHook(() => useInsightTicket(undefined, undefined));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(requests).toHaveLength(0);
  expect(result.current.ticket).toBeUndefined();
});
