// A CSV file read into a dataset create config for quick create: the delimiter found (',' or ';', as
// spreadsheets in pt-BR write it), quoted fields (RFC 4180), and each column's type inferred from its values.
// Numbers (with their thousands separators, currency symbols and percent signs: csvNumber.ts) are sent in the
// invariant form and dd/mm/yyyy dates in ISO 8601, so the API reads them whatever the viewer's locale;
// anything it cannot tell stays text.
import type { DatasetCreateConfig } from '@nuvem/api-contract';
import { quickCreateLimits } from '@nuvem/api-contract/paths';
import { csvNumber, type CsvNumber } from './csvNumber';

export type CsvColumnType = 'Text' | 'Int32' | 'Number' | 'Currency' | 'Percentage' | 'Date' | 'Logical';

export interface CsvDataset {
  config: DatasetCreateConfig;
  columns: { name: string; type: CsvColumnType }[];
  rows: number;
}

export type CsvProblem =
  | { problem: 'empty' }
  | { problem: 'tooManyRows'; max: number }
  | { problem: 'tooManyColumns'; max: number }
  | { problem: 'rowLength'; row: number; expected: number; actual: number };

export class CsvDatasetError extends Error {
  constructor(readonly detail: CsvProblem) {
    super(detail.problem);
    this.name = 'CsvDatasetError';
  }
}

/** The fields of each record: quoted fields may hold the delimiter, quotes ("") and line breaks. */
function records(text: string, delimiter: string): string[][] {
  const out: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      out.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    out.push(record);
  }
  // Blank lines (a trailing newline, a spreadsheet's empty rows) are not rows.
  return out.filter((fields) => fields.some((value) => value.trim() !== ''));
}

/** ';' when the header line has more of them than commas (a pt-BR spreadsheet's export), else ','. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (char: string) => header.split(char).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

const INT32_MAX = 2 ** 31 - 1;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const BR_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const LOGICAL = /^(true|false|verdadeiro|falso|sim|não|nao)$/i;

function isoDate(value: string): string | undefined {
  if (ISO_DATE.test(value)) return value;
  const match = BR_DATE.exec(value);
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : undefined;
}

const TRUE = /^(true|verdadeiro|sim)$/i;

/**
 * The numbers of a column, when every non-blank value is one: in the file's convention (`decimal`) or, if not
 * all of them read so, in the other (a ',' file may hold quoted '1.234,56').
 */
function numbersOf(filled: readonly string[], decimal: ',' | '.'): CsvNumber[] | undefined {
  const conventions = decimal === ',' ? ([',', '.'] as const) : (['.', ','] as const);
  for (const convention of conventions) {
    const numbers = filled.map((value) => csvNumber(value, convention));
    if (numbers.every((number) => number !== undefined)) return numbers as CsvNumber[];
  }
  return undefined;
}

/** A numeric column's type: money if any value has a currency symbol, a percentage if all have '%'. */
function numericType(numbers: readonly CsvNumber[]): CsvColumnType | undefined {
  if (numbers.some((number) => number.percent))
    return numbers.every((number) => number.percent) ? 'Percentage' : undefined;
  if (numbers.some((number) => number.currency)) return 'Currency';
  const whole = numbers.every((number) => number.integer && Math.abs(Number(number.value)) <= INT32_MAX);
  return whole ? 'Int32' : 'Number';
}

/** The narrowest type every non-blank value of the column fits, and the values written for it. */
function typed(values: readonly string[], decimal: ',' | '.'): { type: CsvColumnType; values: string[] } {
  const filled = values.filter((value) => value !== '');
  const all = (test: (value: string) => boolean) => filled.length > 0 && filled.every(test);
  const numbers = filled.length > 0 ? numbersOf(filled, decimal) : undefined;
  const type = numbers && numericType(numbers);
  if (numbers && type) {
    const read = numbers.values();
    return { type, values: values.map((value) => (value === '' ? '' : read.next().value!.value)) };
  }
  if (all((value) => isoDate(value) !== undefined && !Number.isNaN(Date.parse(isoDate(value)!))))
    return { type: 'Date', values: values.map((value) => (value === '' ? '' : isoDate(value)!)) };
  if (all((value) => LOGICAL.test(value)))
    return { type: 'Logical', values: values.map((value) => (value === '' ? '' : String(TRUE.test(value)))) };
  return { type: 'Text', values: [...values] };
}

/**
 * The dataset create config of a CSV file whose first line names the columns. `tableName` is what its fields
 * will carry (the file's name); `locale` the viewer's, which also decides the decimal separator of a ';' file.
 */
export function csvDatasetOf(text: string, tableName: string, locale: string): CsvDataset {
  const delimiter = delimiterOf(text.replace(/^\uFEFF/, ''));
  const [header, ...body] = records(text.replace(/^\uFEFF/, ''), delimiter);
  if (!header || body.length === 0) throw new CsvDatasetError({ problem: 'empty' });
  if (body.length > quickCreateLimits.rows)
    throw new CsvDatasetError({ problem: 'tooManyRows', max: quickCreateLimits.rows });
  if (header.length > quickCreateLimits.columns)
    throw new CsvDatasetError({ problem: 'tooManyColumns', max: quickCreateLimits.columns });
  body.forEach((fields, index) => {
    if (fields.length !== header.length)
      throw new CsvDatasetError({
        problem: 'rowLength',
        row: index + 2,
        expected: header.length,
        actual: fields.length,
      });
  });
  // A ';' file comes from a spreadsheet that writes decimals with a comma.
  const decimal: ',' | '.' = delimiter === ';' ? ',' : '.';
  const names = uniqueNames(header.map((name, index) => name.trim() || `Coluna ${index + 1}`));
  const columns = names.map((name, index) => ({
    name,
    ...typed(
      body.map((fields) => fields[index]!.trim()),
      decimal,
    ),
  }));
  const rows = body.map((_, row) => columns.map((column) => column.values[row]!));
  return {
    config: {
      locale,
      tableSchemaList: [
        { name: tableName, columns: columns.map(({ name, type }) => ({ name, dataType: type })) },
      ],
      data: [{ name: tableName, rows }],
    },
    columns: columns.map(({ name, type }) => ({ name, type })),
    rows: rows.length,
  };
}

/** Header names made unique: a second 'Valor' becomes 'Valor (2)'. */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/** A file's name as a table name: without its extension, within the API's length. */
export const tableNameOfFile = (fileName: string) =>
  (fileName.replace(/\.[^.]+$/, '').trim() || 'Dados').slice(0, quickCreateLimits.nameLength);
