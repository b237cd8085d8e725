import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { isNumericFormat } from '../format/formatValue';
import { useValueFormatter } from '../format/useValueFormatter';
import { DataLink } from '../internal/DataLink';
import { webLinkOf } from '../internal/dataLinks';
import { isIdentityColumn, isPointSelected, pointOfRow, selectionAmong } from '../internal/dataPoints';
import { useRenderedOnce } from '../internal/useRenderedOnce';
import type {
  VisualCell,
  VisualData,
  VisualDataPoint,
  VisualSelectOptions,
  VisualSort,
} from '../model/visualData';
import { columnTotals } from './columnTotals';
import { DEFAULT_TABLE_PAGE_SIZE, pageRange } from './tablePaging';
import { nextSort, sortRows } from './tableSort';

const NOTHING_SELECTED: readonly VisualDataPoint[] = [];
const ROW_KEYS = 'ArrowUp ArrowDown Home End PageUp PageDown Enter Space Control+Enter';

export interface TableVisualProps {
  /** The table's columns (in order) and rows. Category and series columns identify a row; values are measures. */
  data: VisualData;
  /** Rows per page (the visual's `pageSize` option): 50 when omitted. */
  pageSize?: number;
  /** The page shown, from 0. Leave it out to let the table keep its own page. */
  page?: number;
  /** The viewer moved to another page (from 0). */
  onPageChange?: (page: number) => void;
  /**
   * The frame pages on the server: `data.rows` are page `page` only and `data.totalRows` counts them all.
   * Otherwise `data.rows` are every row, and the table pages (and sorts) them itself.
   */
  pagedOnServer?: boolean;
  /** The sort shown on the headers (and applied here unless `pagedOnServer`). */
  sort?: VisualSort;
  /** A header was clicked: the sort asked for (same column flips; numbers start descending). */
  onSort?: (sort: VisualSort) => void;
  /** Rows picked here or in another visual: they are highlighted. */
  selected?: readonly VisualDataPoint[];
  /** A row was picked (click, or Enter/Space on the focused row); `multi` with Ctrl/Meta (add to the selection). */
  onSelect?: (point: VisualDataPoint, options: VisualSelectOptions) => void;
  /**
   * A link was followed: cells of `webUrl` columns holding an http(s) address are links (anything else stays
   * text). With this callback the browser does not navigate, the caller does (or not); without it the link
   * opens in a new tab. `point` is the link's row.
   */
  onLinkClick?: (url: string, point: VisualDataPoint) => void;
  /**
   * A totals row: the frame's own totals in column order (a measure's total is not always the sum of its
   * rows), or 'sum' to add up money, counts and decimals here. None when omitted.
   */
  totals?: readonly VisualCell[] | 'sum';
  /** An accessible name for the table, when no container names it. */
  label?: string;
  /** The rows are on screen; called once per `data`. */
  onRendered?: () => void;
}

/**
 * Power BI's table: formatted cells, sortable headers, pages of rows ('1–50 de 1.234'), an optional totals
 * row, row selection and links (web URL columns). Keyboard: the rows take one tab stop; ArrowUp/ArrowDown,
 * Home/End move, PageUp and PageDown turn pages, Enter/Space select, Ctrl+Enter adds; Tab reaches the
 * active row's links, and Enter follows one.
 */
export function TableVisual({
  data,
  pageSize = DEFAULT_TABLE_PAGE_SIZE,
  page: pageProp,
  onPageChange,
  pagedOnServer = false,
  sort,
  onSort,
  selected = NOTHING_SELECTED,
  onSelect,
  onLinkClick,
  totals,
  label,
  onRendered,
}: TableVisualProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'TableVisual' });
  const formatter = useValueFormatter();
  const [ownPage, setOwnPage] = useState(0);
  const [activeRow, setActiveRow] = useState(0);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const focusAfterRender = useRef<number | null>(null);
  useRenderedOnce(data, onRendered);

  const total = pagedOnServer ? data.totalRows : data.rows.length;
  const range = pageRange(pageProp ?? ownPage, pageSize, total);
  const page = range.from === 0 ? 0 : Math.floor((range.from - 1) / pageSize);

  const sortIndex = sort ? data.columns.findIndex((column) => column.key === sort.key) : -1;
  const ordered = useMemo(
    () =>
      pagedOnServer || !sort || sortIndex < 0
        ? data.rows
        : sortRows(data.rows, sortIndex, sort.direction, formatter.locale),
    [data.rows, pagedOnServer, sort, sortIndex, formatter.locale],
  );
  const rows = pagedOnServer ? ordered : ordered.slice(page * pageSize, (page + 1) * pageSize);
  const totalsRow = totals === 'sum' ? columnTotals(data.columns, data.rows) : totals;

  const identityKeys = useMemo(
    () => new Set(data.columns.filter(isIdentityColumn).map((column) => column.key)),
    [data.columns],
  );
  const relevant = selectionAmong(identityKeys, selected);
  const points = useMemo(() => rows.map((row) => pointOfRow(data, row, formatter)), [rows, data, formatter]);

  const goToPage = (next: number) => {
    const target = Math.min(Math.max(next, 0), range.pages - 1);
    if (target === page) return;
    setOwnPage(target);
    setActiveRow(0);
    onPageChange?.(target);
  };

  // Keyboard focus moves with the active row, also onto a new page once it has rendered.
  useEffect(() => {
    const index = focusAfterRender.current;
    if (index === null) return;
    focusAfterRender.current = null;
    bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)?.focus();
  });
  const moveTo = (index: number) => {
    const target = Math.min(Math.max(index, 0), rows.length - 1);
    setActiveRow(target);
    focusAfterRender.current = target;
  };

  const selectRow = (index: number, multi: boolean) => {
    const point = points[index];
    if (point) onSelect?.(point, { multi });
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(index + 1),
      ArrowUp: () => moveTo(index - 1),
      Home: () => moveTo(0),
      End: () => moveTo(rows.length - 1),
      PageDown: () => {
        goToPage(page + 1);
        focusAfterRender.current = 0;
      },
      PageUp: () => {
        goToPage(page - 1);
        focusAfterRender.current = 0;
      },
      Enter: () => selectRow(index, event.ctrlKey || event.metaKey),
      ' ': () => selectRow(index, event.ctrlKey || event.metaKey),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const focusable = Math.min(activeRow, Math.max(rows.length - 1, 0));
  const numeric = data.columns.map((column) => isNumericFormat(column.format));
  const linked = data.columns.map((column) => column.format === 'webUrl');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%', height: '100%', minHeight: 0 }}>
      <Box sx={{ flex: '1 1 auto', minHeight: 0, overflow: 'auto' }}>
        <Table
          size="small"
          stickyHeader
          role="grid"
          aria-label={label}
          aria-multiselectable={onSelect ? true : undefined}
          aria-rowcount={total + 1 + (totalsRow ? 1 : 0)}
          sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow aria-rowindex={1}>
              {data.columns.map((column, c) => {
                const active = sort?.key === column.key;
                const direction = active && sort?.direction === 'Ascending' ? 'asc' : 'desc';
                return (
                  <TableCell
                    key={column.key}
                    align={numeric[c] ? 'right' : 'left'}
                    aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
                    sx={{ fontWeight: 600, bgcolor: 'background.paper' }}
                  >
                    {onSort ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? direction : numeric[c] ? 'desc' : 'asc'}
                        onClick={() => onSort(nextSort(sort, column))}
                      >
                        {column.label}
                        {active && (
                          <Box component="span" sx={visuallyHidden}>
                            {direction === 'asc' ? t('sortedAscending') : t('sortedDescending')}
                          </Box>
                        )}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody ref={bodyRef}>
            {rows.map((row, index) => {
              const point = points[index]!;
              const isSelected = relevant.length > 0 && isPointSelected(point.identity, relevant);
              return (
                <TableRow
                  key={index}
                  hover={Boolean(onSelect)}
                  selected={isSelected}
                  aria-selected={onSelect ? isSelected : undefined}
                  aria-rowindex={page * pageSize + index + 2}
                  data-row-index={index}
                  tabIndex={index === focusable ? 0 : -1}
                  aria-keyshortcuts={index === focusable ? ROW_KEYS : undefined}
                  onClick={(event: MouseEvent) => {
                    setActiveRow(index);
                    selectRow(index, event.ctrlKey || event.metaKey);
                  }}
                  onFocus={() => setActiveRow(index)}
                  onKeyDown={(event) => onRowKeyDown(event, index)}
                  sx={{
                    cursor: onSelect ? 'pointer' : undefined,
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  {data.columns.map((column, c) => {
                    const href = linked[c] ? webLinkOf(row[c] ?? null) : null;
                    const text = href ? '' : formatter.format(row[c] ?? null, column.format);
                    return (
                      <TableCell
                        key={column.key}
                        role="gridcell"
                        align={numeric[c] ? 'right' : 'left'}
                        title={text.length > 40 ? text : undefined}
                        sx={{
                          fontVariantNumeric: numeric[c] ? 'tabular-nums' : undefined,
                          maxWidth: 320,
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                        }}
                      >
                        {href ? (
                          <DataLink
                            href={href}
                            tabIndex={index === focusable ? 0 : -1}
                            onFollow={onLinkClick && ((url) => onLinkClick(url, point))}
                          />
                        ) : (
                          text
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
          {totalsRow && (
            <TableFooter>
              <TableRow aria-rowindex={total + 2}>
                {data.columns.map((column, c) => (
                  <TableCell
                    key={column.key}
                    role="gridcell"
                    align={numeric[c] ? 'right' : 'left'}
                    sx={{
                      typography: 'body2',
                      fontWeight: 600,
                      color: 'text.primary',
                      position: 'sticky',
                      bottom: 0,
                      bgcolor: 'background.paper',
                      borderTop: 2,
                      borderTopColor: 'divider',
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {c === 0 && totalsRow[0] === null
                      ? t('total')
                      : totalsRow[c] === null || totalsRow[c] === undefined
                        ? ''
                        : formatter.format(totalsRow[c] ?? null, column.format)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </Box>
      {range.pages > 1 || pagedOnServer ? (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[]}
          onPageChange={(_, next) => goToPage(next)}
          labelDisplayedRows={() => t('displayedRows', { from: range.from, to: range.to, count: total })}
          getItemAriaLabel={(type) => t(`page.${type}`)}
          showFirstButton
          showLastButton
          sx={{
            flex: 'none',
            borderTop: 1,
            borderColor: 'divider',
            '& .MuiTablePagination-toolbar': { minHeight: 40 },
          }}
        />
      ) : null}
    </Box>
  );
}
