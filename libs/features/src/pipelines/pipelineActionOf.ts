import type { PipelineAction as ApiPipelineAction } from '@nuvem/api-contract';
import type { PipelineAction, PipelineStatus } from '@nuvem/ui';

/** The API's PENDING is the list's QUEUED; the other statuses are the same words. */
const STATUS_OF: Record<ApiPipelineAction['status'], PipelineStatus> = {
  PENDING: 'QUEUED',
  RUNNING: 'RUNNING',
  SUCCESS: 'SUCCESS',
  FAILED: 'FAILED',
  USER_FAILED: 'USER_FAILED',
};

/** What names an action: an operation's kind in the user's words, or the demo history's name as it came. */
export type ActionNameOf = (action: ApiPipelineAction) => string;

/** An action of GET …/pipelines as the right sidebar's PipelineList shows it. */
export function pipelineActionOf(
  action: ApiPipelineAction,
  tCodeOf?: (cloudId: string) => string | undefined,
  nameOf: ActionNameOf = (a) => a.action,
) {
  const listed: PipelineAction = {
    id: action.id,
    name: nameOf(action),
    status: STATUS_OF[action.status],
    cloud_id: action.cloud_id,
    t_code: tCodeOf?.(action.cloud_id),
    user: action.user,
    startedAt: action.started_at,
    finishedAt: action.finished_at ?? undefined,
  };
  return listed;
}
