export * from './TypedNameConfirmDialog';
