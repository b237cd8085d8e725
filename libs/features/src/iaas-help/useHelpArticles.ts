import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useLoadState } from '../api/useLoadState';
import { helpLanguageOf, loadHelpArticles } from './helpArticles';

/** The help articles in the user's language, loaded once per language. */
export function useHelpArticles() {
  const { i18n } = useTranslation();
  const language = helpLanguageOf(i18n.language);
  const { data, error, mutate } = useSWR(['iaas-help-articles', language] as const, ([, lang]) =>
    loadHelpArticles(lang),
  );
  const state = useLoadState(data, error);
  return { articles: data, state, retry: () => void mutate() };
}
