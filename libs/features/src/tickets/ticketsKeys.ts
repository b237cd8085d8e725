import { ticketEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** What one page of the ticket list asks for (the API's query, in the portal's words). */
export interface TicketsPageQuery {
  status: 'open' | 'closed';
  search: string;
  sort: string;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const signedIn = ({ status }: SessionSnapshot) => status === 'signedIn';

/**
 * The SWR keys of the ticket screens, per sign-in (see sessionKeys) and environment; null when signed out,
 * with no environment, or without the tickets permission (nothing is asked).
 */
export const ticketsKeys = {
  list: (session: SessionSnapshot, cloudId: string | undefined, allowed: boolean, query: TicketsPageQuery) =>
    signedIn(session) && cloudId && allowed
      ? ([
          ticketEndpoints.list.path,
          session.epoch,
          cloudId,
          query.status,
          query.search,
          query.sort,
          query.order,
          query.limit,
          query.offset,
        ] as const)
      : null,
  /** The list screen's key, completed by useCollection with the page asked for. */
  collection: (
    session: SessionSnapshot,
    cloudId: string | undefined,
    allowed: boolean,
    status: 'open' | 'closed',
  ) =>
    signedIn(session) && cloudId && allowed
      ? ([ticketEndpoints.list.path, session.epoch, cloudId, status] as const)
      : null,
  one: (
    session: SessionSnapshot,
    cloudId: string | undefined,
    allowed: boolean,
    number: number | undefined,
  ) =>
    signedIn(session) && cloudId && allowed && number !== undefined
      ? ([ticketEndpoints.get.path, session.epoch, cloudId, number] as const)
      : null,
} as const;
