import { isGroupOpen, openGroupsFor, toggleGroup, type OpenGroups } from './openGroups';

const closed: OpenGroups = { top: null, nested: [] };

test.each<[string, readonly string[], OpenGroups]>([
  ['no active item opens nothing', [], closed],
  ['an item in a top-level group opens it', ['iaas'], { top: 'iaas', nested: [] }],
  ['an item in a nested group opens the whole trail', ['admin', 'iam'], { top: 'admin', nested: ['iam'] }],
])('%s', (_name, trail, expected) => {
  expect(openGroupsFor(trail)).toEqual(expected);
});

test.each<[string, OpenGroups, string, boolean, OpenGroups]>([
  ['opening a top-level group', closed, 'paas', true, { top: 'paas', nested: [] }],
  [
    'opening another closes the first',
    { top: 'paas', nested: [] },
    'iaas',
    true,
    { top: 'iaas', nested: [] },
  ],
  ['clicking the open one closes it', { top: 'iaas', nested: [] }, 'iaas', true, closed],
  ['opening a nested group', { top: 'admin', nested: [] }, 'iam', false, { top: 'admin', nested: ['iam'] }],
  [
    'nested groups open side by side',
    { top: 'admin', nested: ['iam'] },
    'monitoring',
    false,
    { top: 'admin', nested: ['iam', 'monitoring'] },
  ],
  ['closing a nested group', { top: 'admin', nested: ['iam'] }, 'iam', false, { top: 'admin', nested: [] }],
  [
    'switching top-level groups keeps nested memory',
    { top: 'admin', nested: ['iam'] },
    'iaas',
    true,
    { top: 'iaas', nested: ['iam'] },
  ],
])('%s', (_name, state, id, topLevel, expected) => {
  expect(toggleGroup(state, id, topLevel)).toEqual(expected);
});

test.each<[OpenGroups, string, boolean]>([
  [closed, 'iaas', false],
  [{ top: 'iaas', nested: [] }, 'iaas', true],
  [{ top: 'admin', nested: ['iam'] }, 'iam', true],
  [{ top: 'admin', nested: ['iam'] }, 'paas', false],
])('isGroupOpen(%j, %j) is %s', (state, id, expected) => {
  expect(isGroupOpen(state, id)).toBe(expected);
});
