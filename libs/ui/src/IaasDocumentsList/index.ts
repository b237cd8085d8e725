export * from './IaasDocumentsList';
