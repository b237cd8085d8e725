export * from './favoritesKeys';
export * from './withFavourites';
export * from './useFavouriteAccounts';
