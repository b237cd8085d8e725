export * from './apiReferenceTypes';
export * from './apiReferenceSearch';
export * from './curlExample';
export * from './ApiReference';
export * from './EmbedSdkGuide';
export * from './embedPlaygroundTypes';
export * from './EmbedPlayground';
export * from './DeveloperDocsTabs';
