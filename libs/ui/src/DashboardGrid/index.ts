export * from './DashboardGrid';
export * from './DashboardTile';
export { DASHBOARD_COLUMNS, tilesInReadingOrder, type DashboardView } from './dashboardLayout';
