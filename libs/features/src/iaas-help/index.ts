export * from './helpArticles';
export * from './IaasHelpContainer';
export * from './IaasTicketForm';
export * from './IaasNewContractContainer';
