import type { StoreConsumption } from '@nuvem/api-contract';
import { consumptionAccessors, consumptionItemsOf, storeConsumptionOf } from './storeOf';

const answer: StoreConsumption = {
  cloud_id: 'ACM1',
  months: [
    {
      month: '2026-10',
      total_cents: '300',
      lines: [{ service: 'Rede', product: 'Protheus', amount_cents: '300' }],
    },
    {
      month: '2026-11',
      total_cents: '90071992547409930',
      lines: [
        { service: 'Computação', product: 'Protheus', amount_cents: '90071992547409900' },
        { service: 'Rede', product: 'Fluig', amount_cents: '30' },
      ],
    },
  ],
  current: { month: '2026-12', to_date_cents: '0', days_elapsed: 0, days_in_month: 31, forecast_cents: null },
};

test("maps the answer keeping every amount as the API's exact decimal string", () => {
  const view = storeConsumptionOf(answer);
  expect(view.months[1]!.totalCents).toBe('90071992547409930');
  expect(view.months[1]!.lines[0]!.amountCents).toBe('90071992547409900');
  expect(view.current).toEqual({
    month: '2026-12',
    toDateCents: '0',
    daysElapsed: 0,
    daysInMonth: 31,
    forecastCents: null,
  });
});

test("a month's lines become the table's rows, one id per service and product; none for an unknown month", () => {
  const view = storeConsumptionOf(answer);
  const rows = consumptionItemsOf(view, '2026-11');
  expect(rows.map((row) => row.id)).toEqual(['Computação|Protheus', 'Rede|Fluig']);
  expect(consumptionItemsOf(view, '2025-01')).toEqual([]);
  expect(consumptionAccessors.textOf(rows[1]!)).toBe('Rede Fluig');
  expect(consumptionAccessors.valueOf(rows[1]!, 'amount')).toBe(30);
});
