// @nuvem/api-contract: one module per area of the API, each with its endpoints and schemas.
export * from './endpoint';
export * from './errors';
export * from './session';
export * from './user';
