export * from './storeModel';
export * from './StoreTabs';
export * from './StoreConsumption';
export * from './StoreStatements';
export * from './StoreStatementDetail';
export * from './StorePurchases';
