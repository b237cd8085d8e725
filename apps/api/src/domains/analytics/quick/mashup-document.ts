// The one form of a mashup (Power Query M) document that quick create takes: the one Power BI's "Enter data"
// writes, a table of rows kept in the document itself. Its rows are a deflated, base64 JSON array of arrays
// (Table.FromRows(Json.Document(Binary.Decompress(Binary.FromText(…), Compression.Deflate)))), its columns a
// `type table [A = _t, …]`, and their types a Table.TransformColumnTypes step. Nothing of M is evaluated.
import { inflateRawSync } from 'node:zlib';
import { quickCreateLimits } from '@nuvem/api-contract';
import { quickCreateInvalid } from './quick-create-invalid';
import { checkTableShape } from './quick-table-shape';

export interface MashupTable {
  name: string;
  columns: { name: string; dataType: string }[];
  rows: unknown[];
}

/** An M identifier, plain or quoted (#"…", with "" for a quote). */
const IDENTIFIER = String.raw`(?:#"(?:[^"]|"")*"|[\p{L}_][\p{L}\p{N}_.]*)`;
const unquote = (identifier: string) =>
  identifier.startsWith('#"') ? identifier.slice(2, -1).replace(/""/g, '"') : identifier;

/** M's types, as powerbi-models' DataType names (Int64 is read as a whole number of that range). */
const M_TYPES: Record<string, string> = {
  'type text': 'Text',
  'type any': 'Text',
  'type number': 'Number',
  'Int64.Type': 'Int64',
  'Int32.Type': 'Int32',
  'Int16.Type': 'Int32',
  'Int8.Type': 'Int32',
  'Currency.Type': 'Currency',
  'Percentage.Type': 'Percentage',
  'type date': 'Date',
  'type datetime': 'DateTime',
  'type datetimezone': 'DateTimeZone',
  'type time': 'Time',
  'type duration': 'Duration',
  'type logical': 'Logical',
};

function inflateRows(base64: string): unknown {
  let json: Buffer;
  try {
    json = inflateRawSync(Buffer.from(base64.replace(/\s+/g, ''), 'base64'), {
      maxOutputLength: quickCreateLimits.mashupInflatedBytes,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw quickCreateInvalid('mashupTooLarge', { max: quickCreateLimits.mashupInflatedBytes });
    throw quickCreateInvalid('mashupUnsupported', {});
  }
  try {
    return JSON.parse(json.toString('utf8'));
  } catch {
    throw quickCreateInvalid('mashupUnsupported', {});
  }
}

/**
 * Entries read one after the other from `from`, each matched where the previous ended (a sticky pattern):
 * the text is read once, whatever it holds, so a hostile document cannot make the reading quadratic.
 */
function entriesAt(text: string, from: number, entry: RegExp): RegExpExecArray[] {
  const sticky = new RegExp(entry.source, `${entry.flags.replace(/[gy]/g, '')}y`);
  const found: RegExpExecArray[] = [];
  sticky.lastIndex = from;
  for (let match = sticky.exec(text); match && match[0] !== ''; match = sticky.exec(text)) found.push(match);
  return found;
}

/** The columns of the first `type table [A = _t, …]`. */
function columnNamesOf(document: string): string[] {
  const opening = /type\s+table\s*\[/.exec(document);
  if (!opening) return [];
  return entriesAt(
    document,
    opening.index + opening[0].length,
    new RegExp(String.raw`\s*(${IDENTIFIER})\s*=\s*_t\s*,?`, 'u'),
  ).map((match) => unquote(match[1]!));
}

/** The types of the first Table.TransformColumnTypes step: {"A", type text}, {"B", Int64.Type}, … */
function columnTypesOf(document: string): Map<string, string> {
  const types = new Map<string, string>();
  const opening = /Table\.TransformColumnTypes\(\s*[^,()]{1,200},\s*\{/.exec(document);
  if (!opening) return types;
  const pairs = entriesAt(
    document,
    opening.index + opening[0].length,
    /\s*\{\s*"((?:[^"]|""){1,200})"\s*,\s*(type\s+\w+|[\w.]+\.Type)\s*\}\s*,?/,
  );
  for (const match of pairs)
    types.set(match[1]!.replace(/""/g, '"'), M_TYPES[match[2]!.replace(/\s+/g, ' ')] ?? match[2]!);
  return types;
}

export function readMashupDocument(document: string): MashupTable {
  const source = new RegExp(
    String.raw`Table\.FromRows\(\s*Json\.Document\(\s*Binary\.Decompress\(\s*Binary\.FromText\(\s*"([A-Za-z0-9+/=\s]*)"\s*,\s*BinaryEncoding\.Base64\s*\)\s*,\s*Compression\.Deflate\s*\)\s*\)`,
  ).exec(document);
  const names = columnNamesOf(document);
  if (!source || names.length === 0) throw quickCreateInvalid('mashupUnsupported', {});
  const shared = new RegExp(String.raw`shared\s+(${IDENTIFIER})\s*=`, 'u').exec(document);
  const name = shared ? unquote(shared[1]!) : 'Table';
  const types = columnTypesOf(document);
  const columns = names.map((column) => ({ name: column, dataType: types.get(column) ?? 'Text' }));
  // The limits tableSchemaList's schema sets, before the rows are inflated.
  checkTableShape(name, columns);
  const rows = inflateRows(source[1]!);
  if (!Array.isArray(rows)) throw quickCreateInvalid('mashupUnsupported', {});
  return { name, columns, rows };
}
