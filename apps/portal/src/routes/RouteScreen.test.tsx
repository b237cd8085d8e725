import { createSession, SessionProvider } from '@nuvem/features';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createPortalI18n } from '../i18n/portalI18n';
import { RouteScreen } from './RouteScreen';

function renderAt(path: string, titleKey: string, locale: 'pt-BR' | 'en' = 'pt-BR') {
  const session = createSession({
    baseUrl: '',
    fetch: async () => new Response('{}'),
    reload: () => undefined,
  });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionProvider session={session}>
        <I18nextProvider i18n={createPortalI18n(locale)}>
          <MemoryRouter initialEntries={[path]}>
            <RouteScreen titleKey={titleKey} />
          </MemoryRouter>
        </I18nextProvider>
      </SessionProvider>
    </SWRConfig>,
  );
}

const breadcrumb = () => screen.queryByRole('navigation', { name: 'Você está em' });

test.each([
  // Each was titled by its route ('Chamados de suporte', 'Usuário', 'Produtos PaaS', 'IaaS', 'Administração').
  ['/tickets', 'tickets', 'Atendimento ao cliente', ['Suporte', 'Atendimento ao cliente']],
  ['/user/minhas-empresas', 'user', 'TSS', null],
  ['/produto/tss', 'product', 'TSS', ['PaaS', 'TSS']],
  ['/iaas/virtual-machines', 'iaas', 'Máquinas virtuais', ['IaaS', 'Máquinas virtuais']],
  ['/admin/iam/usuarios-adm-usuarios', 'admin', 'Gestão de usuários', null],
  ['/admin/iam/roles', 'admin', 'Perfis', ['Administração', 'IAM', 'Perfis']],
])('%s is titled by its menu entry', (path, titleKey, title, trail) => {
  renderAt(path, titleKey);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Nuvem`);
  const crumbs = breadcrumb();
  if (trail)
    expect(
      within(crumbs!)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(trail);
  else expect(crumbs).toBeNull();
});

test('a path with no menu entry keeps the route table’s title', () => {
  renderAt('/iaas', 'iaas');
  expect(screen.getByRole('heading', { level: 1, name: 'IaaS' })).toBeInTheDocument();
  expect(breadcrumb()).toBeNull();
});

test('in English the title and breadcrumb follow the language', () => {
  renderAt('/tickets', 'tickets', 'en');
  expect(screen.getByRole('heading', { level: 1, name: 'Customer support' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'You are here' })).toHaveTextContent('Support');
  expect(document.title).toBe('Customer support · Nuvem');
});
