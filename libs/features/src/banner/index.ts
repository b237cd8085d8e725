export * from './bannerTextOf';
export * from './UserMessageBannerContainer';
export * from './passwordRecovery';
