import type { ListSort } from '../ResourceList/resourceListTypes';

/** The tabs of the ticket list: the open tickets (new, in progress, awaiting, on hold) or the closed ones. */
export type TicketStatusFilter = 'open' | 'closed';

/** The page sizes offered; the API answers at most 100 a page. */
export const TICKET_PAGE_SIZES: readonly number[] = [10, 25, 50];

/** The page size until the user picks another (the API's default too). */
export const DEFAULT_TICKET_PAGE_SIZE = 25;

/** The order a list starts in: the tickets with the latest activity first. */
export const DEFAULT_TICKET_SORT: ListSort = { field: 'updatedAt', direction: 'desc' };
