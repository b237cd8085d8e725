export * from './noticesConstants';
export * from './noticesStore';
export * from './NoticesProvider';
export * from './useNotify';
export * from './NoticeCenter';
