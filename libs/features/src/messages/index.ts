export * from './messagesConstants';
export * from './messagesKeys';
export * from './userMessageOf';
export * from './fetchMails';
export * from './useMessages';
export * from './MessagesContainer';
