// Support tickets and their history. Every read names the environment: a ticket is found only through the
// environment it belongs to, so a number from another environment finds nothing.
import type {
  TicketAuthorRole,
  TicketChannel,
  TicketSeverity,
  TicketSortField,
  TicketStatus,
} from '@nuvem/api-contract';
import { closedTicketStatuses, openTicketStatuses } from '@nuvem/api-contract';
import type { Queryable } from '../../db/database';

export interface SupportTicketRow {
  id: string;
  number: number;
  subject: string;
  product: string;
  severity: TicketSeverity;
  status: TicketStatus;
  channel: TicketChannel;
  requester_name: string;
  requester_email: string;
  assignee_name: string | null;
  created_at: Date;
  updated_at: Date;
  solved_at: Date | null;
  message_count: number;
  last_author: string | null;
  last_author_role: TicketAuthorRole | null;
  last_body: string | null;
  last_at: Date | null;
}

export interface SupportTicketEventRow {
  id: string;
  kind: 'message' | 'status_change';
  occurred_at: Date;
  author_name: string;
  author_role: TicketAuthorRole;
  body: string | null;
  from_status: TicketStatus | null;
  to_status: TicketStatus | null;
}

export interface TicketListFilter {
  status: 'open' | 'closed' | undefined;
  search: string | undefined;
  sort: TicketSortField;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * Lower case without accents, compared byte by byte: the same order and matches on PGlite and on any
 * PostgreSQL server, whatever their collations ('Ação' sorts and matches as 'acao').
 */
const folded = (expression: string) =>
  `translate(lower(${expression}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn') COLLATE "C"`;

const severityRank = `array_position(ARRAY['low','normal','high','urgent'], t.severity)`;
const statusRank = `array_position(ARRAY['new','open','pending','on_hold','solved','closed'], t.status)`;

/** The SQL of each sortable column: identifiers from this table only, never from the request. */
const sortExpressions: Record<TicketSortField, string> = {
  number: 't.number',
  subject: folded('t.subject'),
  product: folded('t.product'),
  severity: severityRank,
  status: statusRank,
  created_at: 't.created_at',
  updated_at: 't.updated_at',
};

/** Escapes LIKE's wildcards, so a search for '50%' looks for those characters. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE clause of a list: the environment ($1), the search ($2: pattern or NULL, $3: a number or NULL),
 * and the status set ($4: NULL for both).
 */
const listWhere = `t.environment_id = $1
  AND ($2::text IS NULL
       OR ${folded('t.subject')} LIKE ${folded('$2')}
       OR ${folded('t.product')} LIKE ${folded('$2')}
       OR ${folded('t.requester_name')} LIKE ${folded('$2')}
       OR t.number = $3::int)
  AND ($4::text[] IS NULL OR t.status = ANY($4::text[]))`;

function listParams(environmentId: string, filter: Pick<TicketListFilter, 'search' | 'status'>) {
  const search = filter.search?.trim() || undefined;
  const asNumber = search?.replace(/^#/, '');
  const number = asNumber && /^\d{1,9}$/.test(asNumber) ? Number(asNumber) : null;
  const statuses =
    filter.status === 'open' ? openTicketStatuses : filter.status === 'closed' ? closedTicketStatuses : null;
  return [environmentId, search ? likePattern(search) : null, number, statuses] as const;
}

const summaryColumns = `t.id, t.number, t.subject, t.product, t.severity, t.status, t.channel,
  t.requester_name, t.requester_email, t.assignee_name, t.created_at, t.updated_at, t.solved_at,
  (SELECT count(*)::int FROM support_ticket_events m WHERE m.ticket_id = t.id AND m.kind = 'message')
    AS message_count,
  last.author_name AS last_author, last.author_role AS last_author_role, last.body AS last_body,
  last.occurred_at AS last_at`;

const lastMessageJoin = `LEFT JOIN LATERAL (
    SELECT m.author_name, m.author_role, m.body, m.occurred_at FROM support_ticket_events m
    WHERE m.ticket_id = t.id AND m.kind = 'message'
    ORDER BY m.occurred_at DESC, m.id DESC LIMIT 1
  ) last ON true`;

/** One page of an environment's tickets, in the asked order (ties by number, newest first). */
export function listSupportTickets(
  db: Queryable,
  environmentId: string,
  filter: TicketListFilter,
): Promise<SupportTicketRow[]> {
  const order = filter.order === 'asc' ? 'ASC' : 'DESC';
  return db.query<SupportTicketRow>(
    `SELECT ${summaryColumns}
     FROM support_tickets t ${lastMessageJoin}
     WHERE ${listWhere}
     ORDER BY ${sortExpressions[filter.sort]} ${order}, t.number DESC
     LIMIT $5 OFFSET $6`,
    [...listParams(environmentId, filter), filter.limit, filter.offset],
  );
}

/** How many of the environment's tickets match the search, open and closed. */
export async function countSupportTickets(
  db: Queryable,
  environmentId: string,
  search: string | undefined,
): Promise<{ open: number; closed: number }> {
  const rows = await db.query<{ open: number; closed: number }>(
    `SELECT count(*) FILTER (WHERE t.status = ANY($5::text[]))::int AS open,
            count(*) FILTER (WHERE NOT t.status = ANY($5::text[]))::int AS closed
     FROM support_tickets t
     WHERE ${listWhere}`,
    [...listParams(environmentId, { search, status: undefined }), openTicketStatuses],
  );
  return rows[0] ?? { open: 0, closed: 0 };
}

/** The ticket with this number in this environment; undefined when it has none. */
export async function findSupportTicket(
  db: Queryable,
  environmentId: string,
  number: number,
): Promise<SupportTicketRow | undefined> {
  const rows = await db.query<SupportTicketRow>(
    `SELECT ${summaryColumns}
     FROM support_tickets t ${lastMessageJoin}
     WHERE t.environment_id = $1 AND t.number = $2`,
    [environmentId, number],
  );
  return rows[0];
}

/** A ticket's history, oldest first. */
export function listSupportTicketEvents(db: Queryable, ticketId: string): Promise<SupportTicketEventRow[]> {
  return db.query<SupportTicketEventRow>(
    `SELECT id, kind, occurred_at, author_name, author_role, body, from_status, to_status
     FROM support_ticket_events
     WHERE ticket_id = $1
     ORDER BY occurred_at, id`,
    [ticketId],
  );
}

export interface NewSupportTicket {
  subject: string;
  product: string;
  severity: TicketSeverity;
  status: TicketStatus;
  channel: TicketChannel;
  requesterUserId: string | null;
  requesterName: string;
  requesterEmail: string;
  assigneeName: string | null;
  createdAt: Date;
  updatedAt: Date;
  solvedAt: Date | null;
}

export async function insertSupportTicket(
  db: Queryable,
  environmentId: string,
  ticket: NewSupportTicket,
): Promise<{ id: string; number: number }> {
  const rows = await db.query<{ id: string; number: number }>(
    `INSERT INTO support_tickets (environment_id, subject, product, severity, status, channel,
       requester_user_id, requester_name, requester_email, assignee_name, created_at, updated_at, solved_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id, number`,
    [
      environmentId,
      ticket.subject,
      ticket.product,
      ticket.severity,
      ticket.status,
      ticket.channel,
      ticket.requesterUserId,
      ticket.requesterName,
      ticket.requesterEmail,
      ticket.assigneeName,
      ticket.createdAt,
      ticket.updatedAt,
      ticket.solvedAt,
    ],
  );
  return rows[0]!;
}

export interface NewSupportTicketEvent {
  kind: 'message' | 'status_change';
  occurredAt: Date;
  authorName: string;
  authorRole: TicketAuthorRole;
  body: string | null;
  fromStatus: TicketStatus | null;
  toStatus: TicketStatus | null;
}

export async function insertSupportTicketEvent(
  db: Queryable,
  ticketId: string,
  event: NewSupportTicketEvent,
): Promise<void> {
  await db.query(
    `INSERT INTO support_ticket_events (ticket_id, kind, occurred_at, author_name, author_role, body,
       from_status, to_status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      ticketId,
      event.kind,
      event.occurredAt,
      event.authorName,
      event.authorRole,
      event.body,
      event.fromStatus,
      event.toStatus,
    ],
  );
}

export interface PortalTicket {
  subject: string;
  category: string;
  resourceId: string | null;
  requesterUserId: string;
  requesterName: string;
  requesterEmail: string;
}

/** Opens a ticket from the portal (new, channel portal); answers its id and number. */
export async function insertPortalTicket(
  db: Queryable,
  environmentId: string,
  ticket: PortalTicket,
): Promise<{ id: string; number: number }> {
  const [inserted] = await db.query<{ id: string; number: number }>(
    `INSERT INTO support_tickets (environment_id, subject, product, severity, status, channel, requester_user_id,
       requester_name, requester_email, category, resource_id)
     VALUES ($1, $2, 'IaaS', 'normal', 'new', 'portal', $3, $4, $5, $6, $7)
     RETURNING id, number`,
    [
      environmentId,
      ticket.subject,
      ticket.requesterUserId,
      ticket.requesterName,
      ticket.requesterEmail,
      ticket.category,
      ticket.resourceId,
    ],
  );
  return inserted!;
}
