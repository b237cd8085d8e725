import type { PipelineAction } from '@nuvem/api-contract';
import { WARNING_STATUSES } from './pipelinesConstants';

/**
 * The right sidebar button's counter (spec §4): actions that FAILED or USER_FAILED after `since` (when the
 * sidebar was last closed, in ms; undefined: never), counted once each even when both lists hold them.
 * An action counts from when it finished, or started when the end is unknown.
 */
export function countPipelineWarnings(
  lists: readonly (readonly PipelineAction[])[],
  since: number | undefined,
): number {
  const counted = new Set<string>();
  for (const list of lists)
    for (const action of list) {
      if (!WARNING_STATUSES.includes(action.status) || counted.has(action.id)) continue;
      const at = Date.parse(action.finished_at ?? action.started_at);
      if (since === undefined || at > since) counted.add(action.id);
    }
  return counted.size;
}
