export * from './useCommercialEvents';
export * from './CommercialEventsContainer';
export * from './CommercialMigrationContainer';
export * from './CommercialRequestsContainer';
export * from './CommercialRefuseFormContainer';
