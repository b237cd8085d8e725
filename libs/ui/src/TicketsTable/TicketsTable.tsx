import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../a11y/visuallyHidden';
import { formatDateTime } from '../format/formatDateTime';
import { TicketSeverityChip, TicketStatusChip } from '../internal/SupportTicketChips';
import type { SupportLoadState, SupportTicket, SupportTicketSortField } from '../model/supportTicket';
import {
  defaultDirectionOf,
  TICKET_PAGE_SIZES,
  TICKET_SKELETON_ROWS,
  type TicketSort,
  type TicketStatusFilter,
} from './ticketsTableRules';
import { RetryAlert } from '../internal/RetryAlert';

export interface TicketsTableProps {
  /** The page of tickets to show, in the order asked for (the server sorts, filters and pages). */
  tickets: readonly SupportTicket[];
  /** loading: skeleton rows (or, with tickets already shown, a thin bar over them); error: the message and 'Tentar novamente'. */
  state: SupportLoadState;
  /** 'Tentar novamente' after the tickets failed to load. */
  onRetry?: () => void;
  /** Which tab is shown: the open tickets or the closed ones. */
  statusFilter: TicketStatusFilter;
  onStatusFilterChange: (filter: TicketStatusFilter) => void;
  /** How many open and closed tickets match the search, shown on the tabs; absent while unknown. */
  counts?: { open: number; closed: number };
  /** The search text. Controlled (the portal keeps it in the URL): the field shows it, `onSearchChange` asks to change it. */
  search: string;
  onSearchChange: (search: string) => void;
  /** The column the list is sorted by, and which way. */
  sort: TicketSort;
  /** A column header was clicked: its field, in its default direction, or the other way when already sorted by it. */
  onSortChange: (sort: TicketSort) => void;
  /** The page shown, from 0. */
  page: number;
  /** Tickets per page: one of TICKET_PAGE_SIZES. */
  pageSize: number;
  /** Tickets matching the tab and search over all pages. */
  total: number;
  onPageChange: (page: number) => void;
  /** The user chose another page size; the list goes back to the first page. */
  onPageSizeChange: (pageSize: number) => void;
  /** Where a ticket's subject leads: its own page, `/tickets/:number` by default. */
  ticketHref?: (ticket: SupportTicket) => string;
  /** Time zone of the dates (IANA name); the browser's by default. Stories pin it. */
  timeZone?: string;
}

const defaultHref = (ticket: SupportTicket) => `/tickets/${ticket.number}`;

const COLUMNS: { field: SupportTicketSortField; wide?: boolean }[] = [
  { field: 'number' },
  { field: 'subject' },
  { field: 'product', wide: true },
  { field: 'severity' },
  { field: 'status' },
  { field: 'createdAt', wide: true },
  { field: 'updatedAt' },
];

/** Columns shown only on wider screens; the others always. */
const onWideScreens = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * The support tickets of the current environment (portal spec §1, §2.6 'Atendimento ao cliente'): tabs for
 * the open and the closed ones with their counts, a search, columns sortable by a click on their header, and
 * paging. Each subject links to the ticket's own page. Loading shows skeleton rows; an empty tab or a search
 * without matches says so; a failure shows its message with 'Tentar novamente'.
 */
export function TicketsTable({
  tickets,
  state,
  onRetry,
  statusFilter,
  onStatusFilterChange,
  counts,
  search,
  onSearchChange,
  sort,
  onSortChange,
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  ticketHref = defaultHref,
  timeZone,
}: TicketsTableProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'TicketsTable' });
  const id = useId();
  const tabId = (filter: TicketStatusFilter) => `${id}-tab-${filter}`;
  const panelId = `${id}-panel`;
  const loading = state.status === 'loading';
  const firstLoad = loading && tickets.length === 0;
  const date = (iso: string) => formatDateTime(iso, i18n.language, timeZone);

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && search) {
      event.preventDefault();
      onSearchChange('');
    }
  };

  const sortBy = (field: SupportTicketSortField) =>
    onSortChange({
      field,
      direction:
        sort.field === field ? (sort.direction === 'asc' ? 'desc' : 'asc') : defaultDirectionOf(field),
    });

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          pt: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={statusFilter}
          onChange={(_, value: TicketStatusFilter) => onStatusFilterChange(value)}
          aria-label={t('tabs')}
        >
          {(['open', 'closed'] as const).map((filter) => (
            <Tab
              key={filter}
              value={filter}
              id={tabId(filter)}
              aria-controls={panelId}
              label={
                <span>
                  {t(filter)}
                  {counts ? ' ' : null}
                  {counts ? (
                    <Box
                      component="span"
                      data-count=""
                      sx={{
                        ml: 0.5,
                        px: 0.75,
                        borderRadius: 2,
                        bgcolor: 'action.selected',
                        color: 'text.primary',
                        fontSize: '0.8125rem',
                      }}
                    >
                      {counts[filter].toLocaleString(i18n.language)}
                    </Box>
                  ) : null}
                </span>
              }
            />
          ))}
        </Tabs>
        <TextField
          size="small"
          type="search"
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          onKeyDown={onSearchKeyDown}
          sx={{ width: { xs: '100%', sm: 340 }, mb: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: search ? (
                <InputAdornment position="end">
                  <IconButton
                    size="small"
                    edge="end"
                    aria-label={t('clearSearch')}
                    onClick={() => onSearchChange('')}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(statusFilter)}>
        {state.status === 'error' ? (
          <RetryAlert sx={{ m: 2 }} title={t('errorTitle')} onRetry={onRetry}>
            {state.message}
          </RetryAlert>
        ) : (
          <>
            <Box sx={{ height: 4 }}>
              {loading && !firstLoad ? <LinearProgress aria-label={t('loading')} /> : null}
            </Box>
            <TableContainer>
              <Table
                size="small"
                aria-label={t(statusFilter === 'open' ? 'tableOpen' : 'tableClosed')}
                aria-busy={loading}
                sx={{ minWidth: { xs: 560, md: 900 } }}
              >
                <TableHead>
                  <TableRow>
                    {COLUMNS.map(({ field, wide }) => {
                      const active = sort.field === field;
                      return (
                        <TableCell
                          key={field}
                          sortDirection={active ? sort.direction : false}
                          sx={[
                            { whiteSpace: 'nowrap', fontWeight: 600 },
                            wide ? onWideScreens : {},
                            field === 'subject' ? { width: '40%' } : {},
                          ]}
                        >
                          <TableSortLabel
                            active={active}
                            direction={active ? sort.direction : defaultDirectionOf(field)}
                            onClick={() => sortBy(field)}
                          >
                            {t(`columns.${field}`)}
                            {active ? (
                              <Box component="span" sx={visuallyHidden}>
                                {t(sort.direction === 'asc' ? 'sortedAscending' : 'sortedDescending')}
                              </Box>
                            ) : null}
                          </TableSortLabel>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {firstLoad
                    ? Array.from({ length: TICKET_SKELETON_ROWS }, (_, row) => (
                        <TableRow key={row} data-skeleton-row="">
                          {COLUMNS.map(({ field, wide }) => (
                            <TableCell key={field} sx={wide ? onWideScreens : undefined}>
                              <Skeleton variant="text" width={field === 'subject' ? '80%' : '60%'} />
                            </TableCell>
                          ))}
                        </TableRow>
                      ))
                    : tickets.map((ticket) => (
                        <TableRow key={ticket.number} hover data-ticket={ticket.number}>
                          <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                            {ticket.number}
                          </TableCell>
                          <TableCell component="th" scope="row" sx={{ maxWidth: 0, minWidth: 220 }}>
                            <Link href={ticketHref(ticket)} underline="hover" sx={{ fontWeight: 500 }}>
                              {ticket.subject}
                            </Link>
                            <Typography
                              variant="body2"
                              noWrap
                              sx={{ color: 'text.secondary' }}
                              title={
                                ticket.lastMessage
                                  ? t('lastMessage', {
                                      author: ticket.lastMessage.author,
                                      excerpt: ticket.lastMessage.excerpt,
                                    })
                                  : undefined
                              }
                            >
                              {ticket.lastMessage
                                ? t('lastMessage', {
                                    author: ticket.lastMessage.author,
                                    excerpt: ticket.lastMessage.excerpt,
                                  })
                                : t('openedBy', { name: ticket.requesterName })}
                            </Typography>
                          </TableCell>
                          <TableCell sx={onWideScreens}>{ticket.product}</TableCell>
                          <TableCell>
                            <TicketSeverityChip severity={ticket.severity} />
                          </TableCell>
                          <TableCell>
                            <TicketStatusChip status={ticket.status} />
                          </TableCell>
                          <TableCell sx={[onWideScreens, { whiteSpace: 'nowrap' }]}>
                            <time dateTime={ticket.createdAt}>{date(ticket.createdAt)}</time>
                          </TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <time dateTime={ticket.updatedAt}>{date(ticket.updatedAt)}</time>
                          </TableCell>
                        </TableRow>
                      ))}
                </TableBody>
              </Table>
            </TableContainer>
            {firstLoad ? (
              <Box component="span" role="status" sx={visuallyHidden}>
                {t('loading')}
              </Box>
            ) : null}
            {!loading && tickets.length === 0 ? (
              <EmptyTickets
                statusFilter={statusFilter}
                search={search}
                onClearSearch={() => onSearchChange('')}
              />
            ) : null}
            {firstLoad ? null : (
              <TablePagination
                component="div"
                count={total}
                page={page}
                rowsPerPage={pageSize}
                rowsPerPageOptions={[...TICKET_PAGE_SIZES]}
                onPageChange={(_, next) => onPageChange(next)}
                onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
                labelRowsPerPage={t('rowsPerPage')}
                labelDisplayedRows={({ from, to, count }) =>
                  t('displayedRows', {
                    from: from.toLocaleString(i18n.language),
                    to: to.toLocaleString(i18n.language),
                    count: count.toLocaleString(i18n.language),
                  })
                }
                getItemAriaLabel={(type) =>
                  t(
                    type === 'first'
                      ? 'firstPage'
                      : type === 'previous'
                        ? 'previousPage'
                        : type === 'next'
                          ? 'nextPage'
                          : 'lastPage',
                  )
                }
                showFirstButton
                showLastButton
              />
            )}
          </>
        )}
      </Box>
    </Paper>
  );
}

function EmptyTickets({
  statusFilter,
  search,
  onClearSearch,
}: {
  statusFilter: TicketStatusFilter;
  search: string;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation('ui', { keyPrefix: 'TicketsTable' });
  const searching = search.trim() !== '';
  return (
    <Box role="status" sx={{ px: 2, py: 5, textAlign: 'center' }}>
      <Typography sx={{ fontWeight: 500 }}>
        {searching
          ? t('noMatches', { search: search.trim() })
          : t(statusFilter === 'open' ? 'emptyOpen' : 'emptyClosed')}
      </Typography>
      {searching ? (
        <Button onClick={onClearSearch} sx={{ mt: 1 }}>
          {t('clearSearch')}
        </Button>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t(statusFilter === 'open' ? 'emptyOpenHint' : 'emptyClosedHint')}
        </Typography>
      )}
    </Box>
  );
}
