// Q&A: a question in Portuguese, English or Spanish read against one or more datasets, by rules (no language
// model), into the visual that answers it, or an honest "not understood" naming the words it could not read.
import type {
  ColumnRef,
  Dataset,
  DatasetColumn,
  DatasetTable,
  Filter,
  Sort,
  VisualFields,
  VisualType,
} from '@nuvem/api-contract';
import { filterTypes } from '@nuvem/api-contract/paths';
import { FieldLexicon, type ColumnValues, type LexiconEntry } from './fieldLexicon';
import { readQuestion, type Reading } from './questionReading';
import { plainWord, stem, writtenWords } from './questionWords';
import type { calendarWords } from './qnaVocabulary';

export interface QnaDataset {
  dataset: Dataset;
  /** Known values of its text columns, so that a question may name them ('em São Paulo'). */
  values?: ColumnValues;
}

/** The visual that answers a question: its dataset, type, fields, filters and the sort the question asks for. */
export interface QnaAnswer {
  datasetId: string;
  visualType: VisualType;
  fields: VisualFields;
  filters: Filter[];
  sort?: Sort;
}

export type QnaInterpretation =
  | { understood: true; answer: QnaAnswer }
  /** The question's words that named nothing in any dataset (none when it named nothing at all). */
  | { understood: false; unknownWords: string[] };

const CHARTS_WITH_SERIES = new Set<VisualType>([
  'clusteredBarChart',
  'clusteredColumnChart',
  'lineChart',
  'areaChart',
]);

export function interpretQuestion(question: string, datasets: readonly QnaDataset[]): QnaInterpretation {
  const written = writtenWords(question);
  const plain = written.map(plainWord);
  const words = plain.map(stem);
  let best: { reading: Reading; dataset: Dataset } | undefined;
  for (const { dataset, values } of datasets) {
    const lexicon = new FieldLexicon(dataset, values);
    const reading = readQuestion(words, plain, lexicon, (unit) => calendarColumn(dataset, unit));
    if (
      !best ||
      reading.unknown.length < best.reading.unknown.length ||
      (reading.unknown.length === best.reading.unknown.length && reading.matched > best.reading.matched)
    ) {
      best = { reading, dataset };
    }
  }
  if (!best) return { understood: false, unknownWords: [] };
  const { reading, dataset } = best;
  const namesSomething =
    reading.values.length > 0 ||
    reading.tableMeasure !== undefined ||
    reading.groupings.length > 0 ||
    reading.valueFilters.size > 0;
  if (reading.unknown.length > 0 || !namesSomething) {
    return { understood: false, unknownWords: reading.unknown.map((at) => written[at]!) };
  }
  return { understood: true, answer: answerOf(reading, dataset) };
}

function answerOf(reading: Reading, dataset: Dataset): QnaAnswer {
  const table = dataset.tables[0]!;
  const values =
    reading.values.length > 0
      ? reading.values
      : [reading.tableMeasure ?? { table: table.name, measure: table.measures[0]!.name }];
  const groupings = reading.groupings;
  const filters: Filter[] = [];
  for (const time of reading.times) {
    if (time.kind === 'year') {
      const year = table.columns.find((column) => calendarUnitOf(table, column) === 'year');
      if (year) filters.push(basicFilter({ table: table.name, column: year.name }, [time.year]));
      continue;
    }
    const date = dateColumn(table);
    if (!date) continue;
    filters.push({
      filterType: filterTypes.relativeDate,
      target: { table: table.name, column: date.name },
      operator: time.operator,
      timeUnitsCount: time.count,
      timeUnitType: time.unit,
      includeToday: time.includeToday,
    });
  }
  for (const { field, values: named } of reading.valueFilters.values())
    filters.push(basicFilter(field, named));

  let sort: Sort | undefined;
  const { rank } = reading;
  const ranked = rank && (rank.of ?? groupings[0]?.field);
  if (rank && ranked) {
    const by = rank.by ?? values[0]!;
    if (rank.count !== undefined) {
      filters.push({
        filterType: filterTypes.topN,
        target: ranked,
        operator: rank.operator,
        itemCount: rank.count,
        orderBy: by,
      });
    }
    sort = { field: by, direction: rank.operator === 'Top' ? 'Descending' : 'Ascending' };
  }
  if (reading.sort) {
    const by = reading.sort.by ?? values[0]!;
    const defaultDirection = 'column' in by && !('aggregationFunction' in by) ? 'Ascending' : 'Descending';
    sort = { field: by, direction: reading.sort.direction ?? defaultDirection };
  }

  const visualType = visualTypeOf(reading, table, values.length);
  const isTime = (grouping: (typeof groupings)[number]) =>
    calendarUnitOf(table, grouping.column) !== undefined;
  // A chart over time draws time along its axis and splits by the other grouping.
  const timeFirst = [...groupings].sort((a, b) => Number(isTime(b)) - Number(isTime(a)));
  const fields: VisualFields = {};
  if (visualType === 'card') fields.values = [values[0]!];
  else if (visualType === 'tableEx') {
    if (groupings.length > 0) fields.category = groupings.map((grouping) => grouping.field);
    fields.values = values;
  } else if (visualType === 'pivotTable') {
    Object.assign(fields, { category: [timeFirst[0]!.field], values });
    if (timeFirst[1]) fields.columns = [timeFirst[1].field];
  } else {
    const [category, series] =
      visualType === 'lineChart' || visualType === 'areaChart' ? timeFirst : groupings;
    fields.category = [category!.field];
    if (series) fields.series = series.field;
    fields.values = series ? [values[0]!] : values;
  }
  // Without a sort of its own the visual takes the usual one (visualQueryOf: time in order, else biggest first).
  return { datasetId: dataset.id, visualType, fields, filters, ...(sort && { sort }) };
}

/** The chart a question names when it fits what the question groups by; Power BI's choice otherwise. */
function visualTypeOf(reading: Reading, table: DatasetTable, valueCount: number): VisualType {
  const groupings = reading.groupings.length;
  const fits = (type: VisualType) =>
    type === 'tableEx' ||
    (type === 'card' && groupings === 0 && valueCount === 1) ||
    (type === 'pivotTable' && groupings >= 1 && groupings <= 2) ||
    ((type === 'pieChart' || type === 'donutChart') && groupings === 1 && valueCount === 1) ||
    (CHARTS_WITH_SERIES.has(type) && (groupings === 1 || (groupings === 2 && valueCount === 1)));
  if (reading.chart && fits(reading.chart)) return reading.chart;
  if (groupings === 0) return valueCount === 1 ? 'card' : 'tableEx';
  if (groupings > 2 || (groupings === 2 && valueCount > 1)) return 'tableEx';
  const times = reading.groupings.filter(({ column }) => calendarUnitOf(table, column) !== undefined);
  const continuous = times.some(({ column }) => column.dataType === 'date' || column.dataType === 'dateTime');
  if (continuous) return 'lineChart';
  return times.length > 0 ? 'clusteredColumnChart' : 'clusteredBarChart';
}

type CalendarUnit = (typeof calendarWords)[string];

/**
 * Which calendar unit a column is, when it is a level of a hierarchy over a date (Ano, Trimestre, Mês, Dia):
 * a month-formatted date is the month, another date the day, a number the year, a text the quarter.
 */
function calendarUnitOf(table: DatasetTable, column: DatasetColumn): CalendarUnit | undefined {
  const inCalendar = table.hierarchies.some((hierarchy) => {
    const levels = hierarchy.levels.map((level) =>
      table.columns.find((candidate) => candidate.name === level.column),
    );
    return levels.includes(column) && levels.some((level) => level?.dataType === 'date');
  });
  if (!inCalendar) return undefined;
  if (column.dataType === 'date' || column.dataType === 'dateTime')
    return column.format === 'month' ? 'month' : 'day';
  return column.dataType === 'text' ? 'quarter' : 'year';
}

/** The date a relative time filters on: the daily date when the table has one, else its month. */
function dateColumn(table: DatasetTable): DatasetColumn | undefined {
  return (
    table.columns.find((column) => calendarUnitOf(table, column) === 'day') ??
    table.columns.find((column) => calendarUnitOf(table, column) === 'month')
  );
}

function calendarColumn(dataset: Dataset, unit: CalendarUnit): LexiconEntry | undefined {
  for (const table of dataset.tables) {
    const column = table.columns.find((candidate) => calendarUnitOf(table, candidate) === unit);
    if (column)
      return { kind: 'column', words: [unit], field: { table: table.name, column: column.name }, column };
  }
  return undefined;
}

function basicFilter(target: ColumnRef, values: (string | number)[]): Filter {
  return { filterType: filterTypes.basic, target, operator: 'In', values };
}
