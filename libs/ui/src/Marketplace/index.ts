export * from './marketplaceTypes';
export * from './MarketplacePrice';
export * from './MarketplaceCatalogue';
export * from './MarketplaceOfferDialog';
export * from './MarketplaceOffersAdminList';
export * from './MarketplaceOfferFormDialog';
