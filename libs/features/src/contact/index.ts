export * from './contactChannelOf';
export * from './contactKeys';
export * from './useSupportChannels';
export * from './ContactContainer';
