import { createTestI18n } from '../testing/createTestI18n';
import { NO_MENU_ACCESS } from './menuContext';
import { menuTrailOf } from './menuTrailOf';
import { portalMenuOf } from './portalMenuOf';

const menu = portalMenuOf(NO_MENU_ACCESS, createTestI18n('pt-BR').getFixedT('pt-BR', 'features'));
const nameOf = (pathname: string) => {
  const trail = menuTrailOf(menu, pathname);
  return trail && [...trail.groups.map((group) => group.label), trail.item.label];
};

test.each<[string, string[] | null]>([
  // The pages the route table used to misname.
  ['/tickets', ['Suporte', 'Atendimento ao cliente']],
  ['/user/minhas-empresas', ['TSS']],
  ['/produto/tss', ['PaaS', 'TSS']],
  ['/produto/protheus', ['PaaS', 'Protheus']],
  ['/iaas/welcome', ['IaaS', 'Boas-vindas']],
  ['/admin/iam/usuarios-adm-usuarios', ['Gestão de usuários']],
  // Nested groups, sub-pages, query and hash.
  ['/admin/iam/roles', ['Administração', 'IAM', 'Perfis']],
  ['/iaas/virtual-machines/vm-042', ['IaaS', 'Máquinas virtuais']],
  ['/dashboard?tab=1#top', ['Início']],
  // Entries disabled for this user still name their page.
  ['/status-page', ['Página de status']],
  ['/customer-disaster-recover/deactivation', ['Recuperação de desastre', 'Desativação']],
  // No menu entry: the caller keeps its own title.
  ['/iaas', null],
  ['/notes', null],
  ['/produtos', null],
])('%s is named %j', (pathname, expected) => {
  expect(nameOf(pathname)).toEqual(expected);
});

test('the trail holds the entries themselves', () => {
  const trail = menuTrailOf(menu, '/contact');
  expect(trail?.item).toMatchObject({ kind: 'item', id: 'support-token', href: '/contact' });
  expect(trail?.groups.map((group) => group.id)).toEqual(['support']);
});
