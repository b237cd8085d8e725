export * from './SaveReportDialog';
