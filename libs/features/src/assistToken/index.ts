export * from './assistTokenKeys';
export * from './useAssistToken';
export * from './AssistTokenContainer';
export * from './copyToClipboard';
