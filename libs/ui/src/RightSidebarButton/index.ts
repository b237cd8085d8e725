export * from './RightSidebarButton';
