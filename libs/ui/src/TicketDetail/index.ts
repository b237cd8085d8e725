export * from './TicketDetail';
