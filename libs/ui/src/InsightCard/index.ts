export { InsightCard, type InsightCardProps } from './InsightCard';
