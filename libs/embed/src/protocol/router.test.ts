import { describe, expect, it, vi } from 'vitest';
import type { IMessageHandler } from './windowPostMessageProxy';
import { Router } from './router';

function routerWithHandler() {
  let handler: IMessageHandler | undefined;
  const router = new Router({ addHandler: (h) => (handler = h) });
  return { router, handler: () => handler! };
}

describe('Router', () => {
  it('matches placeholders, decodes them, and answers 200 with a null body by default', async () => {
    const { router, handler } = routerWithHandler();
    const seen = vi.fn();
    router.post('/reports/:uniqueId/events/:eventName', (request) => seen(request.params, request.body));
    const message = { method: 'POST', url: '/reports/u%201/events/loaded', headers: {}, body: { a: 1 } };
    expect(handler().test(message)).toBe(true);
    await expect(handler().handle(message)).resolves.toEqual({ statusCode: 200, headers: {}, body: null });
    expect(seen).toHaveBeenCalledWith({ uniqueId: 'u 1', eventName: 'loaded' }, { a: 1 });
  });

  it('puts what it matched on the message, as the anchor’s router does, and lets a failing handler throw', async () => {
    const { router, handler } = routerWithHandler();
    router.post('/reports/:uniqueId/events/:eventName', () => {
      throw new Error('cannot handle');
    });
    const message = { method: 'POST', url: '/reports/u1/events/pageChanged?a=1', headers: { id: 'x' } };
    await expect(handler().handle(message)).rejects.toThrow('cannot handle');
    expect(JSON.stringify(message)).toBe(
      JSON.stringify({
        method: 'POST',
        url: '/reports/u1/events/pageChanged?a=1',
        headers: { id: 'x' },
        params: { uniqueId: 'u1', eventName: 'pageChanged' },
        queryParams: { a: '1' },
      }),
    );
  });

  it('prefers the route with more literal segments, and checks the method', () => {
    const { router } = routerWithHandler();
    const generic = () => undefined;
    const specific = () => undefined;
    router.post('/reports/:uniqueId/events/:eventName', generic);
    router.post('/reports/:uniqueId/events/loaded', specific);
    expect(router.match('POST', '/reports/u1/events/loaded')?.params).toEqual({ uniqueId: 'u1' });
    expect(router.match('GET', '/reports/u1/events/loaded')).toBeUndefined();
    expect(router.match('POST', '/reports/u1/events')).toBeUndefined();
  });

  it('lets a handler set status and body, and removes a route with the function addRoute returns', async () => {
    const { router, handler } = routerWithHandler();
    const remove = router.addRoute('POST', '/hooks/:name', (_request, response) => response.send(404, null));
    const message = { method: 'POST', url: '/hooks/x', headers: {} };
    await expect(handler().handle(message)).resolves.toMatchObject({ statusCode: 404 });
    expect(router.routeCount).toBe(1);
    remove();
    expect(router.routeCount).toBe(0);
    expect(handler().test(message)).toBe(false);
  });

  it('ignores anything that is not a request', () => {
    const { router, handler } = routerWithHandler();
    router.post('/x', () => undefined);
    for (const message of [
      null,
      'POST /x',
      { url: '/x' },
      { method: 'BREW', url: '/x' },
      { method: 'POST', url: 5 },
    ]) {
      expect(handler().test(message)).toBe(false);
    }
  });
});
