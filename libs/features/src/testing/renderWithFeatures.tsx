import type { TokenPair } from '@nuvem/api-contract';
import { renderHook, render, type RenderHookOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { NoticesProvider } from '../notices/NoticesProvider';
import { createNoticesStore } from '../notices/noticesStore';
import { createSession } from '../session/createSession';
import { SessionProvider } from '../session/SessionProvider';
import { createTestI18n } from './createTestI18n';
import { fakeApi, type FakeRoutes } from './fakeApi';

const pair: TokenPair = { access_token: 'a1', token_type: 'Bearer', expires_in: 900, refresh_token: 'r1' };

/**
 * What a feature's hook or container needs around it, as the portal gives it: a signed-in session whose
 * client calls a fake API, a fresh SWR cache, the features' i18n (pt-BR) and a notices store to read.
 */
export function setupFeatures(routes: FakeRoutes) {
  const { fetch, requests } = fakeApi(routes);
  const session = createSession({ baseUrl: '', fetch, reload: vi.fn() });
  session.start(pair);
  const notices = createNoticesStore();
  const i18n = createTestI18n('pt-BR');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SessionProvider session={session}>
        <I18nextProvider i18n={i18n}>
          <NoticesProvider store={notices}>{children}</NoticesProvider>
        </I18nextProvider>
      </SessionProvider>
    </SWRConfig>
  );
  return {
    requests,
    notices,
    session,
    /** The language the wrapper renders in (pt-BR); a test may switch it. */
    i18n,
    wrapper,
    renderHook: <Result, Props>(hook: (props: Props) => Result, options?: RenderHookOptions<Props>) =>
      renderHook(hook, { wrapper, ...options }),
    render: (ui: ReactElement) => render(ui, { wrapper }),
  };
}
