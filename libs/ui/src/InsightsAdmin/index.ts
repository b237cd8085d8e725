export * from './InsightsGroupPanel';
export * from './InsightsGroupsList';
export * from './InsightsOptionPicker';
export * from './InsightsUserAccessDialog';
export * from './InsightsUsersList';
export * from './insightsAdminTypes';
