export * from './sessionConstants';
export * from './tokenStore';
export * from './createSession';
export * from './SessionProvider';
export * from './useSession';
export * from './sessionKeys';
export * from './fetchMe';
export * from './useMe';
