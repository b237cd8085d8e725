export * from './UserMessageBanner';
