export * from './apiConfig';
export * from './apiKeyFor';
export * from './ApiError';
export * from './apiClient';
export * from './errorNotice';
export * from './useErrorNotice';
export * from './retryOnlyServerErrors';
