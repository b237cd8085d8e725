import { createNoticesStore, createSession, NoticesProvider, SessionProvider } from '@nuvem/features';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createPortalI18n } from '../i18n/portalI18n';

/** Answers by 'METHOD /path'; anything else is a 404 in the API's error shape. */
export type PageRoutes = Record<string, (body: unknown) => unknown>;

/**
 * A page of the portal at `entry`, signed in (or not) over a fake API, with a fresh SWR cache, the portal's
 * strings in pt-BR and a notices store to read. `location()` is where the router is.
 */
export function renderPage(
  page: ReactElement,
  { entry, routes = {}, signedIn = true }: { entry: string; routes?: PageRoutes; signedIn?: boolean },
) {
  const calls: string[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(String(input), 'http://portal.test').pathname;
    calls.push(`${method} ${path}`);
    const answer = routes[`${method} ${path}`];
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    return answer
      ? new Response(JSON.stringify(answer(body)), { status: 200 })
      : new Response(JSON.stringify({ error_code: 'not_found', error_message: path }), { status: 404 });
  };
  const session = createSession({ baseUrl: '', fetch, reload: () => undefined });
  if (signedIn)
    session.start({ access_token: 'a', token_type: 'Bearer', expires_in: 900, refresh_token: 'r' });
  const notices = createNoticesStore();
  let location = '';
  function Where() {
    const { pathname, search, state } = useLocation();
    location = pathname + search + (state ? ` ${JSON.stringify(state)}` : '');
    return null;
  }
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>
        <I18nextProvider i18n={createPortalI18n('pt-BR')}>
          <NoticesProvider store={notices}>
            <MemoryRouter initialEntries={[entry]}>
              {page}
              <Where />
            </MemoryRouter>
          </NoticesProvider>
        </I18nextProvider>
      </SessionProvider>
    </SWRConfig>,
  );
  return { calls, notices, location: () => location };
}
