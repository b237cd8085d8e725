import { LOCALES } from '@nuvem/ui';
import { featuresResources } from './featuresResources';
import { featuresMessagesPtBR, loadFeaturesMessages } from './featuresMessages';

test.each(LOCALES)('%s loaded one language at a time is the whole features namespace', async (locale) => {
  expect(await loadFeaturesMessages(locale)).toEqual(featuresResources[locale]);
});

test('the default language is at hand, under the spec keys', () => {
  expect(Object.keys(featuresMessagesPtBR)).toEqual(
    expect.arrayContaining(['error_code', 'env_message', 'menu']),
  );
});
