export * from './useSalesTree';
export * from './SalesHistoryContainer';
export * from './ProjectAgentsContainer';
