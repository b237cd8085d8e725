/** One request as the fake fetch saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeHandler = (request: SeenRequest) => Response | Promise<Response>;

/** A JSON response, as the API sends it. */
export const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** The API's error shape. */
export const apiError = (status: number, code: string, vars: string[] = []) =>
  json(status, {
    error_code: code,
    error_vars: vars,
    error_title: 'Erro',
    error_type: 'error',
    error_message: `server says ${code}`,
  });

/**
 * A fetch for tests: records every request (headers lower-cased, JSON body parsed) and answers with
 * `handler`. Honours an aborted signal as the real fetch does.
 */
export function fakeFetch(handler: FakeHandler) {
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    init.signal?.throwIfAborted();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url: String(input),
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    return handler(request);
  };
  return { fetch, requests };
}
