// A dataset create config read into one typed table: its columns (name, shown name, type) and its rows as
// PostgreSQL reads them. Every problem is refused with its place (quick-create-invalid.ts), before anything is
// written: a config either becomes a whole table or nothing.
import { quickCreateLimits, type DatasetCreateConfig } from '@nuvem/api-contract';
import { readMashupDocument, type MashupTable } from './mashup-document';
import { isStorableText } from '../../../plugins/storable-text';
import { quickCreateInvalid } from './quick-create-invalid';
import { checkTableShape, shortened } from './quick-table-shape';
import { decimalSeparatorOf, valueTypeNamed, type QuickValueType } from './quick-value-types';

export interface QuickTableColumn {
  name: string;
  /** The column's displayName, when it has one. */
  caption?: string;
  /** The type's name (powerbi-models'), and the type. */
  typeName: string;
  type: QuickValueType;
  /** aggregateFunction None: a whole number kept as a grouping (a year, a code), never summed. */
  grouping: boolean;
}

export interface QuickTable {
  name: string;
  columns: QuickTableColumn[];
  rows: (string | null)[][];
}

const AGGREGATE_NONE = 2;
type Cell = string | number | boolean | null | undefined;

function columnsOf(
  table: string,
  declared: readonly { name: string; displayName?: string; dataType: string; aggregateFunction?: number }[],
): QuickTableColumn[] {
  const seen = new Set<string>();
  return declared.map((column) => {
    if (seen.has(column.name)) throw quickCreateInvalid('duplicateColumn', { table, column: column.name });
    seen.add(column.name);
    const type = valueTypeNamed(column.dataType);
    if (!type)
      throw quickCreateInvalid('unknownType', { column: column.name, type: shortened(column.dataType) });
    return {
      name: column.name,
      ...(column.displayName && column.displayName !== column.name ? { caption: column.displayName } : {}),
      typeName: column.dataType,
      type,
      grouping: column.aggregateFunction === AGGREGATE_NONE && type.format === 'integer',
    };
  });
}

function readRows(table: string, columns: QuickTableColumn[], rows: readonly unknown[], locale: string) {
  if (rows.length > quickCreateLimits.rows)
    throw quickCreateInvalid('tooManyRows', { table, max: quickCreateLimits.rows });
  const separator = decimalSeparatorOf(locale);
  return rows.map((row, index) => {
    const number = index + 1;
    if (!Array.isArray(row) || row.length !== columns.length)
      throw quickCreateInvalid('rowLength', {
        table,
        row: number,
        expected: columns.length,
        actual: Array.isArray(row) ? row.length : 0,
      });
    return columns.map((column, at) => {
      const cell = row[at] as Cell;
      if (cell === null || cell === undefined || cell === '') return null;
      if (typeof cell === 'object') throw badValue(table, number, column, '[…]');
      // The outer body's check cannot see a mashup document's rows (deflated inside one of its strings).
      if (typeof cell === 'string' && !isStorableText(cell))
        throw quickCreateInvalid('unstorableValue', { table, row: number, column: column.name });
      if (String(cell).length > quickCreateLimits.valueLength)
        throw quickCreateInvalid('valueTooLong', {
          table,
          row: number,
          column: column.name,
          max: quickCreateLimits.valueLength,
        });
      const value = column.type.read(cell, separator);
      if (value === undefined) throw badValue(table, number, column, String(cell));
      return value;
    });
  });
}

const badValue = (table: string, row: number, column: QuickTableColumn, value: string) =>
  quickCreateInvalid('badValue', {
    table,
    row,
    column: column.name,
    value: shortened(value),
    type: column.typeName,
  });

/**
 * The table of a dataset create config: tableSchemaList's (one table) with the rows of `data`, or of the
 * mashup document; or the mashup document's own, typed as it says. Where both declare the table,
 * tableSchemaList's columns and types win and the document's rows are read by column name.
 */
export function quickTableOf(config: DatasetCreateConfig): QuickTable {
  const schemas = config.tableSchemaList ?? [];
  if (schemas.length > quickCreateLimits.tables)
    throw quickCreateInvalid('tooManyTables', { max: quickCreateLimits.tables });
  for (const data of config.data ?? [])
    if (!schemas.some((schema) => schema.name === data.name))
      throw quickCreateInvalid('dataWithoutSchema', { table: data.name });
  const mashup: MashupTable | undefined =
    config.mashupDocument !== undefined && config.mashupDocument.trim() !== ''
      ? readMashupDocument(config.mashupDocument)
      : undefined;
  const schema = schemas[0];
  if (!schema && !mashup) throw quickCreateInvalid('noTable', {});
  // The schema has refused these already; the mashup reader checked its own table alike.
  if (schema) checkTableShape(schema.name, schema.columns);

  const name = schema?.name ?? mashup!.name;
  const columns = columnsOf(name, schema?.columns ?? mashup!.columns);
  const data = config.data?.find((candidate) => candidate.name === name);
  let rows: readonly unknown[] = data?.rows ?? [];
  if (!data && mashup) {
    const at = columns.map((column) => mashup.columns.findIndex((c) => c.name === column.name));
    rows = schema
      ? mashup.rows.map((row) =>
          Array.isArray(row) ? at.map((index) => (index < 0 ? null : row[index])) : row,
        )
      : mashup.rows;
  }
  return { name, columns, rows: readRows(name, columns, rows, config.locale) };
}
