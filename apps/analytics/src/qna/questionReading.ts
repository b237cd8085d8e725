// One pass over a question's words against one dataset: what each word names (a measure, a column to group
// by, a value to filter on, a time, a rank, a sort, a chart), and which words named nothing.
import type {
  AggregationFunction,
  ColumnRef,
  DatasetColumn,
  FieldRef,
  MeasureRef,
  SortDirection,
  ValueField,
  VisualType,
} from '@nuvem/api-contract';
import { fieldKey } from '@nuvem/api-contract/paths';
import type { FieldLexicon, LexiconEntry } from './fieldLexicon';
import { stem } from './questionWords';
import {
  aggregationWords,
  ascendingWords,
  bottomWords,
  calendarWords,
  chartWords,
  countWords,
  descendingWords,
  fillerWords,
  groupingWords,
  sortWords,
  topWords,
} from './qnaVocabulary';
import { timePhraseAt, type TimePhrase } from './timePhrases';

export interface Reading {
  values: ValueField[];
  /** The measure a table's name stands for, when the question names its table ('chamados', 'consumo'). */
  tableMeasure?: MeasureRef;
  groupings: { field: ColumnRef; column: DatasetColumn }[];
  /** Values a question names, by column ('em São Paulo'). */
  valueFilters: Map<string, { field: ColumnRef; values: string[] }>;
  times: TimePhrase[];
  rank?: { operator: 'Top' | 'Bottom'; count?: number; by?: ValueField; of?: ColumnRef };
  sort?: { by?: FieldRef; direction?: SortDirection };
  chart?: VisualType;
  /** Positions of the words that named nothing. */
  unknown: number[];
  /** Words that named a field, a value or a time: how well this dataset reads the question. */
  matched: number;
}

/** What the last grammar word makes of the next field: 'por' a grouping, 'top 5' the ranked column, … */
type Expectation = 'group' | 'rank' | 'sort' | 'count' | { aggregate: AggregationFunction } | undefined;

const wordSet = (words: string) => new Set(words.trim().split(/\s+/).map(stem));
const FILLER = wordSet(fillerWords);
const GROUPING = wordSet(groupingWords);
const SORT = wordSet(sortWords);
const ASCENDING = wordSet(ascendingWords);
const DESCENDING = wordSet(descendingWords);
const TOP = wordSet(topWords);
const BOTTOM = wordSet(bottomWords);
const COUNT = wordSet(countWords);
const stemmedKeys = <T>(record: Record<string, T>) =>
  new Map(Object.entries(record).map(([word, value]) => [stem(word), value]));
const AGGREGATION = stemmedKeys(aggregationWords);
const CHART = stemmedKeys(chartWords);
const CALENDAR = stemmedKeys(calendarWords);

const GRAMMAR = [FILLER, GROUPING, SORT, ASCENDING, DESCENDING, TOP, BOTTOM, COUNT];
const isContentWord = (word: string) =>
  !GRAMMAR.some((words) => words.has(word)) &&
  !AGGREGATION.has(word) &&
  !CHART.has(word) &&
  !CALENDAR.has(word);
const isNumber = (word: string | undefined) => word !== undefined && /^\d{1,4}$/.test(word);
const isQuantity = (column: DatasetColumn) =>
  (column.dataType === 'number' || column.dataType === 'integer') && column.format !== 'text';

export function readQuestion(
  words: readonly string[],
  plain: readonly string[],
  lexicon: FieldLexicon,
  calendar: (unit: (typeof calendarWords)[string]) => LexiconEntry | undefined,
): Reading {
  const reading: Reading = {
    values: [],
    groupings: [],
    valueFilters: new Map(),
    times: [],
    unknown: [],
    matched: 0,
  };
  let expecting: Expectation;

  /** A field named from `at` on, after filler words ('número de chamados'), without consuming it. */
  const fieldAhead = (at: number) => {
    let next = at;
    while (next < words.length && FILLER.has(words[next]!)) next += 1;
    return lexicon.exact(words, next);
  };

  /** `read` words named the entry; a partial reading counts for half (an exact name reads better). */
  const take = (entry: LexiconEntry, read: number) => {
    reading.matched += read;
    apply(reading, entry, expecting);
    expecting = undefined;
  };

  for (let at = 0; at < words.length;) {
    const word = words[at]!;
    const time = timePhraseAt(words, at);
    if (time) {
      reading.times.push(time);
      reading.matched += time.length;
      at += time.length;
      continue;
    }
    if (COUNT.has(word) && fieldAhead(at + 1)) {
      expecting = 'count';
      at += 1;
      continue;
    }
    const aggregation = AGGREGATION.get(word);
    if (aggregation && fieldAhead(at + 1)?.kind === 'column') {
      expecting = { aggregate: aggregation };
      at += 1;
      continue;
    }
    const rank = rankAt(words, plain, at);
    if (rank) {
      reading.rank = { ...reading.rank, operator: rank.operator, count: rank.count };
      expecting = 'rank';
      at += rank.length;
      continue;
    }
    const exact = lexicon.exact(words, at, expecting === 'group' || expecting === 'rank');
    if (exact) {
      // A column named before one of its values only qualifies it ('prioridade alta', 'region São Paulo').
      const qualified = exact.kind === 'column' && lexicon.exact(words, at + exact.words.length);
      if (qualified && qualified.kind === 'value' && fieldKey(qualified.field) === fieldKey(exact.field)) {
        reading.matched += exact.words.length;
        at += exact.words.length;
        continue;
      }
      take(exact, exact.words.length);
      at += exact.words.length;
      continue;
    }
    const unit = CALENDAR.get(word);
    const calendarColumn = unit && calendar(unit);
    if (calendarColumn) {
      take(calendarColumn, 1);
      at += 1;
      continue;
    }
    const chart = CHART.get(word);
    if (chart) {
      reading.chart = chart;
      at += 1;
      continue;
    }
    if (SORT.has(word) || ASCENDING.has(word) || DESCENDING.has(word)) {
      reading.sort ??= {};
      if (ASCENDING.has(word)) reading.sort.direction = 'Ascending';
      else if (DESCENDING.has(word)) reading.sort.direction = 'Descending';
      else expecting = 'sort';
      at += 1;
      continue;
    }
    if (GROUPING.has(word)) {
      if (expecting !== 'sort') expecting = 'group';
      at += 1;
      continue;
    }
    // A partial name reads only content words: 'cost per month' is not 'Average Cost per Environment'.
    let end = at;
    while (end < words.length && isContentWord(words[end]!)) end += 1;
    const partial = end > at && word.length >= 3 ? lexicon.partial(words, at, end) : undefined;
    if (partial) {
      take(partial.entry, partial.length / 2);
      at += partial.length;
      continue;
    }
    if (!FILLER.has(word)) reading.unknown.push(at);
    at += 1;
  }
  return reading;
}

/** 'top 5', '5 maiores', 'os maiores' (sorted only), 'o maior' (one). */
function rankAt(words: readonly string[], plain: readonly string[], at: number) {
  const rankOf = (word: string | undefined) =>
    word === undefined
      ? undefined
      : TOP.has(word)
        ? ('Top' as const)
        : BOTTOM.has(word)
          ? ('Bottom' as const)
          : undefined;
  const first = rankOf(words[at]);
  if (first && isNumber(words[at + 1])) return { operator: first, count: Number(words[at + 1]), length: 2 };
  const after = isNumber(words[at]) ? rankOf(words[at + 1]) : undefined;
  if (after) return { operator: after, count: Number(words[at]), length: 2 };
  if (!first) return undefined;
  // Without a number: the single word asks for one ('a região de maior custo'), the plural only sorts.
  const plural = /s$/.test(plain[at] ?? '') && !/(st|ss)$/.test(plain[at] ?? '');
  return { operator: first, count: plural ? undefined : 1, length: 1 };
}

function apply(reading: Reading, entry: LexiconEntry, expecting: Expectation) {
  const addValue = (field: ValueField) => {
    if (!reading.values.some((known) => fieldKey(known) === fieldKey(field))) reading.values.push(field);
    return field;
  };
  const addGrouping = (field: ColumnRef, column: DatasetColumn) => {
    if (!reading.groupings.some((known) => fieldKey(known.field) === fieldKey(field))) {
      reading.groupings.push({ field, column });
    }
  };
  if (entry.kind === 'value') {
    const key = fieldKey(entry.field);
    const filter = reading.valueFilters.get(key) ?? { field: entry.field, values: [] };
    if (!filter.values.includes(entry.value)) filter.values.push(entry.value);
    reading.valueFilters.set(key, filter);
    return;
  }
  if (entry.kind === 'table') {
    // 'backups com falha' asks for Falhas: a table's name gives its first measure only when nothing else does.
    reading.tableMeasure ??= entry.field;
    if (expecting === 'sort') reading.sort = { ...reading.sort, by: entry.field };
    else if (expecting === 'group' && reading.rank && !reading.rank.by) reading.rank.by = entry.field;
    return;
  }
  if (entry.kind === 'measure') {
    const value = addValue(entry.field);
    if (expecting === 'sort') reading.sort = { ...reading.sort, by: value };
    else if (expecting === 'group' && reading.rank && !reading.rank.by) reading.rank.by = value;
    return;
  }
  const { field, column } = entry;
  if (typeof expecting === 'object' || expecting === 'count') {
    // 'quantos clientes' counts customers, not their rows: a grouping column is counted distinct.
    const counted = isQuantity(column) ? 'Count' : 'DistinctCount';
    const aggregationFunction = expecting === 'count' ? counted : expecting.aggregate;
    addValue({ ...field, aggregationFunction });
    return;
  }
  if (isQuantity(column)) {
    // An amount is summed, never grouped by ('top 10 customers by revenue' ranks by Sum(Receita)).
    const value = addValue({ ...field, aggregationFunction: 'Sum' });
    if (expecting === 'sort') reading.sort = { ...reading.sort, by: value };
    else if (expecting === 'group' && reading.rank && !reading.rank.by) reading.rank.by = value;
    return;
  }
  addGrouping(field, column);
  if (expecting === 'sort') reading.sort = { ...reading.sort, by: field };
  if (reading.rank && !reading.rank.of) reading.rank.of = field;
}
