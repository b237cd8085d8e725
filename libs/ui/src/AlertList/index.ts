export * from './AlertList';
export * from './severityOf';
