import type { Ticket, TicketSortField, TicketSummary } from '@nuvem/api-contract';
import type { SupportTicket, SupportTicketSortField, SupportTicketWithHistory } from '@nuvem/ui';

/** A ticket of the API as the ticket list shows it. */
export function supportTicketOf(ticket: TicketSummary): SupportTicket {
  return {
    number: ticket.number,
    subject: ticket.subject,
    product: ticket.product,
    severity: ticket.severity,
    status: ticket.status,
    channel: ticket.channel,
    requesterName: ticket.requester.name,
    requesterEmail: ticket.requester.email,
    assignee: ticket.assignee,
    createdAt: ticket.created_at,
    updatedAt: ticket.updated_at,
    solvedAt: ticket.solved_at,
    lastMessage: ticket.last_message && {
      author: ticket.last_message.author,
      authorRole: ticket.last_message.author_role,
      excerpt: ticket.last_message.excerpt,
      at: ticket.last_message.at,
    },
    messageCount: ticket.message_count,
  };
}

/** A ticket of the API with its environment and history, as its page shows it. */
export function supportTicketWithHistoryOf({
  environment,
  history,
  ...summary
}: Ticket): SupportTicketWithHistory {
  return {
    ...supportTicketOf(summary),
    environment: {
      cloudId: environment.cloud_id,
      tCode: environment.t_code,
      corporateName: environment.corporate_name,
    },
    history: history.map((event) => ({
      id: event.id,
      kind: event.kind,
      at: event.at,
      author: event.author,
      authorRole: event.author_role,
      body: event.body,
      fromStatus: event.from_status,
      toStatus: event.to_status,
    })),
  };
}

const SORT_FIELDS: Record<SupportTicketSortField, TicketSortField> = {
  number: 'number',
  subject: 'subject',
  product: 'product',
  severity: 'severity',
  status: 'status',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};

/** The API's name of a sortable column; anything else sorts by the latest activity (the API's default). */
export const ticketSortFieldOf = (field: string): TicketSortField =>
  Object.hasOwn(SORT_FIELDS, field) ? SORT_FIELDS[field as SupportTicketSortField] : 'updated_at';
