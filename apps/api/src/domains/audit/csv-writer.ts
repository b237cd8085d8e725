// A small RFC 4180 CSV writer (no CSV library is among the repository's dependencies): comma-separated, CRLF
// line ends, a field quoted when it holds a comma, a quote, CR or LF, its quotes doubled. A spreadsheet runs a
// cell that starts with = + - @ (or a tab or CR) as a formula: such a field is written with a leading quote
// (OWASP's CSV injection guard), so the file is read as the text that was logged.

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its CRLF. */
export const csvRecord = (fields: readonly (string | number | boolean | null | undefined)[]) =>
  `${fields.map(csvField).join(',')}\r\n`;
