import type { Insight } from '@nuvem/ui';

// The many-dashboards data of libs/ui's InsightsBrowser stories, so the benchmark and the stories filter the
// same list.
export { makeDashboards } from '@nuvem/ui/fixtures';

/** 5,000 dashboards in 50 categories: the list the keystroke benchmark filters. */
export const CATEGORIES = 50;
export const PER_CATEGORY = 100;

/** What a search shows first and how many it finds (the rule of both lists: substring, case-insensitive). */
export function expectedAfter(
  dashboards: readonly Insight[],
  query: string,
): { first: string; count: number } {
  const needle = query.trim().toLocaleLowerCase('pt-BR');
  const matches = dashboards.filter((d) => d.name.toLocaleLowerCase('pt-BR').includes(needle));
  return { first: matches[0]?.name ?? '', count: matches.length };
}
