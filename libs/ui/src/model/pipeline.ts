export type PipelineStatus = 'QUEUED' | 'RUNNING' | 'SUCCESS' | 'FAILED' | 'USER_FAILED';

/** An action executed on an environment, as listed in the right sidebar (portal spec §2.8). */
export interface PipelineAction {
  id: string;
  /** Human name of the action, already in the user's language. */
  name: string;
  status: PipelineStatus;
  cloud_id: string;
  t_code?: string;
  /** Who started it. */
  user?: string;
  /** ISO 8601 date-times. */
  startedAt: string;
  finishedAt?: string;
}
