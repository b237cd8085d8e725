export * from './useMarketplace';
export * from './MarketplaceContainer';
export * from './MarketplaceOrderContainer';
export * from './MarketplaceOffersAdminContainer';
export * from './MarketplaceOfferFormContainer';
