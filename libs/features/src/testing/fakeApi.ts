import { json, fakeFetch, type FakeHandler, type SeenRequest } from './fakeFetch';

/** Answers by 'METHOD /path' (the path without its query); an unknown route answers 404. */
export type FakeRoutes = Record<string, FakeHandler>;

/** A fake fetch that routes each request to `routes` by method and path, recording them all. */
export function fakeApi(routes: FakeRoutes) {
  return fakeFetch((request: SeenRequest) => {
    const path = new URL(request.url, 'http://api.test').pathname;
    const handler = routes[`${request.method} ${path}`];
    return handler ? handler(request) : json(404, { error_code: 'not_found', error_message: path });
  });
}

/** The requests to one route, by 'METHOD /path'. */
export function requestsTo(requests: readonly SeenRequest[], route: string): SeenRequest[] {
  const [method, path] = route.split(' ');
  return requests.filter((r) => r.method === method && new URL(r.url, 'http://api.test').pathname === path);
}
