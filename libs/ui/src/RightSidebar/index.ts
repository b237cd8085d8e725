export * from './RightSidebar';
export { RIGHT_SIDEBAR_WIDTH } from './rightSidebarLayout';
