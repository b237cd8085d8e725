import { pipelineEndpoints } from '@nuvem/api-contract/paths';
import type { SessionSnapshot } from '../session/createSession';

/** The SWR keys of the right sidebar's actions, per sign-in (see sessionKeys). */
export const pipelinesKeys = {
  /** 'Últimas Ações Executadas': the environment's actions (list_pipelines). */
  ofEnvironment: (snapshot: SessionSnapshot, cloudId: string | undefined, allowed: boolean) =>
    snapshot.status === 'signedIn' && cloudId && allowed
      ? ([pipelineEndpoints.ofEnvironment.path, snapshot.epoch, cloudId] as const)
      : null,
  /** 'Todas as ações': every environment's actions (list_pipelines_admin). */
  all: (snapshot: SessionSnapshot, allowed: boolean) =>
    snapshot.status === 'signedIn' && allowed
      ? ([pipelineEndpoints.all.path, snapshot.epoch] as const)
      : null,
} as const;
