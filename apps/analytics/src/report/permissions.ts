import { models } from '@nuvem/embed';
import type { ReportState } from './reportState';

/**
 * Whether the report may be edited (edit mode, save): the token must carry the edit action, and a load
 * config that names permissions must include ReadWrite (Power BI's rule; a config without them leaves the
 * token to decide).
 */
export function canEdit(state: Pick<ReportState, 'actions' | 'permissions'>): boolean {
  if (!state.actions.includes('edit')) return false;
  return state.permissions === undefined || (state.permissions & models.Permissions.ReadWrite) !== 0;
}
