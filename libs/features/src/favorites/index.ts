export * from './favoritesKeys';
export * from './withFavorites';
export * from './useFavoriteAccounts';
