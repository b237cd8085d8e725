// Demo pipeline executions (the right sidebar's actions) on several environments, relative to the seed time.
import type { PipelineStatus } from '@nuvem/api-contract';
import type { Queryable } from '../db/database';
import { insertPipelineExecution } from '../domains/pipelines/pipeline-executions-repository';
import { environmentIdsByCloudId } from './demo-ids';

const minute = 60_000;

interface DemoPipeline {
  cloudId: string;
  action: string;
  status: PipelineStatus;
  /** How long before the seed it started, and how long it ran (null: still running or waiting). */
  startedAgo: number;
  took: number | null;
  user: string;
  topology: string | null;
  message: string | null;
}

const ana = 'ana@acme.example';
const bruno = 'bruno@globex.example';
const diego = 'diego@nuvem.example';

export const demoPipelines: DemoPipeline[] = [
  {
    cloudId: 'ACM1',
    action: 'Reiniciar serviço',
    status: 'RUNNING',
    startedAgo: 3 * minute,
    took: null,
    user: ana,
    topology: 'ACM1-PROTHEUS-01',
    message: null,
  },
  {
    cloudId: 'ACM1',
    action: 'Criar backup',
    status: 'SUCCESS',
    startedAgo: 40 * minute,
    took: 12 * minute,
    user: ana,
    topology: 'ACM1-PROTHEUS-01',
    message: 'Backup concluído.',
  },
  {
    cloudId: 'ACM1',
    action: 'Aplicar patch',
    status: 'USER_FAILED',
    startedAgo: 3 * 60 * minute,
    took: 2 * minute,
    user: ana,
    topology: 'ACM1-PROTHEUS-01',
    message: 'O pacote de atualização enviado é de outra versão.',
  },
  {
    cloudId: 'ACM1',
    action: 'Escalar instância',
    status: 'SUCCESS',
    startedAgo: 26 * 60 * minute,
    took: 8 * minute,
    user: diego,
    topology: 'ACM1-FLUIG-01',
    message: 'Instância alterada para 8 vCPU e 32 GB.',
  },
  {
    cloudId: 'ACM1',
    action: 'Renovar certificado SSL',
    status: 'FAILED',
    startedAgo: 50 * 60 * minute,
    took: 5 * minute,
    user: 'sistema',
    topology: null,
    message: 'A autoridade certificadora não respondeu.',
  },
  {
    cloudId: 'ACM1',
    action: 'Restaurar backup',
    status: 'SUCCESS',
    startedAgo: 5 * 24 * 60 * minute,
    took: 35 * minute,
    user: ana,
    topology: 'ACM1-PROTHEUS-01',
    message: null,
  },
  {
    cloudId: 'ACM2',
    action: 'Atualizar base de homologação',
    status: 'PENDING',
    startedAgo: minute,
    took: null,
    user: ana,
    topology: 'ACM2-PROTHEUS-01',
    message: null,
  },
  {
    cloudId: 'ACM2',
    action: 'Criar backup',
    status: 'SUCCESS',
    startedAgo: 20 * 60 * minute,
    took: 9 * minute,
    user: 'sistema',
    topology: 'ACM2-PROTHEUS-01',
    message: null,
  },
  {
    cloudId: 'GLX01',
    action: 'Reiniciar serviço',
    status: 'SUCCESS',
    startedAgo: 15 * minute,
    took: 2 * minute,
    user: bruno,
    topology: 'GLX01-RM-01',
    message: null,
  },
  {
    cloudId: 'GLX01',
    action: 'Aplicar patch',
    status: 'FAILED',
    startedAgo: 6 * 60 * minute,
    took: 4 * minute,
    user: bruno,
    topology: 'GLX01-RM-01',
    message: 'Espaço em disco insuficiente.',
  },
  {
    cloudId: 'GLX02',
    action: 'Escalar instância',
    status: 'SUCCESS',
    startedAgo: 2 * 24 * 60 * minute,
    took: 7 * minute,
    user: diego,
    topology: 'GLX02-RM-01',
    message: null,
  },
  {
    cloudId: 'INT1',
    action: 'Criar backup',
    status: 'SUCCESS',
    startedAgo: 90 * minute,
    took: 11 * minute,
    user: 'sistema',
    topology: 'INT1-DATASUL-01',
    message: null,
  },
];

export async function seedDemoPipelines(db: Queryable, now = new Date()): Promise<void> {
  const environmentId = await environmentIdsByCloudId(db);
  for (const p of demoPipelines) {
    const startedAt = new Date(now.getTime() - p.startedAgo);
    await insertPipelineExecution(db, environmentId(p.cloudId), {
      action: p.action,
      status: p.status,
      startedAt,
      finishedAt: p.took === null ? null : new Date(startedAt.getTime() + p.took),
      executedBy: p.user,
      topologyId: p.topology,
      message: p.message,
    });
  }
}
