export * from './apiReferenceOf';
export * from './ApiReferenceContainer';
export * from './embedPlaygroundConfig';
export * from './EmbedPlaygroundContainer';
export * from './useApiReference';
