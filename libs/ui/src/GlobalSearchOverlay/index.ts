export * from './GlobalSearchOverlay';
export * from './GlobalSearchButton';
export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from './globalSearchLimits';
