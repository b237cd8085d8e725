export * from './useAssistToken';
export * from './AssistTokenContainer';
