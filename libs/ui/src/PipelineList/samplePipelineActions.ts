import type { PipelineAction, PipelineStatus } from '../model/pipeline';

/** Fixed sample actions for stories (deterministic: fixed dates, no randomness). */
export const samplePipelineActions: PipelineAction[] = [
  {
    id: 'p1',
    name: 'Reiniciar servidor de aplicação',
    status: 'RUNNING',
    cloud_id: 'ACME01',
    t_code: 'T10001',
    user: 'joana.silva@acme.com.br',
    startedAt: '2026-03-12T17:05:00Z',
  },
  {
    id: 'p2',
    name: 'Aumentar disco do banco de dados',
    status: 'SUCCESS',
    cloud_id: 'ACME01',
    t_code: 'T10001',
    user: 'carlos.souza@acme.com.br',
    startedAt: '2026-03-12T15:40:00Z',
    finishedAt: '2026-03-12T15:52:00Z',
  },
  {
    id: 'p3',
    name: 'Atualizar versão do Protheus',
    status: 'QUEUED',
    cloud_id: 'BETA02',
    t_code: 'T20002',
    startedAt: '2026-03-12T14:00:00Z',
  },
  {
    id: 'p4',
    name: 'Criar snapshot da máquina virtual',
    status: 'FAILED',
    cloud_id: 'ACME01',
    user: 'joana.silva@acme.com.br',
    startedAt: '2026-03-11T22:10:00Z',
  },
  {
    id: 'p5',
    name: 'Liberar porta no firewall',
    status: 'USER_FAILED',
    cloud_id: 'GAMA03',
    t_code: 'TX3003',
    user: 'ana.pereira@gama.com.br',
    startedAt: '2026-03-11T13:25:00Z',
  },
];

const STATUSES: PipelineStatus[] = ['SUCCESS', 'SUCCESS', 'RUNNING', 'FAILED', 'QUEUED', 'USER_FAILED'];

/** `count` sample actions, one per hour backwards from a fixed instant. */
export function manySamplePipelineActions(count: number): PipelineAction[] {
  const start = Date.UTC(2026, 2, 12, 18, 0);
  return Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    name: `Ação de manutenção nº ${i + 1}`,
    status: STATUSES[i % STATUSES.length]!,
    cloud_id: `CLOUD${String(i % 7).padStart(2, '0')}`,
    t_code: `T${String(10000 + (i % 7))}`,
    user: 'operador@nuvem.example.com',
    startedAt: new Date(start - i * 3_600_000).toISOString(),
  }));
}
