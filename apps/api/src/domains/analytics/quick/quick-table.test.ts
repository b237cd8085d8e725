import { deflateRawSync } from 'node:zlib';
import { FieldNameSchema, QuickTableSchemaSchema, quickCreateLimits } from '@nuvem/api-contract';
import { Value } from 'typebox/value';
import { ApiError } from '../../../errors';
import { enterDataDocument } from '../../../testing/mashup-documents';
import { readMashupDocument } from './mashup-document';
import { quickTableOf } from './quick-table';
import { decimalSeparatorOf, quickValueTypes } from './quick-value-types';

const read = (type: string, value: string | number | boolean, locale = 'en-US') =>
  quickValueTypes[type]!.read(value, decimalSeparatorOf(locale));

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.vars;
  }
  return undefined;
};

describe('quick create values', () => {
  it('reads numbers in the invariant form, and with the decimal comma of a locale that has one', () => {
    expect(read('Number', '12.5')).toBe('12.5');
    expect(read('Number', '12,5', 'pt-BR')).toBe('12.5');
    expect(read('Number', '12,5', 'en-US')).toBeUndefined();
    expect(read('Number', '1.234,5', 'pt-BR')).toBeUndefined();
    expect(read('Number', 7)).toBe('7');
    expect(read('Number', 'NaN')).toBeUndefined();
    expect(read('Percentage', '25%')).toBe('0.25');
    expect(read('Currency', '-3e2')).toBe('-300');
  });

  it('reads an exponent as the double it gives, and refuses one that would read as 0 or past PostgreSQL', () => {
    expect(read('Number', '1.5e3')).toBe('1500');
    expect(read('Number', '1e-320')).toBe('1e-320');
    expect(read('Number', '0e-99999999')).toBe('0');
    expect(read('Number', '1e-99999999')).toBeUndefined();
    expect(read('Number', '-2.5E-400')).toBeUndefined();
    expect(read('Number', '1e400')).toBeUndefined();
    expect(read('Percentage', '1e-99999999%')).toBeUndefined();
    // Written plainly, every digit is kept.
    expect(read('Number', '0.1234567890123456789')).toBe('0.1234567890123456789');
  });

  it('reads whole numbers within their range only', () => {
    expect(read('Int32', '2147483647')).toBe('2147483647');
    expect(read('Int32', '2147483648')).toBeUndefined();
    expect(read('Int32', '1.5')).toBeUndefined();
    expect(read('Int64', '9007199254740991')).toBe('9007199254740991');
  });

  it('reads calendar dates and ISO date-times; a zoned date-time needs its offset', () => {
    expect(read('Date', '2026-02-28')).toBe('2026-02-28');
    expect(read('Date', '2026-02-29')).toBeUndefined();
    expect(read('Date', '2026-03-01T00:00:00')).toBe('2026-03-01');
    expect(read('Date', '2026-03-01T10:00:00')).toBeUndefined();
    expect(read('DateTime', '2026-03-01 10:20')).toBe('2026-03-01T10:20:00Z');
    expect(read('DateTime', '2026-03-01T25:00')).toBeUndefined();
    expect(read('DateTimeZone', '2026-03-01T10:20:00')).toBeUndefined();
    expect(read('DateTimeZone', '2026-03-01T10:20:00-03:00')).toBe('2026-03-01T10:20:00-03:00');
    expect(read('DateTimeZone', '2026-03-01T10:20:00+0530')).toBe('2026-03-01T10:20:00+0530');
    // Offsets of the clock: UTC-14:00 to UTC+14:00, whole minutes.
    expect(read('DateTimeZone', '2026-03-01T10:20:00+14:00')).toBe('2026-03-01T10:20:00+14:00');
    expect(read('DateTimeZone', '2026-03-01T10:20:00-14:00')).toBe('2026-03-01T10:20:00-14:00');
    for (const offset of ['+99:99', '+14:01', '-15:00', '+03:60', '+1500'])
      expect(read('DateTimeZone', `2026-03-01T10:20:00${offset}`)).toBeUndefined();
    expect(read('DateTime', '2026-03-01T10:20:00+99:99')).toBeUndefined();
    expect(read('Time', '7:05')).toBe('07:05:00');
    expect(read('Duration', '1.02:03:04')).toBe('1.02:03:04');
    expect(read('Duration', 'PT1H30M')).toBe('PT1H30M');
    expect(read('Logical', 'TRUE')).toBe('true');
    expect(read('Logical', 'sim')).toBeUndefined();
  });
});

describe('quickTableOf', () => {
  const schema = {
    name: 'T',
    columns: [
      { name: 'a', dataType: 'Text' },
      { name: 'b', dataType: 'Int32', aggregateFunction: 2 },
    ],
  };

  it('keeps a whole number with aggregateFunction None as a grouping, and blanks as nulls', () => {
    const table = quickTableOf({
      locale: 'en',
      tableSchemaList: [schema],
      data: [
        {
          name: 'T',
          rows: [
            ['x', ''],
            [null, 3],
          ],
        },
      ],
    });
    expect(table.columns.map((c) => [c.name, c.grouping])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    expect(table.rows).toEqual([
      ['x', null],
      [null, '3'],
    ]);
  });

  it("reads a mashup document's rows by the column names of tableSchemaList", () => {
    const rows = deflateRawSync(Buffer.from(JSON.stringify([['9', 'y']]))).toString('base64');
    const mashupDocument = `shared T = let Source = Table.FromRows(Json.Document(Binary.Decompress(Binary.FromText("${rows}", BinaryEncoding.Base64), Compression.Deflate)), let _t = ((type nullable text) meta [Serialized.Text = true]) in type table [b = _t, a = _t]) in Source;`;
    expect(quickTableOf({ locale: 'en', tableSchemaList: [schema], mashupDocument }).rows).toEqual([
      ['y', '9'],
    ]);
    expect(readMashupDocument(mashupDocument).columns).toEqual([
      { name: 'b', dataType: 'Text' },
      { name: 'a', dataType: 'Text' },
    ]);
  });

  it('refuses a mashup document whose rows inflate past the limit, or are not JSON rows', () => {
    const bomb = deflateRawSync(Buffer.alloc(33_000_000, 32)).toString('base64');
    const document = (base64: string) =>
      `Table.FromRows(Json.Document(Binary.Decompress(Binary.FromText("${base64}", BinaryEncoding.Base64), Compression.Deflate)), let _t = 1 in type table [a = _t])`;
    expect(problemOf(() => readMashupDocument(document(bomb)))).toEqual(['mashupTooLarge', '32000000']);
    expect(problemOf(() => readMashupDocument(document('bm90IGRlZmxhdGU=')))).toEqual(['mashupUnsupported']);
  });

  it('reads a hostile document once: repeated openings without their ends are refused, not searched again and again', () => {
    const rows = deflateRawSync(Buffer.from('[]')).toString('base64');
    const source = `Table.FromRows(Json.Document(Binary.Decompress(Binary.FromText("${rows}", BinaryEncoding.Base64), Compression.Deflate)))`;
    const hostile = [
      'type table ['.repeat(200_000),
      `${source} type table [a = _t] ${'Table.TransformColumnTypes(x,{{"'.repeat(100_000)}`,
      `${source} type table [${'a'.repeat(2_000_000)}`,
      `${source} ${'shared '.repeat(200_000)}`,
    ];
    expect(problemOf(() => readMashupDocument(hostile[0]!))).toEqual(['mashupUnsupported']);
    expect(readMashupDocument(hostile[1]!).columns).toEqual([{ name: 'a', dataType: 'Text' }]);
    expect(problemOf(() => readMashupDocument(hostile[2]!))).toEqual(['mashupUnsupported']);
    expect(problemOf(() => readMashupDocument(hostile[3]!))).toEqual(['mashupUnsupported']);
  });
});

describe('the mashup path keeps the limits of tableSchemaList', () => {
  const columns = (count: number) => Array.from({ length: count }, (_, i) => `c${i + 1}`);
  const mashup = (table: string, names: string[], rows: unknown[] = []) =>
    enterDataDocument({ table, columns: names, rows });
  /** The same table declared as tableSchemaList declares it: does the contract's schema take it? */
  const schemaTakes = (table: string, names: string[]) =>
    Value.Check(QuickTableSchemaSchema, {
      name: table,
      columns: names.map((name) => ({ name, dataType: 'Text' })),
    });
  const long = (length: number) => 'n'.repeat(length);

  it('names are field names: what a query may name (FieldNameSchema), and no more', () => {
    expect(quickCreateLimits.nameLength).toBe(120);
    expect(Value.Check(FieldNameSchema, long(120))).toBe(true);
  });

  it.each([
    ['64 columns', 'T', columns(64), undefined],
    ['65 columns', 'T', columns(65), ['tooManyColumns', 'T', '64']],
    ['1,700 columns', 'T', columns(1_700), ['tooManyColumns', 'T', '64']],
    ['10,000 columns', 'T', columns(10_000), ['tooManyColumns', 'T', '64']],
    ['a 120-character column name', 'T', [long(120)], undefined],
    ['a 121-character column name', 'T', [long(121)], ['badName', `${long(40)}…`, '120']],
    ['a 100,000-character column name', 'T', ['a', long(100_000)], ['badName', `${long(40)}…`, '120']],
    ['a 120-character table name', long(120), ['a'], undefined],
    ['a 100,000-character table name', long(100_000), ['a'], ['badName', `${long(40)}…`, '120']],
    ['120 characters beyond the BMP (as JSON Schema counts them)', 'T', ['😀'.repeat(120)], undefined],
    ['an empty column name', 'T', ['a', ''], ['badName', '', '120']],
    ['a control character in a name', 'T', ['a\tb'], ['badName', 'a\tb', '120']],
  ])('%s: refused by the reader exactly when the schema refuses it', (_name, table, names, problem) => {
    expect(problemOf(() => quickTableOf({ locale: 'en', mashupDocument: mashup(table, names) }))).toEqual(
      problem,
    );
    expect(schemaTakes(table, names)).toBe(problem === undefined);
  });

  it('refuses too many columns before inflating the rows', () => {
    const bomb = deflateRawSync(Buffer.alloc(33_000_000, 32)).toString('base64');
    const document = mashup('T', columns(65)).replace(/FromText\("[^"]*"/, `FromText("${bomb}"`);
    expect(problemOf(() => readMashupDocument(document))).toEqual(['tooManyColumns', 'T', '64']);
  });

  it('refuses text PostgreSQL cannot store inside the rows, with its place', () => {
    for (const text of ['a\u0000b', 'x\ud800'])
      expect(
        problemOf(() =>
          quickTableOf({
            locale: 'en',
            mashupDocument: mashup(
              'T',
              ['a', 'b'],
              [
                ['ok', 'ok'],
                ['ok', text],
              ],
            ),
          }),
        ),
      ).toEqual(['unstorableValue', 'T', '2', 'b']);
  });

  it('shortens an unknown type in its place', () => {
    const document = enterDataDocument({
      table: 'T',
      columns: ['a'],
      rows: [],
      types: { a: `type ${long(500)}` },
    });
    expect(problemOf(() => quickTableOf({ locale: 'en', mashupDocument: document }))).toEqual([
      'unknownType',
      'a',
      `type ${long(35)}…`,
    ]);
  });
});
