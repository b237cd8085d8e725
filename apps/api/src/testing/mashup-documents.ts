// Mashup documents in the "Enter data" form Power BI writes, for the quick create tests: the rows deflated and
// base64 in the document, every column quoted (#"…"), and a TransformColumnTypes step for those given a type.
import { deflateRawSync } from 'node:zlib';

export interface EnterData {
  table: string;
  columns: string[];
  rows: unknown[];
  /** M types by column name, e.g. 'Int64.Type' or 'type text'; the rest stay text. */
  types?: Record<string, string>;
}

const quoted = (name: string) => `#"${name.replace(/"/g, '""')}"`;

export function enterDataDocument({ table, columns, rows, types = {} }: EnterData): string {
  const base64 = deflateRawSync(Buffer.from(JSON.stringify(rows))).toString('base64');
  const typed = Object.entries(types).map(([name, type]) => `{"${name.replace(/"/g, '""')}", ${type}}`);
  return [
    'section Section1;',
    `shared ${quoted(table)} = let`,
    `    Source = Table.FromRows(Json.Document(Binary.Decompress(Binary.FromText("${base64}", BinaryEncoding.Base64), Compression.Deflate)), let _t = ((type nullable text) meta [Serialized.Text = true]) in type table [${columns.map((c) => `${quoted(c)} = _t`).join(', ')}]),`,
    `    #"Changed Type" = Table.TransformColumnTypes(Source,{${typed.join(', ')}})`,
    'in',
    '    #"Changed Type";',
  ].join('\r\n');
}
