// Story data: a small menu of the shape the portal ships (items, groups, a nested group, an external link,
// an always-disabled item), with fixed labels. The portal's own menu lives in @nuvem/features (menu/) and
// has its stories there; these only exercise the component.
import type { ReactNode } from 'react';
import type { NavEntry, NavGroup, NavItem } from '../model/navigation';
import { navIcon } from './navIcons';

const item = (id: string, label: string, href: string, icon?: ReactNode): NavItem => ({
  kind: 'item',
  id,
  label,
  href,
  enabled: true,
  ...(icon ? { icon } : {}),
});

const group = (id: string, label: string, icon: ReactNode | undefined, children: NavEntry[]): NavGroup => ({
  kind: 'group',
  id,
  label,
  children,
  ...(icon ? { icon } : {}),
});

/** A full menu, every entry enabled except the status page (always disabled, spec §2.6). */
export const fullMenu: NavEntry[] = [
  item('home', 'Início', '/dashboard', navIcon('home')),
  item('my-account', 'Minha conta', '/store/consumo', navIcon('wallet')),
  item('insights', 'Insights', '/insights', navIcon('insights')),
  group('paas', 'PaaS', navIcon('cloud'), [
    item('paas-fluig', 'Fluig', '/produto/fluig'),
    item('paas-protheus', 'Protheus', '/produto/protheus'),
    item('paas-rm', 'RM', '/produto/rm'),
  ]),
  group('iaas', 'IaaS', navIcon('servers'), [
    item('iaas-welcome', 'Boas-vindas', '/iaas/welcome'),
    item('iaas-calculator', 'Calculadora', '/iaas/calculator'),
    item('iaas-virtual-machines', 'Máquinas virtuais', '/iaas/virtual-machines'),
    item('iaas-resources', 'Recursos', '/iaas/resources'),
    item('iaas-setup', 'Configuração', '/iaas/setup'),
    item('iaas-information', 'Informações', '/iaas/information'),
    item('iaas-manager', 'Gerenciador', '/iaas/manager'),
    item('iaas-help', 'Ajuda', '/iaas/help'),
  ]),
  item(
    'user-management',
    'Gestão de usuários',
    '/admin/iam/usuarios-adm-usuarios',
    navIcon('manageAccounts'),
  ),
  group('admin', 'Administração', navIcon('admin'), [
    item('admin-marketplace', 'Marketplace', '/admin/marketplace'),
    item('admin-contracts', 'Contratos', '/admin/contracts'),
    item('admin-release-notes', 'Notas de versão', '/admin/release-notes'),
    group('admin-iam', 'IAM', undefined, [
      item('admin-iam-features', 'Funcionalidades', '/admin/iam/features'),
      item('admin-iam-roles', 'Perfis', '/admin/iam/roles'),
      item('admin-iam-users', 'Usuários', '/admin/iam/users'),
    ]),
  ]),
  group('develop', 'Estúdio do desenvolvedor', navIcon('code'), [
    item('develop-studio', 'Estúdio', '/develop/studio'),
    {
      ...item('develop-docs', 'Documentação da API', 'https://developers.nuvem.example/api'),
      external: true,
    },
  ]),
  group('product-management', 'Gestão de produtos', navIcon('inventory'), [
    item('pm-approval-center', 'Central de aprovação', '/modern/product-management/approval-center'),
    item('pm-actions', 'Ações', '/modern/product-management/actions'),
  ]),
  item('migrador', 'Migrador', '/migrador', navIcon('moveUp')),
  { ...item('status-page', 'Página de status', '/status-page', navIcon('traffic')), enabled: false },
  group('support', 'Suporte', navIcon('support'), [
    item('support-token', 'Geração de token', '/contact'),
    item('support-tickets', 'Atendimento ao cliente', '/tickets'),
  ]),
];

/** A copy of `entries` with the given items disabled, as the portal does for missing permissions. */
export function withDisabled(entries: readonly NavEntry[], ids: readonly string[]): NavEntry[] {
  return entries.map((entry) =>
    entry.kind === 'item'
      ? { ...entry, enabled: entry.enabled && !ids.includes(entry.id) }
      : { ...entry, children: withDisabled(entry.children, ids) },
  );
}

/** A customer's menu: no administration, user management, product management, developer studio or migrator. */
export const customerMenu: NavEntry[] = withDisabled(fullMenu, [
  'user-management',
  'admin-marketplace',
  'admin-contracts',
  'admin-release-notes',
  'admin-iam-features',
  'admin-iam-roles',
  'admin-iam-users',
  'develop-studio',
  'develop-docs',
  'pm-approval-center',
  'pm-actions',
  'migrador',
]);
