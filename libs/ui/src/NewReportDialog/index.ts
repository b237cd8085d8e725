export * from './NewReportDialog';
