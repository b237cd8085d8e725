import { isObject, type HttpMethod, type MessageHeaders, type IHttpPostMessageResponse } from './envelope';
import type { IMessageHandler, MessageContext } from './windowPostMessageProxy';

export interface IRouterRequest<T = unknown> {
  method: HttpMethod;
  url: string;
  headers: MessageHeaders;
  body: T;
  /** The values of the `:name` placeholders of the matched route. */
  params: Record<string, string>;
  /** The frame window the request came from, and its origin. */
  source?: MessageEventSource;
  origin?: string;
}

/** What a route handler answers: status 200 with a null body unless the handler says otherwise. */
export class RouterResponse<T = unknown> {
  statusCode = 200;
  headers: MessageHeaders = {};
  body: T | null = null;

  send(statusCode: number, body?: T | null): void {
    this.statusCode = statusCode;
    this.body = body ?? null;
  }
}

export type RouteHandler = (request: IRouterRequest, response: RouterResponse) => unknown;

interface Route {
  method: HttpMethod;
  segments: string[];
  handler: RouteHandler;
}

interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/** Matches requests from frames by method and URL pattern (`/reports/:uniqueId/events/:eventName`). */
export class Router {
  readonly #routes: Route[] = [];

  constructor(proxy: { addHandler(handler: IMessageHandler): void }) {
    proxy.addHandler(this.#messageHandler);
  }

  get(url: string, handler: RouteHandler): this {
    this.addRoute('GET', url, handler);
    return this;
  }

  post(url: string, handler: RouteHandler): this {
    this.addRoute('POST', url, handler);
    return this;
  }

  put(url: string, handler: RouteHandler): this {
    this.addRoute('PUT', url, handler);
    return this;
  }

  patch(url: string, handler: RouteHandler): this {
    this.addRoute('PATCH', url, handler);
    return this;
  }

  delete(url: string, handler: RouteHandler): this {
    this.addRoute('DELETE', url, handler);
    return this;
  }

  /** Adds a route and returns the function that removes it again (the anchor's router cannot). */
  addRoute(method: HttpMethod, pattern: string, handler: RouteHandler): () => void {
    const route: Route = { method, segments: splitPath(pattern), handler };
    this.#routes.push(route);
    return () => {
      const index = this.#routes.indexOf(route);
      if (index >= 0) this.#routes.splice(index, 1);
    };
  }

  get routeCount(): number {
    return this.#routes.length;
  }

  /** Finds the route for a request; among several matches the one with the most literal segments wins. */
  match(method: string, url: string): RouteMatch | undefined {
    const path = splitPath(url.split('?')[0] ?? '');
    let best: RouteMatch | undefined;
    let bestLiterals = -1;
    for (const route of this.#routes) {
      if (route.method !== method) continue;
      const params = matchSegments(route.segments, path);
      if (!params) continue;
      const literals = route.segments.filter((segment) => !segment.startsWith(':')).length;
      if (literals > bestLiterals) {
        best = { route, params };
        bestLiterals = literals;
      }
    }
    return best;
  }

  readonly #messageHandler: IMessageHandler = {
    test: (message) => isRequest(message) && this.match(message.method, message.url) !== undefined,
    handle: async (message, context?: MessageContext) => {
      if (!isRequest(message)) return undefined;
      const found = this.match(message.method, message.url);
      if (!found) return undefined;
      const { params } = found;
      // As the anchor's router does, the message itself gets what the route matched: the proxy's answer to a
      // handler that fails prints the message.
      Object.assign(message, {
        params,
        queryParams: Object.fromEntries(new URLSearchParams(message.url.split('?')[1])),
      });
      const request: IRouterRequest = {
        method: message.method,
        url: message.url,
        headers: isObject(message.headers) ? message.headers : {},
        body: message.body,
        params,
        source: context?.source,
        origin: context?.origin,
      };
      const response = new RouterResponse();
      await found.route.handler(request, response);
      const answer: IHttpPostMessageResponse = {
        statusCode: response.statusCode,
        headers: response.headers,
        body: response.body,
      };
      return answer;
    },
  };
}

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function isRequest(
  message: unknown,
): message is { method: HttpMethod; url: string; headers?: unknown; body?: unknown } {
  return isObject(message) && METHODS.includes(message.method as string) && typeof message.url === 'string';
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function matchSegments(pattern: string[], path: string[]): Record<string, string> | undefined {
  if (pattern.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string;
    const actual = path[i] as string;
    if (expected.startsWith(':')) {
      params[expected.slice(1)] = safeDecode(actual);
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
