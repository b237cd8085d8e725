import { models } from '@nuvem/embed';
import type { ReportState } from './reportState';

/**
 * Whether the report may be edited (edit mode, save): the token must carry the edit action (or create, for a
 * report being created over a dataset), and a load
 * config that names permissions must include ReadWrite (Power BI's rule; a config without them leaves the
 * token to decide).
 */
export function canEdit(state: Pick<ReportState, 'actions' | 'permissions'>): boolean {
  if (!state.actions.includes('edit') && !state.actions.includes('create')) return false;
  return state.permissions === undefined || (state.permissions & models.Permissions.ReadWrite) !== 0;
}
