export * from './RightSidebar';
