// The `models` namespace of @nuvem/embed: what powerbi-models 2.0.1 exports, rebuilt. Runtime pieces are
// enum objects, classes and functions (nothing runs at import but building the enum objects); everything
// else is types.
export * from './enums';
export * from './filterType';
export type * from './filterTarget';
export * from './filters';
export * from './filterGuards';
export * from './selectors';
export * from './extensionGuards';
export * from './validation';
export type * from './errorTypes';
export type * from './filterTypes';
export type * from './layoutTypes';
export type * from './selectorTypes';
export type * from './extensionTypes';
export type * from './settingsTypes';
export type * from './reportTypes';
export type * from './requestTypes';
export type * from './configTypes';
