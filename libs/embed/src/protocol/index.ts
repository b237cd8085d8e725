export * from './envelope';
export * from './httpPostMessage';
export * from './requestFailures';
export * from './router';
export * from './windowPostMessageProxy';
