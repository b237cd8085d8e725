import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/formatDateTime';
import { TicketSeverityChip, TicketStatusChip } from '../internal/SupportTicketChips';
import type { SupportTicket } from '../model/supportTicket';
import { ResourceList, type ResourceListCollectionProps } from '../ResourceList/ResourceList';
import type { ResourceListColumn } from '../ResourceList/resourceListTypes';
import { TICKET_PAGE_SIZES, type TicketStatusFilter } from './ticketsTableRules';

/** What the list takes from useCollection (server-paged: the API filters, sorts and pages). */
export type TicketsListProps = ResourceListCollectionProps<SupportTicket>;

export interface TicketsTableProps extends TicketsListProps {
  /** Which tab is shown: the open tickets or the closed ones. */
  statusFilter: TicketStatusFilter;
  onStatusFilterChange: (filter: TicketStatusFilter) => void;
  /** How many open and closed tickets match the search, shown on the tabs; absent while unknown. */
  counts?: { open: number; closed: number };
  /** Where a ticket's subject leads: its own page, `/tickets/:number` by default. */
  ticketHref?: (ticket: SupportTicket) => string;
  /** Time zone of the dates (IANA name); the browser's by default. Stories pin it. */
  timeZone?: string;
}

const defaultHref = (ticket: SupportTicket) => `/tickets/${ticket.number}`;

/** The ticket list's columns, each sortable by the API; the subject names the row and links to the ticket. */
export function useTicketColumns(
  ticketHref: (ticket: SupportTicket) => string = defaultHref,
  timeZone?: string,
): ResourceListColumn<SupportTicket>[] {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'TicketsTable' });
  return useMemo(() => {
    const date = (iso: string) => (
      <Box component="time" dateTime={iso} sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(iso, i18n.language, timeZone)}
      </Box>
    );
    const summary = (ticket: SupportTicket) =>
      ticket.lastMessage
        ? t('lastMessage', { author: ticket.lastMessage.author, excerpt: ticket.lastMessage.excerpt })
        : t('openedBy', { name: ticket.requesterName });
    return [
      {
        id: 'number',
        header: t('columns.number'),
        sortable: true,
        cell: (ticket) => (
          <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {ticket.number}
          </Box>
        ),
      },
      {
        id: 'subject',
        header: t('columns.subject'),
        sortable: true,
        rowHeader: true,
        required: true,
        cell: (ticket) => (
          <Box sx={{ minWidth: 220, maxWidth: 520 }}>
            <Link href={ticketHref(ticket)} underline="hover" sx={{ fontWeight: 500 }}>
              {ticket.subject}
            </Link>
            <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }} title={summary(ticket)}>
              {summary(ticket)}
            </Typography>
          </Box>
        ),
      },
      { id: 'product', header: t('columns.product'), sortable: true, cell: (ticket) => ticket.product },
      {
        id: 'severity',
        header: t('columns.severity'),
        sortable: true,
        cell: (ticket) => <TicketSeverityChip severity={ticket.severity} />,
      },
      {
        id: 'status',
        header: t('columns.status'),
        sortable: true,
        cell: (ticket) => <TicketStatusChip status={ticket.status} />,
      },
      {
        id: 'createdAt',
        header: t('columns.createdAt'),
        sortable: true,
        cell: (ticket) => date(ticket.createdAt),
      },
      {
        id: 'updatedAt',
        header: t('columns.updatedAt'),
        sortable: true,
        cell: (ticket) => date(ticket.updatedAt),
      },
    ];
  }, [t, i18n.language, timeZone, ticketHref]);
}

/**
 * The support tickets of the current environment (portal spec §1, §2.6 'Atendimento ao cliente') on the
 * ResourceList: tabs for the open and the closed ones with their counts, the property filter's free text
 * (number, subject, product or requester), sortable columns, paging, column choice and density, and the
 * loading, empty, no-match and error states. Each subject links to the ticket's own page.
 */
export function TicketsTable({
  statusFilter,
  onStatusFilterChange,
  counts,
  ticketHref,
  timeZone,
  ...list
}: TicketsTableProps) {
  const { t, i18n } = useTranslation('ui', { keyPrefix: 'TicketsTable' });
  const id = useId();
  const tabId = (filter: TicketStatusFilter) => `${id}-tab-${filter}`;
  const panelId = `${id}-panel`;
  const columns = useTicketColumns(ticketHref, timeZone);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Tabs
        value={statusFilter}
        onChange={(_, value: TicketStatusFilter) => onStatusFilterChange(value)}
        aria-label={t('tabs')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
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
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(statusFilter)} sx={{ minWidth: 0 }}>
        <ResourceList<SupportTicket>
          {...list}
          label={t(statusFilter === 'open' ? 'tableOpen' : 'tableClosed')}
          columns={columns}
          rowId={(ticket) => String(ticket.number)}
          rowLabel={(ticket) => ticket.subject}
          pageSizes={TICKET_PAGE_SIZES}
          empty={{
            title: t(statusFilter === 'open' ? 'emptyOpen' : 'emptyClosed'),
            hint: t(statusFilter === 'open' ? 'emptyOpenHint' : 'emptyClosedHint'),
          }}
          countText={(total) => t('matching', { count: total })}
          errorTitle={t('errorTitle')}
          loadingText={t('loading')}
          filterPlaceholder={t('searchPlaceholder')}
        />
      </Box>
    </Box>
  );
}
