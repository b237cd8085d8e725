import { centsToDecimal, formatCents } from './formatCents';

test('centavos become an exact decimal string, whatever their type', () => {
  expect(centsToDecimal(123456)).toBe('1234.56');
  expect(centsToDecimal('5')).toBe('0.05');
  expect(centsToDecimal(-199n)).toBe('-1.99');
  expect(centsToDecimal('900719925474099301')).toBe('9007199254740993.01');
});

test('each language writes money its own way', () => {
  const nbsp = /\u00a0/g;
  expect(formatCents(123456, 'pt-BR').replace(nbsp, ' ')).toBe('R$ 1.234,56');
  expect(formatCents(123456, 'en')).toBe('R$1,234.56');
  expect(formatCents('-5', 'es').replace(nbsp, ' ')).toBe('-0,05 BRL');
});

test('amounts past 2^53 centavos keep their last centavo', () => {
  expect(formatCents('900719925474099301', 'en')).toBe('R$9,007,199,254,740,993.01');
});
