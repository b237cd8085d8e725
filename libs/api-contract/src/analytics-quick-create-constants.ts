// Quick create's limits, its dataset ids and the problems it refuses a config for: what the API and the frame
// share at run time (no schemas: '@nuvem/api-contract/paths' exports it).
import { fieldNameLength } from './analytics-constants';

/** What one quick create may hold: a table, its columns and rows, and the size of a value or a name. */
export const quickCreateLimits = {
  tables: 1,
  columns: 64,
  rows: 50_000,
  /** Characters of one value. */
  valueLength: 4_000,
  /** Characters of a table's or column's name: a field name, which queries must be able to name. */
  nameLength: fieldNameLength,
  /** Characters of a column's data type name. */
  dataTypeLength: 40,
  /** Characters of a mashup document (base64 rows included), and bytes its rows may inflate to. */
  mashupLength: 8_000_000,
  mashupInflatedBytes: 32_000_000,
} as const;

/** The id of a dataset quick create made: 'quick-' and a uuid. */
export const quickDatasetIdPattern = /^quick-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Why a dataset create config was refused (400 analytics_quick_create_invalid): error_vars are the problem and
 * then its values in this order, so the frame can say it in the viewer's language.
 */
export const quickCreateProblemArgs = {
  noTable: [],
  tooManyTables: ['max'],
  tooManyColumns: ['table', 'max'],
  /** A table's or column's name that is empty, longer than nameLength or holds a control character (shown shortened). */
  badName: ['name', 'max'],
  duplicateColumn: ['table', 'column'],
  unknownType: ['column', 'type'],
  dataWithoutSchema: ['table'],
  tooManyRows: ['table', 'max'],
  rowLength: ['table', 'row', 'expected', 'actual'],
  badValue: ['table', 'row', 'column', 'value', 'type'],
  valueTooLong: ['table', 'row', 'column', 'max'],
  /** Text PostgreSQL cannot store: a NUL or an unpaired surrogate. */
  unstorableValue: ['table', 'row', 'column'],
  mashupUnsupported: [],
  mashupTooLarge: ['max'],
} as const satisfies Record<string, readonly string[]>;
export type QuickCreateProblem = keyof typeof quickCreateProblemArgs;
export const quickCreateInvalidCode = 'analytics_quick_create_invalid';
