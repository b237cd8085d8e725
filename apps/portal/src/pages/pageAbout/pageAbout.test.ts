import { PORTAL_MENU, type MenuEntryDefinition, type MenuItemDefinition } from '@nuvem/features';
import { translationGaps } from '@nuvem/ui';
import { matchPath } from 'react-router-dom';
import { routeTable } from '../../routes/routeTable';
import pageAboutMessages from './pageAbout.i18n';
import { PAGE_SHORTCUTS } from './pageAboutShortcuts';

const items = (entries: readonly MenuEntryDefinition[]): MenuItemDefinition[] =>
  entries.flatMap((entry) => (entry.kind === 'item' ? [entry] : items(entry.children)));
const routeOf = (href: string) => routeTable.find((route) => matchPath(`/${route.path}`, href));
// Another page family, with its own screens under way.
const elsewhere = (path: string) => path.startsWith('customer-disaster-recover');
const screenless = routeTable.filter((route) => !route.screen && !route.bare && route.path !== '404');
const { entries, routes } = pageAboutMessages['pt-BR'];

test('the statements are complete in every language', () => {
  expect(translationGaps(pageAboutMessages)).toEqual([]);
});

test('every menu entry that leads to a route without a screen says what its page holds', () => {
  const missing = items(PORTAL_MENU)
    .filter((item) => {
      const route = routeOf(item.href);
      return route && !route.screen && !elsewhere(route.path);
    })
    .filter((item) => !(item.id in entries))
    .map((item) => item.id);
  expect(missing).toEqual([]);
});

test('every route without a screen says what it holds at its own address, by menu entry or route', () => {
  const byMenu = new Set(
    items(PORTAL_MENU)
      .filter((item) => item.id in entries)
      .map((item) => routeOf(item.href)?.path),
  );
  const missing = screenless
    .filter((route) => !elsewhere(route.path) && !byMenu.has(route.path) && !(route.titleKey in routes))
    .map((route) => route.path);
  expect(missing).toEqual([]);
});

test('no statement is left for a page that has its screen now', () => {
  const withScreen = items(PORTAL_MENU)
    .filter((item) => routeOf(item.href)?.screen)
    .map((item) => item.id);
  expect(Object.keys(entries).filter((id) => withScreen.includes(id))).toEqual([]);
  expect(Object.keys(PAGE_SHORTCUTS.entries).filter((id) => withScreen.includes(id))).toEqual([]);
});

test('no statement or shortcut list is left over: each names a menu entry or a route', () => {
  const ids = new Set(items(PORTAL_MENU).map((item) => item.id));
  const titleKeys = new Set([...routeTable.map((route) => route.titleKey), 'modern']);
  for (const id of [...Object.keys(entries), ...Object.keys(PAGE_SHORTCUTS.entries)])
    expect(ids).toContain(id);
  for (const key of [...Object.keys(routes), ...Object.keys(PAGE_SHORTCUTS.routes)])
    expect(titleKeys).toContain(key);
});

test.each(['pt-BR', 'en', 'es'] as const)('no statement in %s apologises', (locale) => {
  expect(JSON.stringify(pageAboutMessages[locale])).not.toMatch(
    /em construção|não tem conteúdo|under construction|no content|en construcción|sin contenido/i,
  );
});
