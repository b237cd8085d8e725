export * from './PipelineList';
export * from './PipelineStatusChip';
