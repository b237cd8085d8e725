export * from './streamsConstants';
export * from './streamPaths';
export * from './streamsKeys';
export * from './useEventStream';
export * from './useUserStreamUrl';
export * from './useGenericMessageStreamUrl';
