import type { DashboardTileModel } from '../model/dashboardTile';
import { gridTemplate, tilePlacement, tilesInReadingOrder } from './dashboardLayout';

const tile = (id: string, col: number, row: number, colSpan = 4, rowSpan = 2): DashboardTileModel => ({
  id,
  title: id,
  layout: { col, row, colSpan, rowSpan },
});

test('reading order: row by row, left to right; ties keep their order', () => {
  const tiles = [
    tile('c', 8, 0),
    tile('e', 0, 4),
    tile('a', 0, 0),
    tile('b', 4, 0),
    tile('d', 4, 2),
    tile('d2', 4, 2),
  ];
  expect(tilesInReadingOrder(tiles).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd', 'd2', 'e']);
});

test.each([
  [
    'a tile on the grid',
    { col: 0, row: 0, colSpan: 4, rowSpan: 2 },
    'fitToWidth',
    { gridColumn: '1 / span 4', gridRow: '1 / span 2' },
  ],
  [
    'the same at actual size',
    { col: 8, row: 3, colSpan: 4, rowSpan: 1 },
    'actualSize',
    { gridColumn: '9 / span 4', gridRow: '4 / span 1' },
  ],
  [
    'a span past the edge is cut',
    { col: 10, row: 0, colSpan: 6, rowSpan: 1 },
    'fitToWidth',
    { gridColumn: '11 / span 2', gridRow: '1 / span 1' },
  ],
  [
    'one column keeps only the height',
    { col: 8, row: 3, colSpan: 4, rowSpan: 3 },
    'oneColumn',
    { gridColumn: '1 / -1', gridRow: 'span 3' },
  ],
] as const)('%s', (_, layout, view, expected) => {
  expect(tilePlacement(layout, view)).toEqual(expected);
});

test('templates per view', () => {
  const size = { rowHeight: 120, columnWidth: 80, gap: 12 };
  expect(gridTemplate('actualSize', size)).toEqual({
    gridTemplateColumns: 'repeat(12, 80px)',
    gridAutoRows: '120px',
    width: 'max-content',
  });
  // Fitted, a row is a column's width × 120/80, the gaps taken out first.
  expect(gridTemplate('fitToWidth', size).gridAutoRows).toBe('calc((100cqi - 132px) / 12 * 1.5)');
  expect(gridTemplate('oneColumn', size)).toEqual({
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridAutoRows: '120px',
    width: '100%',
  });
});
