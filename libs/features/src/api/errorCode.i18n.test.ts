import { errorCodes } from '@nuvem/api-contract/paths';
import { LOCALES, translationGaps } from '@nuvem/ui';
import { FEATURES_NAMESPACE } from '../i18n/featuresNamespace';
import { featuresResources } from '../i18n/featuresResources';
import { createTestI18n } from '../testing/createTestI18n';
import apiErrors from './apiErrors.i18n';
import errorCode from './errorCode.i18n';

test.each(LOCALES)('every error code of the API has a text in %s', (locale) => {
  const i18n = createTestI18n(locale);
  const missing = errorCodes.filter(
    (code) => !i18n.exists(`error_code.${code}`, { ns: FEATURES_NAMESPACE, lng: locale }),
  );
  expect(missing).toEqual([]);
});

test('no text is kept for a code the API does not have', () => {
  const known = new Set<string>(errorCodes);
  expect(Object.keys(errorCode['pt-BR']).filter((code) => !known.has(code))).toEqual([]);
});

test('the error texts are complete in every language', () => {
  expect(translationGaps(errorCode)).toEqual([]);
  expect(translationGaps(apiErrors)).toEqual([]);
  expect(translationGaps(featuresResources)).toEqual([]);
});
