// The `features` namespace in en: every file at once, so the app loads a language in one request
// (featuresMessages.ts). Globs take literal patterns only, hence one file per language.
const modules: Record<string, Record<string, unknown>> = import.meta.glob('../../**/*.i18n.ts', {
  query: { locale: 'en', part: 'features' },
  import: 'default',
  eager: true,
});
export default modules;
