import { lineCents, monthlyTotalCents, type CalculatorPrice } from './iaasCalculatorModel';

const prices: CalculatorPrice[] = [
  {
    sku: 'std.4x16',
    region: 'sa-east-1',
    kind: 'size',
    unit: 'month',
    priceCents: 62_000,
    vcpus: 4,
    memoryGb: 16,
  },
  {
    sku: 'disk.standard',
    region: 'sa-east-1',
    kind: 'disk',
    unit: 'gb_month',
    priceCents: 45,
    vcpus: null,
    memoryGb: null,
  },
  {
    sku: 'std.4x16',
    region: 'us-east-1',
    kind: 'size',
    unit: 'month',
    priceCents: 49_600,
    vcpus: 4,
    memoryGb: 16,
  },
];

test.each([
  [{ sku: 'std.4x16', quantity: 2 }, 'sa-east-1', 124_000],
  [{ sku: 'disk.standard', quantity: 500 }, 'sa-east-1', 22_500],
  [{ sku: 'std.4x16', quantity: 1 }, 'us-east-1', 49_600],
  [{ sku: 'disk.standard', quantity: 500 }, 'us-east-1', undefined],
])('line %j in %s costs %s centavos a month', (line, region, cents) => {
  expect(lineCents(line, prices, region)).toBe(cents);
});

test('the total adds the priced lines and leaves out what the region does not price', () => {
  const lines = [
    { sku: 'std.4x16', quantity: 2 },
    { sku: 'disk.standard', quantity: 500 },
  ];
  expect(monthlyTotalCents(lines, prices, 'sa-east-1')).toBe(146_500);
  expect(monthlyTotalCents(lines, prices, 'us-east-1')).toBe(99_200);
});
