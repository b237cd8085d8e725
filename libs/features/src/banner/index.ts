export * from './bannerTextOf';
export * from './UserMessageBannerContainer';
