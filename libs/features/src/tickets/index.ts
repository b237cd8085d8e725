export * from './ticketsKeys';
export * from './supportTicketOf';
export * from './useTickets';
export * from './useTicket';
export * from './TicketsContainer';
export * from './TicketDetailContainer';
