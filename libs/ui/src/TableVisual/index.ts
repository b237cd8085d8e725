export * from './TableVisual';
export { DEFAULT_TABLE_PAGE_SIZE } from './tablePaging';
