export * from './searchKeys';
export * from './searchText';
export * from './useTopologySearch';
export * from './GlobalSearchContainer';
