import { nextPoint, type PointGrid, type PointPosition } from './pointNavigation';

const columns: PointGrid = { seriesCount: 2, count: 3, layout: 'across' };
const bars: PointGrid = { seriesCount: 2, count: 3, layout: 'down' };
const pie: PointGrid = { seriesCount: 1, count: 4, layout: 'ring' };
const at = (series: number, index: number): PointPosition => ({ series, index });

test.each([
  ['columns: first key starts at the first point', columns, null, 'ArrowRight', at(0, 0)],
  ['columns: right is the next category', columns, at(0, 0), 'ArrowRight', at(0, 1)],
  ['columns: right stops at the last', columns, at(0, 2), 'ArrowRight', at(0, 2)],
  ['columns: left stops at the first', columns, at(1, 0), 'ArrowLeft', at(1, 0)],
  ['columns: down is the next series', columns, at(0, 1), 'ArrowDown', at(1, 1)],
  ['columns: down stops at the last series', columns, at(1, 1), 'ArrowDown', at(1, 1)],
  ['columns: up is the previous series', columns, at(1, 1), 'ArrowUp', at(0, 1)],
  ['columns: End is the last category', columns, at(1, 0), 'End', at(1, 2)],
  ['columns: Home is the first category', columns, at(1, 2), 'Home', at(1, 0)],
  ['bars: down is the next category', bars, at(0, 0), 'ArrowDown', at(0, 1)],
  ['bars: right is the next series', bars, at(0, 1), 'ArrowRight', at(1, 1)],
  ['bars: left is the previous series', bars, at(1, 1), 'ArrowLeft', at(0, 1)],
  ['pie: right and down step on', pie, at(0, 1), 'ArrowDown', at(0, 2)],
  ['pie: left and up step back', pie, at(0, 1), 'ArrowLeft', at(0, 0)],
  ['pie: stops at the last slice', pie, at(0, 3), 'ArrowRight', at(0, 3)],
  ['another key is not handled', columns, at(0, 0), 'a', null],
  ['an empty chart has no point', { ...columns, count: 0 }, null, 'ArrowRight', null],
] as const)('%s', (_, grid, current, key, expected) => {
  expect(nextPoint(current, key, grid)).toEqual(expected);
});
