import { createNoticesStore, createSession, NoticesProvider, SessionProvider } from '@nuvem/features';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createPortalI18n } from '../i18n/portalI18n';
import { renderPage } from '../testing/renderPage';
import { RouteScreen } from './RouteScreen';

/** The page for a signed-out visitor (an unguarded route in the public frame). */
function renderAt(
  path: string,
  titleKey: string,
  locale: 'pt-BR' | 'en' | 'es' = 'pt-BR',
  menuPathsOnly = false,
) {
  const session = createSession({
    baseUrl: '',
    fetch: async () => new Response('{}'),
    reload: () => undefined,
  });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionProvider session={session}>
        <I18nextProvider i18n={createPortalI18n(locale)}>
          <NoticesProvider store={createNoticesStore()}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="/404" element={<p>404</p>} />
                <Route path="*" element={<RouteScreen titleKey={titleKey} menuPathsOnly={menuPathsOnly} />} />
              </Routes>
            </MemoryRouter>
          </NoticesProvider>
        </I18nextProvider>
      </SessionProvider>
    </SWRConfig>,
  );
}

const breadcrumb = () => screen.queryByRole('navigation', { name: 'Você está em' });
const about = () => screen.getByRole('region', { name: 'Sobre esta página' });

test.each([
  // Each was titled by its route ('Usuário', 'IaaS', 'Administração').
  ['/user/minhas-empresas', 'user', 'TSS', null],
  ['/iaas/virtual-machines', 'iaas', 'Máquinas virtuais', ['IaaS', 'Máquinas virtuais']],
  ['/admin/iam/usuarios-adm-usuarios', 'admin', 'Gestão de usuários', null],
  ['/admin/iam/roles', 'admin', 'Perfis', ['Administração', 'IAM', 'Perfis']],
  ['/product-management/actions', 'productManagement', 'Ações', ['Gestão de produtos', 'Ações']],
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

test('it says what the page holds, for its menu entry', () => {
  renderAt('/security-center/advisor', 'securityCenter');
  expect(about()).toHaveTextContent(
    'Nesta página você vai ver as recomendações de segurança para o seu ambiente, ordenadas pelo risco',
  );
  expect(document.body).not.toHaveTextContent(/não tem conteúdo|em construção/);
});

test('a path with no menu entry keeps the route table’s title and says what its route holds', () => {
  renderAt('/iaas', 'iaas');
  expect(screen.getByRole('heading', { level: 1, name: 'IaaS' })).toBeInTheDocument();
  expect(breadcrumb()).toBeNull();
  expect(about()).toHaveTextContent('Área IaaS: cada seção');
});

test('signed out, no shortcut is offered (each needs the sign-in)', () => {
  renderAt('/security-center/advisor', 'securityCenter');
  expect(screen.queryByRole('region', { name: 'Atalhos relacionados' })).toBeNull();
});

test.each([
  ['en', 'Advisor', 'About this page', 'This page will show security recommendations'],
  ['es', 'Recomendaciones', 'Acerca de esta página', 'En esta página verá las recomendaciones de seguridad'],
] as const)('in %s the title, the panel and the statement follow the language', (locale, h1, panel, text) => {
  renderAt('/security-center/advisor', 'securityCenter', locale);
  expect(screen.getByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: panel })).toHaveTextContent(text);
});

const me = (features: string[]) => ({
  fullName: 'Ana Souza',
  firstName: 'Ana',
  email: 'ana@acme.example',
  phone: '+55 11 91234-5678',
  kind: 'customer',
  stream_channel: 'user-ana',
  stream_hash: 'h',
  customers: [
    {
      cloud_id: 'ACM1',
      t_code: 'T10007',
      corporate_name: 'Acme Produção',
      federal_id: '11.345.678/0001-01',
      region: 'sa-east-1',
      budget_id: null,
      primeData: { support_type: 'PRIME' },
    },
  ],
  features,
  featureFlags: [],
  alertMessage: [],
  iaas_cancelling: false,
  message: null,
});

test('signed in, the shortcuts are the related pages the user may open, named as the menu names them', async () => {
  localStorage.setItem('nuvem-current-cloud', 'ACM1');
  // Support tickets, but no contact entry (generate_positive_validation_token).
  renderPage(<RouteScreen titleKey="securityCenter" />, {
    entry: '/security-center/advisor',
    routes: {
      'GET /api/v1/me': () => me(['menu_iaas', 'security_center', 'zendesk_ticket_central_show_menu']),
    },
  });
  const shortcuts = await screen.findByRole('region', { name: 'Atalhos relacionados' });
  await within(shortcuts).findByRole('link', { name: 'Atendimento ao cliente' });
  expect(
    within(shortcuts)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Recursos', '/iaas/resources'],
    ['Atendimento ao cliente', '/tickets'],
  ]);
  expect(shortcuts).toHaveTextContent('Máquinas virtuais, volumes, redes e IPs públicos do ambiente.');
  localStorage.clear();
});

test('under a catch-all of menu pages only, a path no entry names is the 404 page', () => {
  renderAt('/admin/no-such-tool', 'admin', 'pt-BR', true);
  expect(screen.getByText('404')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});

test("under that catch-all, a menu entry's path still shows its page", () => {
  renderAt('/admin/contracts', 'admin', 'pt-BR', true);
  expect(screen.getByRole('heading', { level: 1, name: 'Contratos' })).toBeInTheDocument();
});
