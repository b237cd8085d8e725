import type { PipelineStatus } from '../model/pipeline';
import { pipelineStatusColorOf, type PipelineStatusColor } from './pipelineStatus';

test.each<[PipelineStatus, PipelineStatusColor]>([
  ['QUEUED', 'default'],
  ['RUNNING', 'info'],
  ['SUCCESS', 'success'],
  ['FAILED', 'error'],
  ['USER_FAILED', 'warning'],
])('status %s is coloured %s', (status, color) => {
  expect(pipelineStatusColorOf(status)).toBe(color);
});
