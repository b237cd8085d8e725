export * from './filterType';
export type * from './filterTarget';
export * from './filters';
