import type { PipelineStatus } from '../model/pipeline';

/** The palette colour of each pipeline status chip; queued actions have no colour of their own. */
export type PipelineStatusColor = 'default' | 'info' | 'success' | 'error' | 'warning';

const COLOR_OF: Record<PipelineStatus, PipelineStatusColor> = {
  QUEUED: 'default',
  RUNNING: 'info',
  SUCCESS: 'success',
  FAILED: 'error',
  // A failure caused by the user's input (push alerts set it, portal spec §3): a warning, not a fault.
  USER_FAILED: 'warning',
};

export const pipelineStatusColorOf = (status: PipelineStatus): PipelineStatusColor => COLOR_OF[status];
