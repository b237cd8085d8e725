export { InsightEmbedView, type InsightEmbedViewProps } from './InsightEmbedView';
export { INSIGHT_EMBED_HEIGHT_PX } from './insightEmbedLimits';
