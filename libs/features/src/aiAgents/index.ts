export * from './useAiAgents';
export * from './AiAgentCatalogueContainer';
export * from './MyAiAgentsContainer';
export * from './AiAgentSettingsFormContainer';
