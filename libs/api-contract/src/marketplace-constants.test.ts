import { marketplacePriceCentsOf, marketplacePriceTextOf } from './marketplace-constants';

test.each([
  ['199,90', '19990'],
  ['0,5', '50'],
  ['1500', '150000'],
  ['0', '0'],
  ['99999999,99', '9999999999'],
])('staff typing %s reais is %s centavos, exactly', (text, cents) => {
  expect(marketplacePriceCentsOf(text)).toBe(cents);
});

test('a price kept shows as typed, and goes back unchanged', () => {
  for (const cents of ['19990', '50', '150000', '0', '9999999999'])
    expect(marketplacePriceCentsOf(marketplacePriceTextOf(cents))).toBe(cents);
  expect(marketplacePriceTextOf('19990')).toBe('199,90');
});
