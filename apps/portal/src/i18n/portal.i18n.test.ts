import { translationGaps } from '@nuvem/ui';
import { routeTable } from '../routes/routeTable';
import portalMessages from './portal.i18n';
import { createPortalI18n } from './portalI18n';

test('the portal strings are complete in every language', () => {
  expect(translationGaps(portalMessages)).toEqual([]);
});

test.each(['pt-BR', 'en', 'es'] as const)('every route has a title in %s', (locale) => {
  const i18n = createPortalI18n(locale);
  const missing = routeTable.filter((route) => !i18n.exists(`portal:titles.${route.titleKey}`));
  expect(missing).toEqual([]);
});
