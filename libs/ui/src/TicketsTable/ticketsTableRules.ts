import type { SupportTicketSortField } from '../model/supportTicket';

/** The tabs of the ticket list: the open tickets (new, in progress, awaiting, on hold) or the closed ones. */
export type TicketStatusFilter = 'open' | 'closed';

export type SortDirection = 'asc' | 'desc';

/** The column a ticket list is sorted by, and which way. */
export interface TicketSort {
  field: SupportTicketSortField;
  direction: SortDirection;
}

/** The page sizes offered; the API answers at most 100 a page. */
export const TICKET_PAGE_SIZES = [10, 25, 50] as const;

/** The page size until the user picks another (the API's default too). */
export const DEFAULT_TICKET_PAGE_SIZE = 25;

/** Placeholder rows while the first page loads. */
export const TICKET_SKELETON_ROWS = 5;

/** The order a list starts in: the tickets with the latest activity first. */
export const DEFAULT_TICKET_SORT: TicketSort = { field: 'updatedAt', direction: 'desc' };

/**
 * Which way a column sorts on its first click: text from A to Z, status from new to closed; numbers, dates
 * and severity with the newest or most urgent first.
 */
export function defaultDirectionOf(field: SupportTicketSortField): SortDirection {
  return field === 'subject' || field === 'product' || field === 'status' ? 'asc' : 'desc';
}
