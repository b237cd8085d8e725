export * from './PrimeIndicator';
