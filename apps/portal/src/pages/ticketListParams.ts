import {
  DEFAULT_TICKET_PAGE_SIZE,
  DEFAULT_TICKET_SORT,
  TICKET_PAGE_SIZES,
  type SupportTicketSortField,
  type TicketSort,
  type TicketStatusFilter,
} from '@nuvem/ui';

export const TICKETS_PATH = '/tickets';
export const CONTACT_PATH = '/contact';

/** A ticket's own address. */
export const ticketPath = (number: number) => `${TICKETS_PATH}/${number}`;

const SORT_FIELDS: readonly SupportTicketSortField[] = [
  'number',
  'subject',
  'product',
  'severity',
  'status',
  'createdAt',
  'updatedAt',
];

/** The list's state as the URL keeps it; each value read leniently (anything unknown is the default). */
export interface TicketListParams {
  statusFilter: TicketStatusFilter;
  sort: TicketSort;
  /** From 0 (the URL counts from 1). */
  page: number;
  pageSize: number;
}

/** `?status=closed&sort=severity&order=asc&page=2&size=50`, each optional: the defaults stay out of the URL. */
export function ticketListParamsOf(text: {
  status: string;
  sort: string;
  order: string;
  page: string;
  size: string;
}): TicketListParams {
  const field = SORT_FIELDS.find((candidate) => candidate === text.sort);
  const page = /^\d{1,6}$/.test(text.page) ? Math.max(Number(text.page) - 1, 0) : 0;
  const size = Number(text.size);
  return {
    statusFilter: text.status === 'closed' ? 'closed' : 'open',
    sort: field ? { field, direction: text.order === 'asc' ? 'asc' : 'desc' } : DEFAULT_TICKET_SORT,
    page,
    pageSize: (TICKET_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_TICKET_PAGE_SIZE,
  };
}
