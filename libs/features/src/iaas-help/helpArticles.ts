// IaaS › Ajuda's articles live in the portal, one lazily loaded chunk per language, not in the API: they are
// product documentation versioned with the screens they describe (a release changes both together), the same
// for every customer, and searching about a dozen of them in memory answers on every keystroke with no round
// trip. Only the user's language is downloaded.
import type { HelpArticle } from '@nuvem/ui';

export type HelpLanguage = 'pt-BR' | 'en' | 'es';

const loaders: Record<HelpLanguage, () => Promise<{ default: readonly HelpArticle[] }>> = {
  'pt-BR': () => import('./articles/pt-BR'),
  en: () => import('./articles/en'),
  es: () => import('./articles/es'),
};

/** The help language of an i18next language ('en-US' → en); pt-BR, the default, for any other. */
export function helpLanguageOf(language: string | undefined): HelpLanguage {
  const base = language?.split('-')[0];
  return base === 'en' || base === 'es' ? base : 'pt-BR';
}

export async function loadHelpArticles(language: HelpLanguage): Promise<readonly HelpArticle[]> {
  return (await loaders[language]()).default;
}

/** Lower case, without accents: 'Cópia' and 'copia' match. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * The articles whose title, summary, text or steps hold every word of the query (in any order), accents and
 * case ignored; title matches first, then in their own order. An empty query answers all of them.
 */
export function searchHelpArticles(articles: readonly HelpArticle[], query: string): readonly HelpArticle[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return articles;
  const scored = articles.flatMap((article, order) => {
    const title = fold(article.title);
    const text = fold(
      [article.title, article.summary, ...article.paragraphs, ...(article.steps ?? [])].join(' '),
    );
    if (!words.every((word) => text.includes(word))) return [];
    return [{ article, order, inTitle: words.filter((word) => title.includes(word)).length }];
  });
  return scored.sort((a, b) => b.inTitle - a.inTitle || a.order - b.order).map((s) => s.article);
}
