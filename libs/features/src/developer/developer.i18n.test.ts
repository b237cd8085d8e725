import { apiTokenScopes } from '@nuvem/api-contract/paths';
import { LOCALES } from '@nuvem/ui';
import developer from './developer.i18n';
import { scopeKey } from './useDevProjects';

// The token form labels every scope of api-contract's table (the one the API checks), in every language.
test.each(LOCALES)('every API token scope has a label in %s', (locale) => {
  const labels = (developer[locale] as { scopes: Record<string, string> }).scopes;
  for (const scope of apiTokenScopes) expect(labels[scopeKey(scope)]).toBeTruthy();
  expect(Object.keys(labels).sort()).toEqual(apiTokenScopes.map(scopeKey).sort());
});
