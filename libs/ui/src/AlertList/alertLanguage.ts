const base = (language: string) => language.split('-')[0]!.toLowerCase();

/**
 * Whether an alert's text is in another language than the interface's (a provider's message that arrived
 * in Portuguese, read in English): it is then captioned as the provider's and marked with its `lang`.
 */
export const isForeignText = (textLang: string | undefined, uiLanguage: string): boolean =>
  textLang !== undefined && base(textLang) !== base(uiLanguage);
