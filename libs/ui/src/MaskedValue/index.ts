export * from './MaskedValue';
