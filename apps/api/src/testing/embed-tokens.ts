// Embed tokens as a host page gets them (the dashboard embed and BI item token routes), and the header the
// frame sends them in.
import type { DashboardEmbed, EmbedToken } from '@nuvem/api-contract';
import { call, jsonOf } from './http-calls';
import type { SignedIn } from './sign-in';
import type { TestApp } from './test-app';

export const embedHeaders = (token: string) => ({ authorization: `EmbedToken ${token}` });

/** The token of a BI item (report or dashboard) for this user. */
export async function biItemToken(t: TestApp, who: SignedIn, itemId: string): Promise<string> {
  return (await jsonOf<EmbedToken>(await call(t, 'POST', `/api/v1/bi/items/${itemId}/token`, who))).token;
}

/** The token of an insights dashboard for this user. */
export async function dashboardToken(t: TestApp, who: SignedIn, dashboardId: string): Promise<string> {
  return (await jsonOf<DashboardEmbed>(await call(t, 'GET', `/api/v1/dashboards/${dashboardId}/embed`, who)))
    .token;
}

/** A request with an embed token instead of a session. */
export function callEmbedded(
  t: TestApp,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<Response> {
  return fetch(t.url(path), {
    method,
    headers: {
      ...embedHeaders(token),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
