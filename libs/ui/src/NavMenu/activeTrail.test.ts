import type { NavEntry, NavGroup, NavItem } from '../model/navigation';
import { activeTrail, hrefMatchesPath } from './activeTrail';

const item = (id: string, href: string, external = false): NavItem => ({
  kind: 'item',
  id,
  label: id,
  href,
  enabled: true,
  external,
});
const group = (id: string, ...children: NavEntry[]): NavGroup => ({ kind: 'group', id, label: id, children });

const menu: NavEntry[] = [
  item('home', '/dashboard'),
  group('iaas', item('iaas-welcome', '/iaas/welcome'), item('iaas-vms', '/iaas/virtual-machines')),
  group('admin', item('admin-home', '/admin'), group('iam', item('iam-users', '/admin/iam/users'))),
  item('docs', 'https://docs.example.com/dashboard', true),
];

test.each([
  ['/dashboard', '/dashboard', true],
  ['/dashboard', '/dashboard/', true],
  ['/dashboard', '/dashboard/widgets', true],
  ['/dashboard', '/dashboards', false],
  ['/dashboard/', '/dashboard', true],
  ['/iaas/help', '/iaas', false],
  ['/', '/', true],
  ['/', '/dashboard', false],
])('href %j matches path %j: %s', (href, path, expected) => {
  expect(hrefMatchesPath(href, path)).toBe(expected);
});

test.each([
  ['/dashboard', 'home', []],
  ['/dashboard?tab=2#top', 'home', []],
  ['/iaas/virtual-machines', 'iaas-vms', ['iaas']],
  ['/iaas/virtual-machines/vm-1/disks', 'iaas-vms', ['iaas']],
  ['/admin/contracts', 'admin-home', ['admin']],
  ['/admin/iam/users/42', 'iam-users', ['admin', 'iam']],
  ['/unknown', null, []],
  ['/', null, []],
] as const)('path %j marks %j inside %j', (path, itemId, groupIds) => {
  expect(activeTrail(menu, path)).toEqual({ itemId, groupIds });
});

test('on a tie the first item in menu order wins', () => {
  expect(activeTrail([item('a', '/x'), item('b', '/x')], '/x').itemId).toBe('a');
});
