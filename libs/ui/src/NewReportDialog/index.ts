export * from './NewReportDialog';
export type { NewReportFile, NewReportFromFile } from './NewReportFileSource';
