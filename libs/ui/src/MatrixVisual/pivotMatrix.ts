import type { ValueFormatter } from '../format/useValueFormatter';
import type { VisualCell, VisualData, VisualDataColumn, VisualDataPoint } from '../model/visualData';

/** A value of the `columns` role: one group of the matrix's columns. */
export interface MatrixColumnKey {
  cell: VisualCell;
  label: string;
}

export interface MatrixRow {
  /** The row's category cells, top level first (a child carries its parent's too). */
  identity: VisualDataPoint['identity'];
  /** This level's cells, formatted (the remaining category columns join with ' · ' on the second level). */
  label: string;
  /** Per column key, per value column; null where the data has nothing. */
  cells: (number | null)[][];
  /** Per value column, across every column key (the row total). */
  total: (number | null)[];
  /** The second level's rows (the remaining category columns), empty with one category column. */
  children: MatrixRow[];
}

export interface MatrixModel {
  rowColumns: VisualDataColumn[];
  /** The column whose values spread across; without one, the values are the columns. */
  spreadColumn: VisualDataColumn | undefined;
  valueColumns: VisualDataColumn[];
  /** Column groups in the order rows bring them; one unnamed group without a spread column. */
  columnKeys: MatrixColumnKey[];
  rows: MatrixRow[];
  /** Per column key, per value column: the column totals. */
  columnTotals: (number | null)[][];
  /** Per value column: the grand total. */
  grandTotal: (number | null)[];
}

const add = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : a + b);
const keyOf = (cells: readonly VisualCell[]) => JSON.stringify(cells);
const emptyCells = (columns: number, values: number) =>
  Array.from({ length: columns }, () => Array<number | null>(values).fill(null));

function numberOf(cell: VisualCell | undefined): number | null {
  return typeof cell === 'number' && Number.isFinite(cell) ? cell : null;
}

/**
 * Pivots rows into a matrix: the first category column makes the rows, the rest a second level under
 * them; the first `columns` column spreads across; values fill the cells. Rows and column groups keep the
 * order the rows bring them. Totals add up (as 'sum' aggregation does); several rows for one cell add up too.
 */
export function pivotMatrix(data: VisualData, formatter: ValueFormatter): MatrixModel {
  const indexed = data.columns.map((column, index) => ({ column, index }));
  const rowCols = indexed.filter(({ column }) => column.role === 'category');
  const spread = indexed.find(({ column }) => column.role === 'columns');
  const valueCols = indexed.filter(({ column }) => column.role === 'value');
  const values = valueCols.length;

  const columnKeys: MatrixColumnKey[] = [];
  const columnIndex = new Map<string, number>();
  if (!spread) columnKeys.push({ cell: null, label: '' });

  const top: MatrixRow[] = [];
  const topIndex = new Map<string, MatrixRow>();
  const childIndex = new Map<string, MatrixRow>();
  const [first, ...rest] = rowCols;

  const rowOf = (
    identity: MatrixRow['identity'],
    label: string,
    into: MatrixRow[],
    index: Map<string, MatrixRow>,
    key: string,
  ) => {
    let row = index.get(key);
    if (!row) {
      row = { identity, label, cells: [], total: Array<number | null>(values).fill(null), children: [] };
      index.set(key, row);
      into.push(row);
    }
    return row;
  };

  const cellsOf = data.rows.map((row) => {
    let c = 0;
    if (spread) {
      const cell = row[spread.index] ?? null;
      const key = keyOf([cell]);
      const known = columnIndex.get(key);
      if (known === undefined) {
        c = columnKeys.length;
        columnIndex.set(key, c);
        columnKeys.push({ cell, label: formatter.format(cell, spread.column.format) });
      } else c = known;
    }
    return c;
  });

  const put = (target: MatrixRow, c: number, row: readonly VisualCell[]) => {
    while (target.cells.length < columnKeys.length)
      target.cells.push(Array<number | null>(values).fill(null));
    valueCols.forEach(({ index }, v) => {
      const value = numberOf(row[index]);
      target.cells[c]![v] = add(target.cells[c]![v] ?? null, value);
      target.total[v] = add(target.total[v] ?? null, value);
    });
  };

  data.rows.forEach((row, r) => {
    const c = cellsOf[r]!;
    const topCell = first ? (row[first.index] ?? null) : null;
    const topRow = rowOf(
      first ? [{ key: first.column.key, value: topCell }] : [],
      first ? formatter.format(topCell, first.column.format) : '',
      top,
      topIndex,
      keyOf([topCell]),
    );
    put(topRow, c, row);
    if (rest.length > 0) {
      const cells = rest.map(({ index }) => row[index] ?? null);
      const child = rowOf(
        [...topRow.identity, ...rest.map(({ column }, i) => ({ key: column.key, value: cells[i] ?? null }))],
        rest.map(({ column }, i) => formatter.format(cells[i] ?? null, column.format)).join(' · '),
        topRow.children,
        childIndex,
        keyOf([topCell, ...cells]),
      );
      put(child, c, row);
    }
  });

  // Rows seen before a later column group appeared get that group's empty cells.
  const fill = (rows: MatrixRow[]) =>
    rows.forEach((row) => {
      while (row.cells.length < columnKeys.length) row.cells.push(Array<number | null>(values).fill(null));
      fill(row.children);
    });
  fill(top);

  const columnTotals = emptyCells(columnKeys.length, values);
  const grandTotal = Array<number | null>(values).fill(null);
  for (const row of top) {
    row.cells.forEach((cells, c) =>
      cells.forEach((value, v) => {
        columnTotals[c]![v] = add(columnTotals[c]![v] ?? null, value);
      }),
    );
    row.total.forEach((value, v) => {
      grandTotal[v] = add(grandTotal[v] ?? null, value);
    });
  }

  return {
    rowColumns: rowCols.map(({ column }) => column),
    spreadColumn: spread?.column,
    valueColumns: valueCols.map(({ column }) => column),
    columnKeys,
    rows: top,
    columnTotals,
    grandTotal,
  };
}
