import type { VisualCell } from '@nuvem/ui';

function csvField(value: VisualCell | string): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Exported data as CSV (RFC 4180: CRLF line ends, fields with commas, quotes or line breaks quoted):
 * a header of the columns' captions, then the raw values (numbers unformatted, dates ISO, blanks empty).
 */
export function csvOf(
  columns: readonly { label: string }[],
  rows: readonly (readonly VisualCell[])[],
): string {
  const lines = [columns.map((column) => csvField(column.label)).join(',')];
  for (const row of rows) lines.push(row.map((cell) => csvField(cell ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
