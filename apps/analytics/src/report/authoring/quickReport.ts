// The report quick create opens with, as Power BI's quick report does: a summary of the host's data that the
// viewer then edits like any report before saving it. Over the dataset's one table: cards of the row count
// and of the first numbers' totals, a bar chart of the first total by the first text column, a line chart of
// it over the first date column, and a table of the columns. Pure: the frame titles and places nothing else.
import type {
  Dataset,
  DatasetColumn,
  EmbedAction,
  FieldRef,
  ReportContent,
  VisualDefinition,
  VisualFields,
  VisualType,
} from '@nuvem/api-contract';
import { models } from '@nuvem/embed';
import { newContentName } from '../contentNames';
import { newReportContent } from './newReport';
import { boundFieldOf } from './visualAuthoring';

const GAP = 16;
const CARDS = 4;
const TABLE_COLUMNS = 8;
/** Taller than 16:9, so the table under the charts shows its rows: the page scrolls in a host fitted to width. */
const PAGE_SIZE = { type: models.PageSizeType.Custom, width: 1280, height: 1040 };
const CARD_HEIGHT = 120;
const CHART_HEIGHT = 300;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function quickReportContent(
  dataset: Dataset,
  names: { report: string; page: string },
  actions: EmbedAction[],
  titleOf: (fields: VisualFields) => string,
): ReportContent {
  const content = newReportContent(dataset, names, actions);
  const table = dataset.tables[0];
  const page = content.report.pages[0]!;
  if (!table) return content;
  page.size = PAGE_SIZE;

  const column = (candidate: DatasetColumn) => ({ table: table.name, column: candidate.name });
  const totals = table.columns.flatMap((candidate): FieldRef[] => {
    const bound = boundFieldOf(column(candidate), dataset);
    return bound && 'aggregationFunction' in bound ? [bound] : [];
  });
  const count: FieldRef[] = table.measures
    .slice(0, 1)
    .map((measure) => ({ table: table.name, measure: measure.name }));
  const texts = table.columns.filter((candidate) => candidate.dataType === 'text').map(column);
  const dates = table.columns
    .filter((candidate) => candidate.dataType === 'date' || candidate.dataType === 'dateTime')
    .map(column);
  const main = totals[0] ?? count[0];

  const taken = new Set<string>();
  let z = 0;
  const visual = (
    type: VisualType,
    fields: VisualFields,
    box: Box,
    sort?: VisualDefinition['sort'],
  ): VisualDefinition => {
    const name = newContentName('', taken);
    taken.add(name);
    z += 1;
    return {
      name,
      type,
      title: titleOf(fields),
      layout: { ...box, z, displayState: { mode: 0 } },
      fields,
      filters: [],
      ...(sort ? { sort } : {}),
    };
  };

  const { width, height } = page.size;
  const row = (y: number, rowHeight: number, count: number) =>
    Array.from({ length: count }, (_, index): Box => {
      const cell = (width - GAP * (count + 1)) / count;
      return { x: Math.round(GAP + index * (cell + GAP)), y, width: Math.floor(cell), height: rowHeight };
    });

  const cardFields = [...count, ...totals].slice(0, CARDS);
  const cards = row(GAP, CARD_HEIGHT, Math.max(cardFields.length, 1)).slice(0, cardFields.length);
  const charts: [VisualType, VisualFields, VisualDefinition['sort']][] = [];
  if (main && texts[0])
    charts.push([
      'clusteredBarChart',
      { category: [texts[0]], values: [main] },
      { field: main, direction: 'Descending' },
    ]);
  if (main && dates[0])
    charts.push([
      'lineChart',
      { category: [dates[0]], values: [main] },
      { field: dates[0], direction: 'Ascending' },
    ]);
  const chartsTop = GAP * 2 + CARD_HEIGHT;
  const tableTop = charts.length > 0 ? chartsTop + CHART_HEIGHT + GAP : chartsTop;
  const groupings = table.columns
    .filter((candidate) => !totals.some((total) => 'column' in total && total.column === candidate.name))
    .slice(0, TABLE_COLUMNS)
    .map(column);
  const tableFields: VisualFields = {
    ...(groupings.length > 0 ? { category: groupings } : {}),
    values: totals.slice(0, TABLE_COLUMNS - groupings.length),
  };

  page.visuals = [
    ...cardFields.map((field, index) => visual('card', { values: [field] }, cards[index]!)),
    ...row(chartsTop, CHART_HEIGHT, Math.max(charts.length, 1))
      .slice(0, charts.length)
      .map((box, index) => visual(charts[index]![0], charts[index]![1], box, charts[index]![2])),
    visual('tableEx', tableFields, {
      x: GAP,
      y: tableTop,
      width: width - 2 * GAP,
      height: height - tableTop - GAP,
    }),
  ];
  return content;
}
