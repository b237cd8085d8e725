import { csvNumber } from './csvNumber';

const value = (text: string, decimal: ',' | '.') => csvNumber(text, decimal)?.value;

describe('csvNumber', () => {
  it('reads pt-BR numbers: decimal comma, thousands points, currency and percent', () => {
    expect(value('1.234,56', ',')).toBe('1234.56');
    expect(value('1.234.567', ',')).toBe('1234567');
    expect(value('120,5', ',')).toBe('120.5');
    expect(csvNumber('R$ 1.234,56', ',')).toEqual({
      value: '1234.56',
      currency: true,
      percent: false,
      integer: false,
    });
    expect(value('R$1.234,56', ',')).toBe('1234.56');
    expect(value('-R$ 10,00', ',')).toBe('-10.00');
    expect(value('R$ -10,00', ',')).toBe('-10.00');
    expect(csvNumber('12,5%', ',')).toEqual({
      value: '0.125',
      currency: false,
      percent: true,
      integer: false,
    });
    expect(value('-3%', ',')).toBe('-0.03');
    expect(value('250%', ',')).toBe('2.5');
    expect(value('33,3 %', ',')).toBe('0.333');
    expect(value('0%', ',')).toBe('0');
  });

  it('reads invariant numbers with grouping commas', () => {
    expect(value('1,234.50', '.')).toBe('1234.50');
    expect(value('$ 99.90', '.')).toBe('99.90');
    expect(value('€12', '.')).toBe('12');
    expect(csvNumber('42', '.')?.integer).toBe(true);
    expect(csvNumber('42.0', '.')?.integer).toBe(false);
  });

  it('refuses what is not one number in that convention', () => {
    for (const text of ['1.5', '12.34,5', '1,2,3', 'abc', '', 'R$', '%', 'R$ 5%', '1 234', '--1', '1.23'])
      expect({ text, value: value(text, ',') }).toEqual({ text, value: undefined });
    expect(value('1,5', '.')).toBeUndefined();
    expect(value('1.5', '.')).toBe('1.5');
  });

  it('keeps codes with leading zeros out (they would lose their zeros)', () => {
    expect(value('00123', ',')).toBeUndefined();
    expect(value('01310-100', ',')).toBeUndefined();
    expect(value('0,5', ',')).toBe('0.5');
    expect(value('0', ',')).toBe('0');
  });

  it('writes a negative zero as zero', () => {
    expect(value('-0', ',')).toBe('0');
  });
});
