/** Where a support ticket is in its life: the first four are open, solved and closed are closed. */
export type SupportTicketStatus = 'new' | 'open' | 'pending' | 'on_hold' | 'solved' | 'closed';

/** How urgent the customer says a ticket is. */
export type SupportTicketSeverity = 'low' | 'normal' | 'high' | 'urgent';

/** How a ticket reached support. */
export type SupportTicketChannel = 'portal' | 'email' | 'phone' | 'chat';

/** Who wrote a message or changed a status: the customer's side, the provider's support, or automation. */
export type SupportTicketAuthorRole = 'customer' | 'agent' | 'system';

/** A support ticket as a list shows it (portal spec §1 "support tickets", §2.6 "customer support"). */
export interface SupportTicket {
  /** What the customer quotes to support; the ticket's address (/tickets/:number). */
  number: number;
  subject: string;
  product: string;
  severity: SupportTicketSeverity;
  status: SupportTicketStatus;
  channel: SupportTicketChannel;
  requesterName: string;
  requesterEmail: string;
  /** The support agent or team on it; null until someone takes it. */
  assignee: string | null;
  /** ISO 8601 date-times. */
  createdAt: string;
  updatedAt: string;
  solvedAt: string | null;
  lastMessage: {
    author: string;
    authorRole: SupportTicketAuthorRole;
    /** The start of the message, on one line. */
    excerpt: string;
    at: string;
  } | null;
  messageCount: number;
}

/** One entry of a ticket's history: a message, or a change of status. */
export interface SupportTicketEvent {
  id: string;
  kind: 'message' | 'status_change';
  /** ISO 8601 date-time. */
  at: string;
  author: string;
  authorRole: SupportTicketAuthorRole;
  /** The message; null for a status change. */
  body: string | null;
  fromStatus: SupportTicketStatus | null;
  toStatus: SupportTicketStatus | null;
}

/** A ticket with the environment it belongs to and its whole history, oldest first. */
export interface SupportTicketWithHistory extends SupportTicket {
  environment: { cloudId: string; tCode: string; corporateName: string };
  history: SupportTicketEvent[];
}

/** A column a ticket list can be sorted by. */
export type SupportTicketSortField =
  'number' | 'subject' | 'product' | 'severity' | 'status' | 'createdAt' | 'updatedAt';

/** The provider's support channel, as the contact page lists it. */
export interface SupportContactChannel {
  kind: 'phone' | 'email';
  /** The phone number or e-mail address. */
  value: string;
  /** 'prime': the line of PRIME support. */
  audience: 'all' | 'prime';
  hours: {
    days: 'every_day' | 'weekdays';
    /** HH:mm; `to` may be 24:00. */
    from: string;
    to: string;
    /** IANA time zone of the hours. */
    timeZone: string;
  };
}

/** The state of what a support screen loads: a ticket list, one ticket. */
export type SupportLoadState =
  | { status: 'loading' }
  | {
      status: 'error';
      /** Already translated, shown as is. */
      message: string;
    }
  | { status: 'ready' };
