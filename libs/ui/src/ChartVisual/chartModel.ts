import { isNumericFormat } from '../format/formatValue';
import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualCell, VisualData, VisualDataColumn, VisualDataPoint } from '../model/visualData';

type Identity = VisualDataPoint['identity'];

export interface ChartCategory {
  /** What the axis writes: the category cells formatted, joined with ' · ' when there are several. */
  label: string;
  identity: Identity;
}

export interface ChartSeries {
  /** Stable id (ECharts matches series across updates by it). */
  id: string;
  /** What the legend writes: the series value, the value column's label, or both. */
  name: string;
  valueColumn: VisualDataColumn;
  /** The series column's cell, when the chart is split by a series column. */
  seriesIdentity: Identity;
  /** One value per category, in category order; null where the data has none. */
  values: (number | null)[];
}

/** A slice of a pie or donut: one non-empty point of the model. */
export interface ChartSlice {
  series: number;
  index: number;
  name: string;
  value: number;
}

/** A chart's data arranged for drawing: categories along an axis, series across them. */
export interface ChartModel {
  categoryColumns: VisualDataColumn[];
  seriesColumn: VisualDataColumn | undefined;
  valueColumns: VisualDataColumn[];
  categories: ChartCategory[];
  series: ChartSeries[];
}

const LABEL_SEPARATOR = ' · ';

function numberOf(cell: VisualCell | undefined): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string' && cell.trim() !== '' && Number.isFinite(Number(cell))) return Number(cell);
  return null;
}

const keyOf = (cells: readonly VisualCell[]) => JSON.stringify(cells);

/**
 * Pivots rows (category cells, maybe a series cell, value cells) into categories × series. Categories and
 * series keep the order the rows bring them in (the query's sort). Several rows for one point add up.
 * Series are each series value × each value column: 'Sudeste' for one value, 'Sudeste · Custo' for several.
 */
export function chartModelOf(data: VisualData, formatter: ValueFormatter): ChartModel {
  const at = (role: VisualDataColumn['role']) =>
    data.columns.flatMap((column, index) => (column.role === role ? [{ column, index }] : []));
  const categoryCols = at('category');
  const seriesCol = at('series')[0];
  const valueCols = at('value').filter(({ column }) => isNumericFormat(column.format));

  const categories: ChartCategory[] = [];
  const categoryIndex = new Map<string, number>();
  const seriesValues: { cell: VisualCell; label: string }[] = [];
  const seriesIndex = new Map<string, number>();
  const sums = new Map<string, number>();

  for (const row of data.rows) {
    const cells = categoryCols.map(({ index }) => row[index] ?? null);
    const categoryKey = keyOf(cells);
    let c = categoryIndex.get(categoryKey);
    if (c === undefined) {
      c = categories.length;
      categoryIndex.set(categoryKey, c);
      categories.push({
        label: categoryCols
          .map(({ column }, i) => formatter.format(cells[i] ?? null, column.format))
          .join(LABEL_SEPARATOR),
        identity: categoryCols.map(({ column }, i) => ({ key: column.key, value: cells[i] ?? null })),
      });
    }
    let s = 0;
    if (seriesCol) {
      const cell = row[seriesCol.index] ?? null;
      const seriesKey = keyOf([cell]);
      const known = seriesIndex.get(seriesKey);
      if (known === undefined) {
        s = seriesValues.length;
        seriesIndex.set(seriesKey, s);
        seriesValues.push({ cell, label: formatter.format(cell, seriesCol.column.format) });
      } else s = known;
    }
    valueCols.forEach(({ index }, v) => {
      const value = numberOf(row[index]);
      if (value === null) return;
      const pointKey = `${c}|${s}|${v}`;
      sums.set(pointKey, (sums.get(pointKey) ?? 0) + value);
    });
  }

  const seriesSlots = seriesCol ? seriesValues : [{ cell: null, label: '' }];
  const series: ChartSeries[] = [];
  seriesSlots.forEach((slot, s) => {
    valueCols.forEach(({ column }, v) => {
      const name = !seriesCol
        ? column.label
        : valueCols.length > 1
          ? `${slot.label}${LABEL_SEPARATOR}${column.label}`
          : slot.label;
      series.push({
        id: seriesCol ? `${keyOf([slot.cell])}|${column.key}` : column.key,
        name,
        valueColumn: column,
        seriesIdentity: seriesCol ? [{ key: seriesCol.column.key, value: slot.cell }] : [],
        values: categories.map((_, c) => sums.get(`${c}|${s}|${v}`) ?? null),
      });
    });
  });

  return {
    categoryColumns: categoryCols.map(({ column }) => column),
    seriesColumn: seriesCol?.column,
    valueColumns: valueCols.map(({ column }) => column),
    categories,
    series,
  };
}

/** The point a user picks: its category and series cells, and its one value. */
export function chartPointOf(
  model: ChartModel,
  series: number,
  index: number,
  formatter: ValueFormatter,
): VisualDataPoint | undefined {
  const s = model.series[series];
  const category = model.categories[index];
  if (!s || !category) return undefined;
  const value = s.values[index] ?? null;
  return {
    identity: [...category.identity, ...s.seriesIdentity],
    values: [{ key: s.valueColumn.key, value, formatted: formatter.format(value, s.valueColumn.format) }],
  };
}

/** The pie's slices: every point with a value, category by category (series inside), as Power BI lists them. */
export function chartSlicesOf(model: ChartModel): ChartSlice[] {
  const slices: ChartSlice[] = [];
  const named = model.series.length > 1;
  model.categories.forEach((category, index) => {
    model.series.forEach((s, series) => {
      const value = s.values[index];
      if (value === null || value === undefined) return;
      const name =
        model.categoryColumns.length === 0
          ? s.name
          : named
            ? `${category.label}${LABEL_SEPARATOR}${s.name}`
            : category.label;
      slices.push({ series, index, name, value });
    });
  });
  return slices;
}

/** Whether the chart needs a legend: several series (a series column, or several values). */
export const needsLegend = (model: ChartModel) => model.series.length > 1;
