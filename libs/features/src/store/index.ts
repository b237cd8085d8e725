export * from './storeKeys';
export * from './storeOf';
export * from './StoreConsumptionContainer';
export * from './StoreStatementsContainer';
export * from './StorePurchasesContainer';
