export * from './pipelinesConstants';
export * from './pipelinesKeys';
export * from './pipelineActionOf';
export * from './countPipelineWarnings';
export * from './actionsSeenAt';
export * from './usePipelines';
export * from './useActionsSidebar';
export * from './useRevalidatePipelines';
