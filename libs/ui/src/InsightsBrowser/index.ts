export { InsightsBrowser, type InsightsBrowserProps } from './InsightsBrowser';
