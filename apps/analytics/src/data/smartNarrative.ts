import type { VisualData, VisualDataColumn } from '@nuvem/ui';

/** Writes a value in the frame's format locale (formatValue of @nuvem/ui with the frame's options). */
export type FormatCell = (
  value: string | number | boolean | null,
  format: VisualDataColumn['format'],
) => string;
/** The frame's translations (analytics namespace). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

const isTime = (column: VisualDataColumn) =>
  column.format === 'date' || column.format === 'month' || column.format === 'dateTime';

/** Value per category, summed over series and other grouping columns, in the data's row order. */
function totalsByCategory(
  data: VisualData,
  category: number,
  value: number,
): Map<string, { label: unknown; total: number }> {
  const totals = new Map<string, { label: unknown; total: number }>();
  for (const row of data.rows) {
    const amount = row[value];
    if (typeof amount !== 'number') continue;
    const label = row[category] ?? null;
    const key = JSON.stringify(label);
    const entry = totals.get(key) ?? { label, total: 0 };
    entry.total += amount;
    totals.set(key, entry);
  }
  return totals;
}

/**
 * A short, truthful summary of one visual's data (the smart narrative, embed spec §7): the total of its
 * first value (an average for percentages), and by its first category either the trend from the first to
 * the last period (dates) or the highest and lowest categories with their share of the total. Every figure
 * is computed from the rows the visual shows; when those were capped the summary says so.
 */
export function narrativeOf(title: string, data: VisualData, format: FormatCell, t: Translate): string {
  const valueIndex = data.columns.findIndex((column) => column.role === 'value');
  const valueColumn = data.columns[valueIndex];
  if (!valueColumn) return t('narrative.noValues', { title });
  const measure = valueColumn.label;
  const numbers = data.rows
    .map((row) => row[valueIndex])
    .filter((cell): cell is number => typeof cell === 'number');
  if (numbers.length === 0) return t('narrative.noData', { title });
  const sum = numbers.reduce((total, value) => total + value, 0);
  const isPercent = valueColumn.format === 'percent';
  const overall = format(isPercent ? sum / numbers.length : sum, valueColumn.format);
  const categoryIndex = data.columns.findIndex((column) => column.role !== 'value');
  const categoryColumn = data.columns[categoryIndex];
  const sentences: string[] = [];

  if (!categoryColumn) {
    sentences.push(t('narrative.single', { title, measure, value: overall }));
  } else {
    const totals = [...totalsByCategory(data, categoryIndex, valueIndex).values()];
    const label = (entry: { label: unknown }) =>
      format(entry.label as string | number | null, categoryColumn.format);
    const value = (amount: number) => format(amount, valueColumn.format);
    sentences.push(
      t(isPercent ? 'narrative.average' : 'narrative.total', {
        measure,
        value: overall,
        count: totals.length,
        category: categoryColumn.label,
      }),
    );
    if (isTime(categoryColumn) && totals.length > 1) {
      const ordered = [...totals].sort((a, b) => String(a.label).localeCompare(String(b.label)));
      const first = ordered[0]!;
      const last = ordered[ordered.length - 1]!;
      const peak = ordered.reduce((best, entry) => (entry.total > best.total ? entry : best));
      const change = first.total !== 0 ? (last.total - first.total) / Math.abs(first.total) : null;
      const direction = last.total > first.total ? 'up' : last.total < first.total ? 'down' : 'flat';
      sentences.push(
        t(`narrative.trend.${direction}`, {
          measure,
          from: label(first),
          to: label(last),
          start: value(first.total),
          end: value(last.total),
          change: change === null ? '' : format(Math.abs(change), 'percent'),
        }),
      );
      sentences.push(t('narrative.peak', { period: label(peak), value: value(peak.total) }));
    } else if (totals.length > 1) {
      const sorted = [...totals].sort((a, b) => b.total - a.total);
      const top = sorted[0]!;
      const bottom = sorted[sorted.length - 1]!;
      const shares = !isPercent && sum > 0 && totals.every((entry) => entry.total >= 0);
      const share = (amount: number) => format(amount / sum, 'percent');
      sentences.push(
        t(shares ? 'narrative.topShare' : 'narrative.top', {
          category: label(top),
          measure,
          value: value(top.total),
          share: shares ? share(top.total) : '',
        }),
        t(shares ? 'narrative.bottomShare' : 'narrative.bottom', {
          category: label(bottom),
          value: value(bottom.total),
          share: shares ? share(bottom.total) : '',
        }),
      );
    }
  }
  if (data.truncated) sentences.push(t('narrative.partial', { count: data.rows.length }));
  return sentences.join(' ');
}
