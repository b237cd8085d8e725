import { leafKeys } from './translationGaps';
import { loadUiMessages, uiMessageFiles, uiShellMessagesPtBR } from './uiMessages';
import { uiResources } from './uiResources';
import { LOCALES } from './locales';

test('the shell and analytics parts hold every component file once', async () => {
  const shell = await uiMessageFiles('shell');
  const analytics = await uiMessageFiles('analytics');
  expect(shell.filter((file) => analytics.includes(file))).toEqual([]);
  expect(shell).toContain('../AccountPicker/AccountPicker.i18n.ts');
  expect(analytics).toContain('../FilterPane/FilterPane.i18n.ts');
  expect(shell.length + analytics.length).toBe(Object.keys(uiResources['pt-BR']).length);
});

test.each(LOCALES)('the two parts in %s together are the whole ui namespace', async (locale) => {
  const shell = await loadUiMessages('shell', locale);
  const analytics = await loadUiMessages('analytics', locale);
  expect({ ...shell, ...analytics }).toEqual(uiResources[locale]);
  expect(Object.keys(analytics)).toContain('FilterPane');
  expect(Object.keys(shell)).not.toContain('FilterPane');
});

test('the default language is at hand', () => {
  expect(leafKeys(uiShellMessagesPtBR)).toContain('AccountPicker.chooseAccount');
});
