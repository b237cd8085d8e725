// What the Q&A panel offers before anything is asked, and what it lists when a question is not understood:
// built from the datasets' own fields, in the viewer's language, so every suggestion is one the interpreter
// reads (it knows the captions of every language).
import type { Dataset } from '@nuvem/api-contract';
import type { Locale } from '@nuvem/ui';
import { captionOf } from '../data/fieldCatalog';
import type { Translate } from '../data/smartNarrative';

/** Suggestions shown at most. */
const SUGGESTIONS = 4;
/** Fields a "not understood" answer lists at most. */
const KNOWN_FIELDS = 24;

/** Each dataset's first measure by its first text columns and by month ('Custo Total por Região'). */
export function suggestionsOf(datasets: readonly Dataset[], locale: Locale, t: Translate): string[] {
  const suggestions: string[] = [];
  for (const dataset of datasets) {
    const table = dataset.tables[0];
    const measure = table?.measures[0];
    if (!table || !measure) continue;
    const values = captionOf(measure.name, measure.captions, locale);
    const groups = [
      ...table.columns.filter((column) => column.dataType === 'text' && column.format === 'text').slice(0, 2),
      ...table.columns.filter((column) => column.format === 'month').slice(0, 1),
    ];
    for (const column of groups) {
      suggestions.push(
        t('qna.restatement', { values, groups: captionOf(column.name, column.captions, locale) }),
      );
    }
  }
  return suggestions.slice(0, SUGGESTIONS);
}

/** The measures, then the columns, a question may name, in the viewer's language. */
export function knownFieldsOf(datasets: readonly Dataset[], locale: Locale): string[] {
  const tables = datasets.flatMap((dataset) => dataset.tables);
  const names = [
    ...tables.flatMap((table) =>
      table.measures.map((field) => captionOf(field.name, field.captions, locale)),
    ),
    ...tables.flatMap((table) => table.columns.map((field) => captionOf(field.name, field.captions, locale))),
  ];
  return [...new Set(names)].slice(0, KNOWN_FIELDS);
}
