import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { EmptyState } from '../internal/EmptyState';
import { RetryAlert } from '../internal/RetryAlert';
import { ListPreferencesDialog } from './ListPreferencesDialog';
import { PropertyFilter } from './PropertyFilter';
import { DEFAULT_OPERATORS, type FilterProperty } from './propertyFilterRules';
import type {
  FilterToken,
  ListPreferences,
  ListSort,
  ResourceListColumn,
  ResourceListState,
} from './resourceListTypes';

export const DEFAULT_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];
const SKELETON_ROWS = 5;
const SELECT = '__select';

export interface ResourceListProps<T> {
  /** The table's accessible name ('Recursos IaaS do ambiente'). */
  label: string;
  columns: readonly ResourceListColumn<T>[];
  /** The rows of the current page, already filtered, sorted and paged (by the server or useCollection). */
  rows: readonly T[];
  rowId: (row: T) => string;
  /** Names a row for its selection checkbox ('Selecionar acm1-app-01'); its id by default. */
  rowLabel?: (row: T) => string;
  /** Rows matching the filter, over every page. */
  total: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  state: ResourceListState;
  onRetry?: () => void;
  filter: readonly FilterToken[];
  onFilterChange: (filter: FilterToken[]) => void;
  sort: ListSort | null;
  onSortChange: (sort: ListSort | null) => void;
  /** Columns shown, density and page size (the page size is also the pager's choice). */
  preferences: ListPreferences;
  onPreferencesChange: (preferences: ListPreferences) => void;
  pageSizes?: readonly number[];
  /** Rows get checkboxes; with some checked, the bulk toolbar shows `bulkActions` of their ids. */
  selectable?: boolean;
  bulkActions?: (selectedIds: readonly string[]) => ReactNode;
  /** What shows when the collection has nothing at all (not merely nothing matching): the call to action. */
  empty: { title: string; hint?: string; action?: ReactNode };
  /** How the total reads ('8 recursos'); 'N itens' by default. */
  countText?: (total: number) => string;
  /** More controls beside the filter (a summary above it belongs to the page). */
  toolbar?: ReactNode;
  /** What failed ('Não foi possível carregar os recursos IaaS.'); a generic sentence by default. */
  errorTitle?: string;
  /** Announced while loading ('Carregando os recursos IaaS…'). */
  loadingText?: string;
  /** What the empty filter field suggests: what this list searches and filters by (a generic sentence if absent). */
  filterPlaceholder?: string;
}

/** What a collection (useCollection in features) gives the list: the page of rows and every choice. */
export type ResourceListCollectionProps<T> = Pick<
  ResourceListProps<T>,
  | 'rows'
  | 'total'
  | 'page'
  | 'onPageChange'
  | 'state'
  | 'onRetry'
  | 'filter'
  | 'onFilterChange'
  | 'sort'
  | 'onSortChange'
  | 'preferences'
  | 'onPreferencesChange'
>;

/**
 * One list for every collection screen (Cloudscape's Table with its property filter and collection
 * preferences): a property filter, sortable headers, server paging, column choice and density, row selection
 * with bulk actions, and the loading, empty, error and no-match states. Props in, callbacks out: it fetches
 * nothing and knows no router (useCollection in features feeds it from the URL and the user's preferences).
 * TanStack Table keeps the column, sort, visibility and selection state; MUI's Table draws it.
 */
export function ResourceList<T>(props: ResourceListProps<T>) {
  const {
    label,
    columns,
    rows,
    rowId,
    rowLabel = rowId,
    total,
    page,
    onPageChange,
    state,
    onRetry,
    filter,
    onFilterChange,
    sort,
    onSortChange,
    preferences,
    onPreferencesChange,
    pageSizes = DEFAULT_PAGE_SIZES,
    selectable = false,
    bulkActions,
    empty,
    countText,
    toolbar,
    errorTitle,
    loadingText,
    filterPlaceholder,
  } = props;
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'ResourceList' });
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const loading = state.status === 'loading';

  const properties = useMemo<FilterProperty[]>(
    () =>
      columns
        .filter((c) => c.filter)
        .map((c) => ({
          field: c.id,
          label: c.header,
          operators: c.filter?.operators ?? DEFAULT_OPERATORS,
          options: c.filter?.options ?? [],
        })),
    [columns],
  );

  const columnDefs = useMemo<ColumnDef<T>[]>(() => {
    const defs: ColumnDef<T>[] = columns.map((column) => ({
      id: column.id,
      // TanStack sorts only columns with an accessor; the server (or useCollection) does the sorting.
      accessorFn: (row) => row,
      header: column.header,
      enableSorting: column.sortable ?? false,
      enableHiding: !column.required,
      cell: ({ row }) => column.cell(row.original),
      meta: { rowHeader: column.rowHeader ?? false },
    }));
    if (!selectable) return defs;
    return [
      {
        id: SELECT,
        enableSorting: false,
        enableHiding: false,
        header: ({ table }) => (
          <Checkbox
            size="small"
            checked={table.getIsAllPageRowsSelected()}
            indeterminate={table.getIsSomePageRowsSelected()}
            onChange={table.getToggleAllPageRowsSelectedHandler()}
            slotProps={{ input: { 'aria-label': t('selectAll') } }}
          />
        ),
        cell: ({ row }) => (
          <Checkbox
            size="small"
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            slotProps={{ input: { 'aria-label': t('selectRow', { row: rowLabel(row.original) }) } }}
          />
        ),
      },
      ...defs,
    ];
  }, [columns, selectable, rowLabel, t]);

  const visible = new Set(preferences.visibleColumns);
  const visibleKey = preferences.visibleColumns.join(' ');
  const updating = state.status === 'ready' && state.updating === true;
  const columnVisibility = Object.fromEntries(
    columns.map((c) => [c.id, c.required === true || visible.has(c.id)]),
  );
  const sorting: SortingState = sort ? [{ id: sort.field, desc: sort.direction === 'desc' }] : [];
  // Rows no longer on the page are no longer selected.
  const pageIds = new Set(rows.map(rowId));
  const selection = Object.fromEntries(Object.entries(rowSelection).filter(([id]) => pageIds.has(id)));

  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    // Ascending first, whatever the values (TanStack guesses from them otherwise).
    sortDescFirst: false,
    manualFiltering: true,
    manualPagination: true,
    rowCount: total,
    enableRowSelection: selectable,
    state: { sorting, columnVisibility, rowSelection: selection },
    onRowSelectionChange: (updater) =>
      setRowSelection(typeof updater === 'function' ? updater(selection) : updater),
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange(first ? { field: first.id, direction: first.desc ? 'desc' : 'asc' } : null);
    },
  });

  const selectedIds = Object.keys(selection).filter((id) => selection[id]);
  const number = (n: number) => n.toLocaleString(i18n.language);

  if (state.status === 'ready' && total === 0 && filter.length === 0)
    return (
      <EmptyState title={empty.title} hint={empty.hint}>
        {empty.action ? <Box sx={{ mt: 2 }}>{empty.action}</Box> : null}
      </EmptyState>
    );

  const headerGroup = table.getHeaderGroups()[0]!;
  const visibleCount = headerGroup.headers.length;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <PropertyFilter
          properties={properties}
          tokens={filter}
          onTokensChange={onFilterChange}
          disabled={state.status === 'error'}
          placeholder={filterPlaceholder}
        />
        {toolbar}
        <Tooltip title={t('preferences')}>
          <IconButton aria-label={t('preferences')} onClick={() => setPreferencesOpen(true)}>
            <SettingsOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      {selectable && selectedIds.length > 0 ? (
        <Box
          role="toolbar"
          aria-label={t('bulkActions')}
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1,
            bgcolor: 'action.selected',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t('selected', { count: selectedIds.length })}
          </Typography>
          {bulkActions?.(selectedIds)}
          <Button size="small" onClick={() => setRowSelection({})}>
            {t('clearSelection')}
          </Button>
        </Box>
      ) : null}
      {/* The last rows stay while the next ones load (no jump), at full contrast; the bar says they are on
          their way. */}
      {updating ? <LinearProgress aria-hidden sx={{ height: 2, mb: '-2px' }} /> : null}
      {state.status === 'error' ? (
        <RetryAlert title={errorTitle ?? t('errorTitle')} onRetry={onRetry} sx={{ m: 2 }}>
          {state.message}
        </RetryAlert>
      ) : (
        <TableContainer
          // Reachable by keyboard when the table is wider than the screen (a phone).
          tabIndex={0}
          role="region"
          aria-label={label}
        >
          <Table
            size={preferences.density === 'compact' ? 'small' : 'medium'}
            aria-label={label}
            aria-busy={loading || updating}
          >
            <TableHead>
              <TableRow>
                {headerGroup.headers.map((header) => {
                  const direction = header.column.getIsSorted();
                  return (
                    <TableCell
                      key={header.id}
                      padding={header.id === SELECT ? 'checkbox' : 'normal'}
                      aria-sort={
                        direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined
                      }
                      sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
                    >
                      {header.column.getCanSort() ? (
                        <TableSortLabel
                          active={direction !== false}
                          direction={direction === false ? 'asc' : direction}
                          disabled={loading}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                        </TableSortLabel>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading
                ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                    <TableRow key={index} data-skeleton-row="">
                      {headerGroup.headers.map((header) => (
                        <TableCell key={header.id} padding={header.id === SELECT ? 'checkbox' : 'normal'}>
                          <Skeleton variant="text" width="70%" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : table
                    .getRowModel()
                    .rows.map((row) => (
                      <ResourceListRow
                        key={row.id}
                        row={row}
                        original={row.original}
                        selected={row.getIsSelected()}
                        columns={columns}
                        visibleColumns={visibleKey}
                      />
                    ))}
              {state.status === 'ready' && total === 0 ? (
                <TableRow>
                  <TableCell colSpan={visibleCount} sx={{ py: 4, textAlign: 'center' }}>
                    <Typography sx={{ fontWeight: 500 }}>{t('noMatches')}</Typography>
                    <Button onClick={() => onFilterChange([])} sx={{ mt: 1 }}>
                      {t('clearFilters')}
                    </Button>
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box role="status" sx={{ color: 'text.secondary', fontSize: '0.875rem', py: 1 }}>
          {loading ? (
            <Box component="span" sx={visuallyHidden}>
              {loadingText ?? t('loading')}
            </Box>
          ) : state.status === 'ready' ? (
            (countText?.(total) ?? t('count', { count: total }))
          ) : null}
        </Box>
        <TablePagination
          component="div"
          count={total}
          page={Math.max(0, page - 1)}
          rowsPerPage={preferences.pageSize}
          rowsPerPageOptions={[...pageSizes]}
          onPageChange={(_, next) => onPageChange(next + 1)}
          onRowsPerPageChange={(event) =>
            onPreferencesChange({ ...preferences, pageSize: Number(event.target.value) })
          }
          disabled={loading}
          labelRowsPerPage={t('rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) =>
            t('displayed', { from: number(from), to: number(to), count: number(count) })
          }
          getItemAriaLabel={(type) => t(`pageButton.${type}`)}
          sx={{ borderBottom: 0 }}
        />
      </Box>
      <ListPreferencesDialog
        open={preferencesOpen}
        columns={columns}
        pageSizes={pageSizes}
        preferences={preferences}
        onConfirm={onPreferencesChange}
        onClose={() => setPreferencesOpen(false)}
      />
    </Paper>
  );
}

interface ResourceListRowProps<T> {
  row: Row<T>;
  /** What the row shows, its selection, the column definitions and which are visible: the row is drawn again
   * only when one of them changes (a filter's re-render of the page leaves unchanged rows as they are). */
  original: T;
  selected: boolean;
  columns: readonly ResourceListColumn<T>[];
  visibleColumns: string;
}

const ResourceListRow = memo(
  function ResourceListRow<T>({ row, selected }: ResourceListRowProps<T>) {
    return (
      <TableRow hover selected={selected} data-row-id={row.id}>
        {row.getVisibleCells().map((cell) => {
          const rowHeader = (cell.column.columnDef.meta as { rowHeader?: boolean } | undefined)?.rowHeader;
          return (
            <TableCell
              key={cell.id}
              padding={cell.column.id === SELECT ? 'checkbox' : 'normal'}
              // A row's name is not broken mid-word on a phone: the table scrolls sideways instead.
              {...(rowHeader ? { component: 'th', scope: 'row', sx: { whiteSpace: 'nowrap' } } : {})}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </TableCell>
          );
        })}
      </TableRow>
    );
  },
  (before, after) =>
    before.original === after.original &&
    before.selected === after.selected &&
    before.columns === after.columns &&
    before.visibleColumns === after.visibleColumns,
) as <T>(props: ResourceListRowProps<T>) => ReactNode;
