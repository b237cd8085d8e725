import { csvField, csvRecord } from './csv-writer';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=1+2', "'=1+2"],
    ['+55 11', "'+55 11"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['=A1,"x"', `"'=A1,""x"""`],
    ['', ''],
  ])('%j → %j', (value, written) => expect(csvField(value)).toBe(written));

  it('writes numbers and absent values as they are', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });

  it('ends a record with CRLF', () => expect(csvRecord(['a', 'b,c'])).toBe('a,"b,c"\r\n'));
});
