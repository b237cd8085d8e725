export * from './customerTypeConstants';
export * from './customerTypeOf';
