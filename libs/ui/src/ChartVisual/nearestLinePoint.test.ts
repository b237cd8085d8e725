import { PICK_DISTANCE, pickSeriesAt } from './nearestLinePoint';

// A plot 200px high for values 0 to 100: value v is drawn at y = 200 - 2v.
const toY = (value: number) => 200 - 2 * value;

test.each([
  ['the nearer line', [40, 60], toY(58), { stacked: false, area: false }, 1],
  ['a line within reach', [40, 60], toY(40) + PICK_DISTANCE - 1, { stacked: false, area: false }, 0],
  ['nothing, too far from every line', [40, 60], toY(90), { stacked: false, area: false }, null],
  ['a gap in a series is skipped', [null, 60], toY(40), { stacked: false, area: false }, null],
  ['the band of a stacked area', [30, 30, 30], toY(45), { stacked: true, area: true }, 1],
  ['the top of stacked lines', [30, 30, 30], toY(88), { stacked: true, area: false }, 2],
] as const)('%s', (_, values, pointerY, options, expected) => {
  expect(pickSeriesAt(values, pointerY, toY, options)).toBe(expected);
});
