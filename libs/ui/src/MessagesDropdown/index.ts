export * from './MessagesDropdown';
