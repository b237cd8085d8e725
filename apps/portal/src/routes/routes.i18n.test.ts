import { translationGaps } from '@nuvem/ui';
import routesMessages from './routes.i18n';

test('the route gates’ strings are complete in every language', () => {
  expect(translationGaps(routesMessages)).toEqual([]);
});
