import { colorSchemeOf } from './frameColorScheme';
import { frameParamsOf } from './frameParams';
import { formatLocaleOf, localeOf } from './frameLocale';
import { frameRouteOf } from './frameRoute';

test('the frame reads its ids, uid, locale and colour scheme parameters from the query', () => {
  expect(
    frameParamsOf(
      '?reportId=r1&groupId=g1&uid=abc12&language=en&formatLocale=pt-BR&tileId=&dashboardId=d1&colorScheme=dark',
    ),
  ).toEqual({
    reportId: 'r1',
    groupId: 'g1',
    dashboardId: 'd1',
    tileId: null,
    uid: 'abc12',
    language: 'en',
    formatLocale: 'pt-BR',
    colorScheme: 'dark',
  });
  expect(frameParamsOf('').uid).toBe('');
  expect(frameParamsOf('?colorScheme=').colorScheme).toBeNull();
});

test.each([
  ['dark', 'dark'],
  ['DARK', 'dark'],
  [' dark ', 'dark'],
  ['light', 'light'],
  [null, 'light'],
  ['auto', 'light'],
  ['black', 'light'],
  ['dark,light', 'light'],
])('colorScheme %s draws the frame %s', (colorScheme, mode) => {
  expect(colorSchemeOf(colorScheme)).toBe(mode);
});

test.each([
  [null, 'pt-BR'],
  ['en', 'en'],
  ['en-US', 'en'],
  ['es-MX', 'es'],
  ['ES', 'es'],
  ['pt', 'pt-BR'],
  ['fr', 'pt-BR'],
])('language %s is shown in %s', (language, locale) => {
  expect(localeOf(language)).toBe(locale);
});

test('formatLocale wins over the language when the browser knows it', () => {
  expect(formatLocaleOf('en-US', 'pt-BR')).toBe('en-US');
  expect(formatLocaleOf(null, 'es')).toBe('es');
  expect(formatLocaleOf('not a locale!', 'en')).toBe('en');
});

test.each([
  ['/reportEmbed', 'report'],
  ['/reportEmbed/', 'report'],
  ['/dashboardEmbed', 'dashboard'],
  ['/tileEmbed', 'tile'],
  ['/', 'home'],
  ['/reportembed', 'notFound'],
  ['/qnaEmbed', 'qna'],
  ['/rdlEmbed', 'paginated'],
  ['/rdlembed', 'notFound'],
])('%s routes to %s', (path, route) => {
  expect(frameRouteOf(path)).toBe(route);
});
