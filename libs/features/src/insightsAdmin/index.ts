export * from './InsightsGroupsContainer';
export * from './InsightsUsersContainer';
