// Every way a question may name a dataset's fields: each column, measure and table by its name and its
// English and Spanish captions, and each known value of a text column; all as stemmed words.
import type { ColumnRef, Dataset, DatasetColumn, MeasureRef } from '@nuvem/api-contract';
import { questionWords } from './questionWords';

export type LexiconEntry =
  | { kind: 'measure'; words: string[]; field: MeasureRef }
  | { kind: 'column'; words: string[]; field: ColumnRef; column: DatasetColumn }
  /** A table's name stands for its first measure ('chamados por prioridade', 'consumo por região'). */
  | { kind: 'table'; words: string[]; field: MeasureRef }
  | { kind: 'value'; words: string[]; field: ColumnRef; value: string };

/** Known values of a dataset's text columns, by column name (the frame asks the API for them). */
export type ColumnValues = ReadonlyMap<string, readonly string[]>;

/** When two entries read the same, the first kind wins: a measure named like its table is that measure. */
const KIND_ORDER: Record<LexiconEntry['kind'], number> = { measure: 0, column: 1, table: 2, value: 3 };

export class FieldLexicon {
  readonly entries: LexiconEntry[] = [];

  constructor(dataset: Dataset, values: ColumnValues = new Map()) {
    // Each name also without its unit in parentheses: 'tempo médio de resolução' names 'Tempo Médio de Resolução (h)'.
    const spellings = (name: string, captions?: { en?: string; es?: string }) =>
      unique(
        [name, captions?.en, captions?.es]
          .filter((text): text is string => !!text)
          .flatMap((text) => [text, text.replace(/\s*\([^)]*\)\s*/g, ' ')])
          .map(questionWords),
      );
    for (const table of dataset.tables) {
      for (const measure of table.measures) {
        for (const words of spellings(measure.name, measure.captions)) {
          this.entries.push({ kind: 'measure', words, field: { table: table.name, measure: measure.name } });
        }
      }
      for (const column of table.columns) {
        for (const words of spellings(column.name, column.captions)) {
          this.entries.push({
            kind: 'column',
            words,
            field: { table: table.name, column: column.name },
            column,
          });
        }
        for (const value of values.get(column.name) ?? []) {
          const words = questionWords(value);
          if (words.length > 0) {
            this.entries.push({
              kind: 'value',
              words,
              field: { table: table.name, column: column.name },
              value,
            });
          }
        }
      }
      const [first] = table.measures;
      if (first) {
        for (const words of spellings(table.name, table.captions)) {
          this.entries.push({ kind: 'table', words, field: { table: table.name, measure: first.name } });
        }
      }
    }
  }

  /**
   * The entry that reads the most words from `at` on. Ties go by kind (a column first when the question
   * groups by what follows: 'por máquina virtual'), then by dataset order.
   */
  exact(words: readonly string[], at: number, grouping = false): LexiconEntry | undefined {
    const rank = (entry: LexiconEntry) => (grouping && entry.kind === 'column' ? -1 : KIND_ORDER[entry.kind]);
    let best: LexiconEntry | undefined;
    for (const entry of this.entries) {
      const same = entry.kind === 'value' ? sameValueWord : sameWord;
      if (!entry.words.every((word, index) => same(words[at + index], word))) continue;
      const longer = !best || entry.words.length > best.words.length;
      if (longer || (entry.words.length === best!.words.length && rank(entry) < rank(best!))) best = entry;
    }
    return best;
  }

  /**
   * A measure, then a column, whose name holds the question's words from `at` in a row ('custo' → Custo
   * Total, 'cost' → Total Cost): the longest run before `end` that some name holds, the first such field in
   * the dataset.
   */
  partial(
    words: readonly string[],
    at: number,
    end: number,
  ): { entry: LexiconEntry; length: number } | undefined {
    for (let length = end - at; length >= 1; length -= 1) {
      const run = words.slice(at, at + length);
      for (const kind of ['measure', 'column'] as const) {
        const entry = this.entries.find(
          (candidate) => candidate.kind === kind && holdsRun(candidate.words, run),
        );
        if (entry) return { entry, length };
      }
    }
    return undefined;
  }
}

const sameWord = (asked: string | undefined, named: string) => asked === named;

/**
 * A value is named whatever its gender in Portuguese and Spanish: 'críticos' names 'Crítica', 'alto' names
 * 'Alta' (a final o or a is dropped from words of five letters or more on both sides).
 */
const genderless = (word: string) => (word.length >= 5 && /[oa]$/.test(word) ? word.slice(0, -1) : word);
const sameValueWord = (asked: string | undefined, named: string) =>
  asked !== undefined && (asked === named || genderless(asked) === genderless(named));

function holdsRun(words: readonly string[], run: readonly string[]): boolean {
  for (let start = 0; start + run.length <= words.length; start += 1) {
    if (run.every((word, index) => words[start + index] === word)) return true;
  }
  return false;
}

function unique(spellings: string[][]): string[][] {
  const seen = new Set<string>();
  return spellings.filter(
    (words) => words.length > 0 && !seen.has(words.join(' ')) && seen.add(words.join(' ')),
  );
}
