export type * from './account';
export type * from './userMessage';
export type * from './alert';
export type * from './pipeline';
export type * from './searchResult';
export type * from './navigation';
export type * from './notice';
export type * from './visualData';
