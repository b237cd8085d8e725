import type { PipelineAction } from '@nuvem/api-contract';
import { countPipelineWarnings } from './countPipelineWarnings';
import { pipelineActionOf } from './pipelineActionOf';

const action = (
  id: string,
  status: PipelineAction['status'],
  finished: string | null,
  started = '2026-11-21T10:00:00Z',
): PipelineAction => ({
  id,
  cloud_id: 'ACM1',
  action: 'Criar backup',
  status,
  started_at: started,
  finished_at: finished,
  user: 'ana@acme.example',
  topology_id: null,
  message: null,
});
const at = (iso: string) => Date.parse(iso);

const list = [
  action('1', 'FAILED', '2026-11-21T10:05:00Z'),
  action('2', 'USER_FAILED', '2026-11-21T12:00:00Z'),
  action('3', 'SUCCESS', '2026-11-21T12:00:00Z'),
  action('4', 'RUNNING', null),
  action('5', 'PENDING', null),
  action('6', 'FAILED', null, '2026-11-21T13:00:00Z'),
];

test.each([
  ['never closed: every failure counts', undefined, 3],
  ['closed before all of them', at('2026-11-21T09:00:00Z'), 3],
  ['closed between: only the later ones', at('2026-11-21T11:00:00Z'), 2],
  ['closed after the last', at('2026-11-21T14:00:00Z'), 0],
])('%s', (_, since, expected) => {
  expect(countPipelineWarnings([list], since)).toBe(expected);
});

test('an action in both lists counts once', () => {
  expect(countPipelineWarnings([list, list.slice(0, 2)], undefined)).toBe(3);
});

test('an action of the API as the sidebar lists it: PENDING is QUEUED, the t_code looked up', () => {
  expect(pipelineActionOf(action('5', 'PENDING', null), () => 'T10007')).toEqual({
    id: '5',
    name: 'Criar backup',
    status: 'QUEUED',
    cloud_id: 'ACM1',
    t_code: 'T10007',
    user: 'ana@acme.example',
    startedAt: '2026-11-21T10:00:00Z',
    finishedAt: undefined,
  });
});
