import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlined from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Fragment, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValueFormatter } from '../format/useValueFormatter';
import { DataLink } from '../internal/DataLink';
import { webLinkOf } from '../internal/dataLinks';
import { useRenderedOnce } from '../internal/useRenderedOnce';
import { useScrollable } from '../internal/useScrollable';
import type { VisualData, VisualDataPoint } from '../model/visualData';
import { pivotMatrix, type MatrixRow } from './pivotMatrix';

export interface MatrixVisualProps {
  /**
   * The matrix's data: category columns make the rows (the first a level that expands into the rest),
   * the `columns` column spreads across, value columns fill the cells.
   */
  data: VisualData;
  /** The first level starts expanded (its second-level rows shown). */
  defaultExpanded?: boolean;
  /** An accessible name for the matrix, when no container names it ('Matriz' otherwise). */
  label?: string;
  /**
   * A row header's link was followed: a row level of a `webUrl` column shows http(s) addresses as links
   * (the second level when it is one column). With this callback the browser does not navigate, the caller
   * does (or not); without it the link opens in a new tab. `point` identifies the row.
   */
  onLinkClick?: (url: string, point: VisualDataPoint) => void;
  /** The matrix is on screen; called once per `data`. */
  onRendered?: () => void;
}

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const headerCell = { fontWeight: 600, bgcolor: 'background.paper', whiteSpace: 'nowrap' } as const;

/**
 * Power BI's matrix: rows by the category columns, spread across by the columns field, formatted values in
 * the cells, a total per row and per column. The first row level expands and collapses (+/−).
 */
export function MatrixVisual({
  data,
  defaultExpanded = false,
  label,
  onLinkClick,
  onRendered,
}: MatrixVisualProps) {
  const { t } = useTranslation('ui', { keyPrefix: 'MatrixVisual' });
  const formatter = useValueFormatter();
  const model = useMemo(() => pivotMatrix(data, formatter), [data, formatter]);
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const scroller = useRef<HTMLDivElement>(null);
  const scrollable = useScrollable(scroller);
  useRenderedOnce(data, onRendered);

  const values = model.valueColumns;
  const spread = model.spreadColumn !== undefined;
  const twoHeaderRows = spread && values.length > 1;
  const nested = model.rowColumns.length > 1;
  const rowHeader = model.rowColumns.map((column) => column.label).join(' / ');

  const keyOf = (row: MatrixRow) => JSON.stringify(row.identity);
  // A level's header is a link when its one column holds web addresses.
  const levelColumns = [model.rowColumns[0], model.rowColumns.length === 2 ? model.rowColumns[1] : undefined];
  const header = (row: MatrixRow, level: 0 | 1) => {
    const href =
      levelColumns[level]?.format === 'webUrl' ? webLinkOf(row.identity[level]?.value ?? null) : null;
    if (!href) return row.label;
    const point = { identity: row.identity, values: [] };
    return <DataLink href={href} onFollow={onLinkClick && ((url) => onLinkClick(url, point))} />;
  };
  // Rows the viewer toggled away from the default; keyed by their cells, which stay put as data refreshes.
  const isExpanded = (row: MatrixRow) => toggled.has(keyOf(row)) !== defaultExpanded;
  const toggle = (row: MatrixRow) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(keyOf(row))) next.add(keyOf(row));
      return next;
    });

  const valueCells = (cells: (number | null)[][], total: (number | null)[], bold = false) => (
    <>
      {cells.flatMap((group, c) =>
        group.map((value, v) => (
          <TableCell key={`${c}-${v}`} sx={{ ...numeric, fontWeight: bold ? 600 : undefined }}>
            {value === null ? '' : formatter.format(value, values[v]!.format)}
          </TableCell>
        )),
      )}
      {spread &&
        total.map((value, v) => (
          <TableCell key={`total-${v}`} sx={{ ...numeric, fontWeight: 600 }}>
            {value === null ? '' : formatter.format(value, values[v]!.format)}
          </TableCell>
        ))}
    </>
  );

  return (
    <Box
      ref={scroller}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? (label ?? t('label')) : undefined}
      tabIndex={scrollable ? 0 : undefined}
      sx={{
        width: '100%',
        height: '100%',
        overflow: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Table size="small" stickyHeader aria-label={label ?? t('label')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" rowSpan={twoHeaderRows ? 2 : 1} sx={headerCell}>
              {rowHeader}
            </TableCell>
            {spread
              ? [...model.columnKeys.map((key) => key.label), t('total')].map((name, c) => (
                  <TableCell
                    key={c}
                    component="th"
                    scope={values.length > 1 ? 'colgroup' : 'col'}
                    colSpan={values.length}
                    sx={{ ...headerCell, textAlign: values.length > 1 ? 'center' : 'right' }}
                  >
                    {name}
                  </TableCell>
                ))
              : values.map((column) => (
                  <TableCell
                    key={column.key}
                    component="th"
                    scope="col"
                    sx={{ ...headerCell, textAlign: 'right' }}
                  >
                    {column.label}
                  </TableCell>
                ))}
          </TableRow>
          {twoHeaderRows && (
            <TableRow>
              {[...model.columnKeys, null].flatMap((_, c) =>
                values.map((column) => (
                  <TableCell
                    key={`${c}-${column.key}`}
                    component="th"
                    scope="col"
                    sx={{ ...headerCell, textAlign: 'right', top: 37 }}
                  >
                    {column.label}
                  </TableCell>
                )),
              )}
            </TableRow>
          )}
        </TableHead>
        <TableBody>
          {model.rows.map((row) => {
            const expanded = nested && isExpanded(row);
            return (
              <Fragment key={keyOf(row)}>
                <TableRow>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ whiteSpace: 'nowrap', fontWeight: nested ? 500 : undefined }}
                  >
                    {nested && (
                      <IconButton
                        size="small"
                        aria-expanded={expanded}
                        aria-label={t(expanded ? 'collapse' : 'expand', { row: row.label })}
                        onClick={() => toggle(row)}
                        sx={{ ml: -1, mr: 0.5, p: 0.25 }}
                      >
                        {expanded ? (
                          <IndeterminateCheckBoxOutlined fontSize="small" />
                        ) : (
                          <AddBoxOutlined fontSize="small" />
                        )}
                      </IconButton>
                    )}
                    {header(row, 0)}
                  </TableCell>
                  {valueCells(row.cells, row.total)}
                </TableRow>
                {expanded &&
                  row.children.map((child) => (
                    <TableRow key={keyOf(child)}>
                      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', pl: 5.5 }}>
                        {header(child, 1)}
                      </TableCell>
                      {valueCells(child.cells, child.total)}
                    </TableRow>
                  ))}
              </Fragment>
            );
          })}
        </TableBody>
        <TableFooter
          sx={{
            '& .MuiTableCell-root': {
              color: 'text.primary',
              fontSize: '0.875rem',
              fontWeight: 600,
              borderTop: 2,
              borderTopColor: 'divider',
            },
          }}
        >
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('total')}
            </TableCell>
            {valueCells(model.columnTotals, model.grandTotal, true)}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
