// An environment's support tickets (portal spec §1, §2.6 "customer support (/tickets)"): for users holding
// supportTicketsPermissions (403 otherwise), in an environment they may see (404 otherwise, unknown or not
// theirs alike), and a ticket only through its own environment (404 ticket_not_found).
import {
  defaultTicketsPageSize,
  supportTicketsPermissions,
  type SupportChannels,
  type Ticket,
  type TicketList,
  type TicketListQuery,
  type TicketSummary,
} from '@nuvem/api-contract';
import { environmentOf, requireAnyOf } from '../../auth/access';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../errors';
import {
  countSupportTickets,
  findSupportTicket,
  listSupportTicketEvents,
  listSupportTickets,
  type SupportTicketRow,
} from './support-tickets-repository';
import type { Principal } from '../session/session-service';

/** The longest start of a message a list shows. */
export const lastMessageExcerptLength = 160;

const ticketNotFound = (number: number) =>
  new ApiError(404, 'ticket_not_found', `No ticket ${number} in this environment.`, [String(number)]);

/** The start of a message on one line, cut at a word when it is longer than the excerpt. */
export function excerptOf(body: string, length = lastMessageExcerptLength): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length - 1);
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${atWord.length > length / 2 ? atWord : cut}…`;
}

function summaryOf(row: SupportTicketRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    product: row.product,
    severity: row.severity,
    status: row.status,
    channel: row.channel,
    requester: { name: row.requester_name, email: row.requester_email },
    assignee: row.assignee_name,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    solved_at: row.solved_at?.toISOString() ?? null,
    last_message:
      row.last_at && row.last_author && row.last_author_role && row.last_body !== null
        ? {
            author: row.last_author,
            author_role: row.last_author_role,
            excerpt: excerptOf(row.last_body),
            at: row.last_at.toISOString(),
          }
        : null,
    message_count: row.message_count,
  };
}

async function ticketsEnvironment(db: Queryable, principal: Principal, cloudId: string) {
  await requireAnyOf(db, principal, supportTicketsPermissions);
  return environmentOf(db, principal, cloudId);
}

export async function listTicketsOfEnvironment(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  query: TicketListQuery,
): Promise<TicketList> {
  const environment = await ticketsEnvironment(db, principal, cloudId);
  const limit = query.limit ?? defaultTicketsPageSize;
  const offset = query.offset ?? 0;
  const search = query.search?.trim() || undefined;
  const [rows, counts] = await Promise.all([
    listSupportTickets(db, environment.id, {
      status: query.status,
      search,
      sort: query.sort ?? 'updated_at',
      order: query.order ?? 'desc',
      limit,
      offset,
    }),
    countSupportTickets(db, environment.id, search),
  ]);
  const total =
    query.status === 'open'
      ? counts.open
      : query.status === 'closed'
        ? counts.closed
        : counts.open + counts.closed;
  return { tickets: rows.map(summaryOf), total, counts, limit, offset };
}

export async function getTicketOfEnvironment(
  db: Queryable,
  principal: Principal,
  cloudId: string,
  number: number,
): Promise<Ticket> {
  const environment = await ticketsEnvironment(db, principal, cloudId);
  const row = await findSupportTicket(db, environment.id, number);
  if (!row) throw ticketNotFound(number);
  const events = await listSupportTicketEvents(db, row.id);
  return {
    ...summaryOf(row),
    environment: {
      cloud_id: environment.cloud_id,
      t_code: environment.t_code,
      corporate_name: environment.corporate_name,
    },
    history: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      at: event.occurred_at.toISOString(),
      author: event.author_name,
      author_role: event.author_role,
      body: event.body,
      from_status: event.from_status,
      to_status: event.to_status,
    })),
  };
}

/** The provider's support channels (the contact page), as configured. */
export function supportChannelsOf(support: Config['support']): SupportChannels {
  const hours = {
    days: 'weekdays' as const,
    from: support.hoursFrom,
    to: support.hoursTo,
    time_zone: support.timeZone,
  };
  const always = { days: 'every_day' as const, from: '00:00', to: '24:00', time_zone: support.timeZone };
  return {
    channels: [
      { kind: 'phone', value: support.phone, audience: 'all', hours },
      { kind: 'email', value: support.email, audience: 'all', hours },
      ...(support.primePhone
        ? [{ kind: 'phone' as const, value: support.primePhone, audience: 'prime' as const, hours: always }]
        : []),
    ],
  };
}
