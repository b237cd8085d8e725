export * from './TicketsTable';
export * from './ticketsTableRules';
