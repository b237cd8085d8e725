import type { NavEntry, NavGroup, NavItem } from '../model/navigation';
import { visibleEntries } from './visibleEntries';

const item = (id: string, enabled = true): NavItem => ({
  kind: 'item',
  id,
  label: id,
  href: `/${id}`,
  enabled,
});
const group = (id: string, ...children: NavEntry[]): NavGroup => ({ kind: 'group', id, label: id, children });

/** The ids of a tree, groups written as `id(children)`, to compare shapes in one string. */
const shape = (entries: NavEntry[]): string =>
  entries.map((e) => (e.kind === 'item' ? e.id : `${e.id}(${shape(e.children)})`)).join(',');

test.each<[string, NavEntry[], string]>([
  ['an empty menu', [], ''],
  ['enabled items show', [item('a'), item('b')], 'a,b'],
  ['a disabled item is hidden', [item('a'), item('b', false)], 'a'],
  ['every item disabled', [item('a', false), item('b', false)], ''],
  ['a group with an enabled child shows', [group('g', item('a'))], 'g(a)'],
  ['disabled children are dropped', [group('g', item('a', false), item('b'))], 'g(b)'],
  ['a group whose children are all disabled is hidden', [group('g', item('a', false), item('b', false))], ''],
  ['an empty group is hidden', [group('g')], ''],
  ['a nested visible item keeps its groups', [group('g', group('h', item('a')))], 'g(h(a))'],
  ['a group holding only a hidden group is hidden', [group('g', group('h', item('a', false)))], ''],
  ['a hidden nested group is dropped', [group('g', group('h', item('a', false)), item('b'))], 'g(b)'],
  [
    'order is kept',
    [item('a'), group('g', item('b', false), item('c')), item('d', false), item('e')],
    'a,g(c),e',
  ],
])('%s', (_name, entries, expected) => {
  expect(shape(visibleEntries(entries))).toBe(expected);
});

test('the input is not modified', () => {
  const entries = [group('g', item('a', false), item('b'))];
  const before = structuredClone(entries);
  visibleEntries(entries);
  expect(entries).toEqual(before);
});
