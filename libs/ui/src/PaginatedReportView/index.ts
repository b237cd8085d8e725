export * from './PaginatedReportView';
