export { HOME_CONSUMPTION_TILES } from './homeConstants';
export { homeKeys } from './homeKeys';
export * from './HomeDashboardContainer';
