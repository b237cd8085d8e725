import type { ValueFormatter } from '../format/useValueFormatter';
import type { ChartModel } from './chartModel';

/** What the chart's accessible summary names: its fields, how many categories, its lowest and highest value. */
export interface ChartSummaryParts {
  values: string;
  categories: string;
  series: string | undefined;
  count: number;
  range: { min: string; max: string } | undefined;
}

/** Joins labels as a sentence would list them ('Custo e Horas'); `and` is the language's word. */
const listOf = (labels: string[], locale: string) =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(labels);

export function chartSummaryParts(model: ChartModel, formatter: ValueFormatter): ChartSummaryParts {
  let min: number | undefined;
  let max: number | undefined;
  for (const series of model.series)
    for (const value of series.values) {
      if (value === null) continue;
      min = min === undefined ? value : Math.min(min, value);
      max = max === undefined ? value : Math.max(max, value);
    }
  const format = model.valueColumns[0]?.format ?? 'decimal';
  return {
    values: listOf(
      model.valueColumns.map((c) => c.label),
      formatter.locale,
    ),
    categories: listOf(
      model.categoryColumns.map((c) => c.label),
      formatter.locale,
    ),
    series: model.seriesColumn?.label,
    count: model.categories.length,
    range:
      min === undefined || max === undefined
        ? undefined
        : { min: formatter.format(min, format), max: formatter.format(max, format) },
  };
}
