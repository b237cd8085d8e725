import { createTestI18n } from '../testing/createTestI18n';
import { NO_MENU_ACCESS, type MenuContext } from './menuContext';
import { DEMO_MENU_USERS, type DemoMenuUserName } from './menuFixtures';
import { menuAllows } from './menuAllows';
import { portalMenuOf } from './portalMenuOf';

const t = createTestI18n('pt-BR').getFixedT('pt-BR', 'features');
const allows = (context: MenuContext, pathname: string) => menuAllows(portalMenuOf(context, t), pathname);
const contextOf = (name: DemoMenuUserName | 'nobody'): MenuContext =>
  name === 'nobody' ? NO_MENU_ACCESS : DEMO_MENU_USERS[name].context;

test.each<[DemoMenuUserName | 'nobody', string, boolean]>([
  // An entry the user's menu shows, its sub-pages, query and hash.
  ['ana', '/security-center/vault', true],
  ['ana', '/iaas/virtual-machines/vm-042?tab=disks#top', true],
  ['ana', '/admin/iam/usuarios-adm-usuarios', true],
  // An entry it does not show.
  ['ana', '/admin/contracts', false],
  ['ana', '/develop/projects', false],
  ['carla', '/iaas/calculator', false],
  ['carla', '/develop/docs', true],
  ['bruno', '/marketplace', false],
  ['diego', '/admin/monitoring/dataset', true],
  ['diego', '/product-management/actions', true],
  ['elisa', '/product-management/actions', false],
  // Spec §6: IaaS resources hidden while cancelling; the customer panel only for PRIME support.
  ['fabio', '/iaas/resources', false],
  ['fabio', '/files', false],
  ['ana', '/files', true],
  // Spec §2.6: the status page is always disabled.
  ['diego', '/status-page', false],
  // Always-on entries, for anyone.
  ['nobody', '/store/consumo', true],
  ['nobody', '/maintenance-window', true],
  // No menu entry leads there: left to the route.
  ['nobody', '/notes', true],
  ['nobody', '/admin/features', true],
  ['nobody', '/iaas', true],
  ['nobody', '/user-preferences', true],
])('%s may open %s: %s', (name, pathname, expected) => {
  expect(allows(contextOf(name), pathname)).toBe(expected);
});
