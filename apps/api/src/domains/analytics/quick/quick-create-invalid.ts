// 400 analytics_quick_create_invalid: the problem and its values as error_vars, in the contract's order, so the
// frame can say it in the viewer's language; the English message names the same place.
import { quickCreateInvalidCode, quickCreateProblemArgs, type QuickCreateProblem } from '@nuvem/api-contract';
import { ApiError } from '../../../errors';

type ArgsOf<P extends QuickCreateProblem> = Record<
  (typeof quickCreateProblemArgs)[P][number],
  string | number
>;

const messages: { [P in QuickCreateProblem]: (args: ArgsOf<P>) => string } = {
  noTable: () => 'The dataset create config has no table: give tableSchemaList or a mashupDocument.',
  tooManyTables: ({ max }) => `Quick create takes at most ${max} table.`,
  tooManyColumns: ({ table, max }) => `Table '${table}' has more than ${max} columns.`,
  badName: ({ name, max }) =>
    `The name '${name}' is not valid: a name has 1 to ${max} characters, none of them a control character.`,
  duplicateColumn: ({ table, column }) => `Table '${table}' has two columns named '${column}'.`,
  unknownType: ({ column, type }) =>
    `Column '${column}' has the data type '${type}', which quick create does not take.`,
  dataWithoutSchema: ({ table }) => `data names table '${table}', which tableSchemaList does not declare.`,
  tooManyRows: ({ table, max }) => `Table '${table}' has more than ${max} rows.`,
  rowLength: ({ table, row, expected, actual }) =>
    `Row ${row} of table '${table}' has ${actual} values; its columns are ${expected}.`,
  badValue: ({ table, row, column, value, type }) =>
    `Row ${row} of table '${table}': '${value}' in column '${column}' is not a ${type}.`,
  valueTooLong: ({ table, row, column, max }) =>
    `Row ${row} of table '${table}': the value of column '${column}' is longer than ${max} characters.`,
  unstorableValue: ({ table, row, column }) =>
    `Row ${row} of table '${table}': the value of column '${column}' holds a NUL or an unpaired surrogate.`,
  mashupUnsupported: () =>
    'Only the "Enter data" form of a mashup document is taken: Table.FromRows of a deflated, base64 ' +
    'Json.Document, with a type table of its columns.',
  mashupTooLarge: ({ max }) => `The mashup document's rows inflate to more than ${max} bytes.`,
};

export function quickCreateInvalid<P extends QuickCreateProblem>(problem: P, args: ArgsOf<P>): ApiError {
  const names = quickCreateProblemArgs[problem] as readonly (keyof ArgsOf<P>)[];
  return new ApiError(400, quickCreateInvalidCode, messages[problem](args), [
    problem,
    ...names.map((name) => String(args[name])),
  ]);
}
