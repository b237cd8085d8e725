export * from './salesTreeTypes';
export * from './SalesHistoryList';
export * from './ProjectAgentsList';
export * from './ProjectAgentAssignDialog';
