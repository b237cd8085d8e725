// The shape of a quick table, whichever way it was declared: tableSchemaList (whose schema in the contract says
// the same, from the same quickCreateLimits) or a mashup document (which no schema sees: its columns are read
// out of M text). A name is a field name, as a query must be able to name it (1 to nameLength characters, no
// control character), and a table has at most `columns` columns. Checked before any row is read, so a document
// declaring thousands of columns or a name of a megabyte goes no further.
import { fieldNamePattern, quickCreateLimits } from '@nuvem/api-contract';
import { quickCreateInvalid } from './quick-create-invalid';

/** Text as an error's place shows it: at most 40 characters. */
export const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Characters as JSON Schema's maxLength counts them (code points, not UTF-16 units). */
const characters = (text: string) => [...text].length;

const fieldName = new RegExp(fieldNamePattern, 'u');

function checkName(name: string): void {
  const max = quickCreateLimits.nameLength;
  if ((name.length > max && characters(name) > max) || !fieldName.test(name))
    throw quickCreateInvalid('badName', { name: shortened(name), max });
}

export function checkTableShape(table: string, columns: readonly { name: string }[]): void {
  checkName(table);
  if (columns.length > quickCreateLimits.columns)
    throw quickCreateInvalid('tooManyColumns', { table, max: quickCreateLimits.columns });
  for (const column of columns) checkName(column.name);
}
