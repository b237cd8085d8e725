export * from './helpArticleTypes';
export * from './IaasHelpArticleView';
export * from './IaasHelpCenter';
