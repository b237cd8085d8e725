import type { NoticeSeverity } from '../model/notice';

/** Errors and warnings interrupt screen-reader users (role="alert"); success and info are announced politely. */
export const noticeRoleOf = (severity: NoticeSeverity): 'alert' | 'status' =>
  severity === 'error' || severity === 'warning' ? 'alert' : 'status';
