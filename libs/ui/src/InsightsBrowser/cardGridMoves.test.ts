import { cardMoveTarget, type CardMoveKey } from './cardGridMoves';
import type { CardRowPlace } from './insightGridLayout';

/** Card rows of the given lengths (rows of the list between them are headers). */
function grid(...lengths: number[]): CardRowPlace[] {
  let first = 0;
  return lengths.map((length, i) => {
    const place = { row: i * 2 + 1, first, length };
    first += length;
    return place;
  });
}

// 0 1 2 3
// 4 5 6 7
// 8 9        (a shorter last row of its group)
// 10 11 12   (the next group)
const rows = grid(4, 4, 2, 3);

test.each<[number, CardMoveKey, number]>([
  [0, 'ArrowRight', 1],
  [3, 'ArrowRight', 3], // the end of the row: stays
  [4, 'ArrowLeft', 4], // the start of the row: stays, no wrap to the row above
  [5, 'ArrowLeft', 4],
  [1, 'ArrowDown', 5],
  [7, 'ArrowDown', 9], // the row below is shorter: its last card
  [9, 'ArrowDown', 11], // same column in the next group
  [12, 'ArrowDown', 12], // the last row: stays
  [12, 'ArrowUp', 9], // a shorter row above: its last card
  [6, 'ArrowUp', 2],
  [2, 'ArrowUp', 2], // the first row: stays
  [6, 'Home', 0],
  [0, 'Home', 0],
  [2, 'End', 12],
  [12, 'End', 12],
])('from %i, %s → %i', (from, key, expected) => {
  expect(cardMoveTarget(rows, from, key)).toBe(expected);
});

test('without cards nothing moves', () => {
  expect(cardMoveTarget([], 0, 'End')).toBe(0);
  expect(cardMoveTarget([], 0, 'ArrowDown')).toBe(0);
});

test('one column: up and down walk the cards, left and right stay', () => {
  const column = grid(1, 1, 1);
  expect(cardMoveTarget(column, 1, 'ArrowDown')).toBe(2);
  expect(cardMoveTarget(column, 1, 'ArrowUp')).toBe(0);
  expect(cardMoveTarget(column, 1, 'ArrowRight')).toBe(1);
});
