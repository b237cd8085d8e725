// Relative dates, every operator × unit × includeToday, against ranges worked out here in plain date
// arithmetic (not SQL): the compiler's answer must equal the rows between those two days.
import type { VisualQuery } from '@nuvem/api-contract';
import { fieldsOf, relativeDate } from '../../../../demo/analytics-content/report-builders';
import { openAnalyticsFixture, type AnalyticsFixture } from '../../../../testing/analytics-fixture';
import { databaseKinds } from '../../../../testing/test-database';

const { col, m } = fieldsOf('Consumo');
const day = 86_400_000;

const parse = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, n: number) => new Date(date.getTime() + n * day);
/** Calendar months, the day clamped to the month's last (31 Mar − 1 month = 28 or 29 Feb), as PostgreSQL does. */
function addMonths(date: Date, n: number): Date {
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date.getUTCDate(), last)));
}

type Unit = 'day' | 'week' | 'month' | 'year';
const units: [number, Unit, boolean][] = [
  [0, 'day', false],
  [1, 'week', false],
  [2, 'week', true],
  [3, 'month', false],
  [4, 'month', true],
  [5, 'year', false],
  [6, 'year', true],
];
const shift = (date: Date, unit: Unit, n: number) =>
  unit === 'day'
    ? addDays(date, n)
    : unit === 'week'
      ? addDays(date, 7 * n)
      : addMonths(date, unit === 'month' ? n : 12 * n);

function periodStart(today: Date, unit: Unit): Date {
  if (unit === 'day') return today;
  if (unit === 'week') return addDays(today, -today.getUTCDay()); // Sunday
  if (unit === 'month') return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
  return new Date(Date.UTC(today.getUTCFullYear(), 0, 1));
}

/** [first, last] day: the meaning the filter is documented to have. */
function expectedRange(
  today: Date,
  operator: number,
  unit: Unit,
  calendar: boolean,
  n: number,
  includeToday: boolean,
): [Date, Date] {
  const start = periodStart(today, unit);
  if (operator === 1) return [start, addDays(shift(start, unit, 1), -1)];
  if (calendar) {
    if (operator === 0) return [shift(start, unit, -n), includeToday ? today : addDays(start, -1)];
    const next = shift(start, unit, 1);
    return [includeToday ? today : next, addDays(shift(next, unit, n), -1)];
  }
  if (operator === 0)
    return includeToday
      ? [addDays(shift(today, unit, -n), 1), today]
      : [shift(today, unit, -n), addDays(today, -1)];
  return includeToday
    ? [today, addDays(shift(today, unit, n), -1)]
    : [addDays(today, 1), shift(today, unit, n)];
}

const cases = [0, 1, 2].flatMap((operator) =>
  units.flatMap(([type, unit, calendar]) =>
    [false, true].map((includeToday) => ({
      name: `${['InLast', 'InThis', 'InNext'][operator]} 2 ${calendar ? 'calendar ' : ''}${unit}s${includeToday ? ', including today' : ''}`,
      operator: operator as 0 | 1 | 2,
      type,
      unit,
      calendar,
      includeToday,
    })),
  ),
);

describe.each(databaseKinds)('relative date filters on %s', (kind) => {
  let fx: AnalyticsFixture;
  beforeAll(async () => {
    fx = await openAnalyticsFixture(kind);
  });
  afterAll(() => fx.close());

  it.each(cases)('$name', async ({ operator, type, unit, calendar, includeToday }) => {
    const [first, last] = expectedRange(parse(fx.today), operator, unit, calendar, 2, includeToday);
    const query: VisualQuery = {
      datasetId: 'consumo',
      groupBy: [col('Data')],
      values: [m('Custo Total')],
      filters: [relativeDate(col('Data'), operator, 2, type, includeToday)],
      orderBy: [{ field: col('Data'), direction: 'Ascending' }],
    };
    const answer = await fx.run(query);
    const expected = await fx.rows(
      `SELECT to_char(dia, 'YYYY-MM-DD'), round(sum(valor), 2)::float8 AS total FROM analytics_consumo
       WHERE dia BETWEEN $1::date AND $2::date GROUP BY dia ORDER BY dia`,
      [iso(first), iso(last)],
    );
    expect(answer.rows).toEqual(expected);
  });

  it('finds data in the past ranges (the cases are not all empty)', async () => {
    const lastTwoDays = await fx.run({
      datasetId: 'consumo',
      groupBy: [col('Data')],
      values: [m('Custo Total')],
      filters: [relativeDate(col('Data'), 0, 2, 0, false)],
    });
    expect(lastTwoDays.rows.map((row) => row[0])).toEqual([
      iso(addDays(parse(fx.today), -2)),
      iso(addDays(parse(fx.today), -1)),
    ]);
  });
});
