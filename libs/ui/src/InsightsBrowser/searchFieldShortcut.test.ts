import { isSearchFieldShortcut, SEARCH_FIELD_KEYSHORTCUT } from './searchFieldShortcut';

const key = (
  key: string,
  mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; repeat?: boolean } = {},
) => ({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

test.each([
  ['/', key('/'), true],
  ['Shift+/ producing / (layouts where / needs Shift)', key('/'), true],
  ['AltGr+Q on ABNT2 (Ctrl+Alt on Windows) producing /', key('/', { ctrlKey: true, altKey: true }), true],
  ['Ctrl+/ (the global search)', key('/', { ctrlKey: true }), false],
  ['Cmd+/ (the global search)', key('/', { metaKey: true }), false],
  ['Alt+/', key('/', { altKey: true }), false],
  ['? (Shift+/ on US layouts)', key('?'), false],
  ['7 (the ABNT2 code of Shift+7)', key('7'), false],
  ['/ held down', key('/', { repeat: true }), false],
])('%s → %s', (_name, event, expected) => {
  expect(isSearchFieldShortcut(event)).toBe(expected);
});

test('the field announces the shortcut', () => {
  expect(SEARCH_FIELD_KEYSHORTCUT).toBe('/');
});
