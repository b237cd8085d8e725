export * from './NoticeStack';
