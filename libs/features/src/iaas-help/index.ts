export * from './helpArticles';
export * from './IaasHelpContainer';
export * from './IaasTicketForm';
