export * from './aiAgentsTypes';
export * from './AiAgentCatalogue';
export * from './AiAgentDetailDialog';
export * from './AiAgentConfirmDialog';
export * from './MyAiAgentsList';
export * from './AiAgentSettingsDialog';
