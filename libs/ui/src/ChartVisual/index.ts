export * from './ChartVisual';
export { CHART_KINDS, type ChartKind } from './chartKinds';
export { DEFAULT_DATA_COLORS } from './defaultDataColors';
