import { loadAnalyticsMessages, setPortalLanguage, startPortalI18n } from './portalLanguages';

test('the app starts in pt-BR with the shell strings only', () => {
  const i18n = startPortalI18n();
  expect(i18n.language).toBe('pt-BR');
  expect(i18n.t('portal:titles.login')).toBe('Entrar');
  expect(i18n.exists('ui:AccountPicker.chooseAccount')).toBe(true);
  expect(i18n.exists('ui:FilterPane.title')).toBe(false);
  expect(i18n.hasResourceBundle('en', 'portal')).toBe(false);
});

test('a language is loaded, then switched to', async () => {
  const i18n = startPortalI18n();
  const switching = setPortalLanguage(i18n, 'en');
  expect(i18n.language).toBe('pt-BR');
  await switching;
  expect(i18n.language).toBe('en');
  expect(i18n.t('ui:AccountPicker.chooseAccount')).not.toMatch(/⟦/);
  expect(i18n.t('features:menu.home')).toBe('Home');
  expect(i18n.t('portal:titles.login')).not.toBe('Entrar');
});

test('the analytics strings come on request, and with each language picked after', async () => {
  const i18n = startPortalI18n();
  await loadAnalyticsMessages(i18n);
  expect(i18n.t('ui:FilterPane.title')).toBe('Filtros');
  await setPortalLanguage(i18n, 'es');
  expect(i18n.exists('ui:FilterPane.title')).toBe(true);
  expect(i18n.t('ui:FilterPane.title')).not.toMatch(/⟦/);
});
