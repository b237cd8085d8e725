// @nuvem/api-contract: one module per area of the API, each with its endpoints and schemas.
export * from './analytics';
export * from './assist-tokens';
export * from './endpoint';
export { healthEndpoints } from './endpoints';
export * from './environments';
export * from './errors';
export * from './impersonation';
export * from './insights';
export * from './messages';
export * from './pipelines';
export * from './preferences';
export * from './search';
export * from './session';
export * from './streams';
export * from './support-constants';
export * from './tickets';
export * from './sso';
export * from './user';
