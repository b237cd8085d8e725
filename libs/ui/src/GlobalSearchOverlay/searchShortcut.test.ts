import { isSearchShortcut } from './searchShortcut';

const key = (key: string, mods: { ctrlKey?: boolean; metaKey?: boolean; repeat?: boolean } = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});

test.each([
  ['Ctrl+/', key('/', { ctrlKey: true }), true],
  ['Cmd+/', key('/', { metaKey: true }), true],
  ['Ctrl+Cmd+/', key('/', { ctrlKey: true, metaKey: true }), true],
  ['/ alone', key('/'), false],
  ['Ctrl+? (Shift on US layouts)', key('?', { ctrlKey: true }), false],
  ['Ctrl+7 (the ABNT2 code of Shift+7 = /)', key('7', { ctrlKey: true }), false],
  ['Ctrl+k', key('k', { ctrlKey: true }), false],
  ['Ctrl+/ held down (auto-repeat)', key('/', { ctrlKey: true, repeat: true }), false],
])('%s → %s', (_name, event, expected) => {
  expect(isSearchShortcut(event)).toBe(expected);
});
