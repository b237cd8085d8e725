export * from './fieldErrorMessage';
export * from './schemaErrors';
export * from './schemaResolver';
export * from './useSchemaForm';
