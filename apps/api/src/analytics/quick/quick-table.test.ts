import { deflateRawSync } from 'node:zlib';
import { ApiError } from '../../errors';
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
    expect(read('Currency', '-3e2')).toBe('-3e2');
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
