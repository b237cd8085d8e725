import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  ClientSchema,
  ContractListSchema,
  DisasterRecoverySwitchesSchema,
  DisasterRecoveryUpdateSchema,
  environmentEndpoints,
  EnvironmentParamsSchema,
  routeOf,
  TopologyListSchema,
  TssDataSchema,
  TssParamsSchema,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import {
  getDisasterRecoverySwitches,
  updateDisasterRecovery,
} from '../disaster-recovery/disaster-recovery-service';
import { getClient, getTss, listContracts, listTopologies } from './environment-service';
import { bearerAuth, errorResponsesWith404, featureErrorResponsesWith404 } from '../../http/schemas';

const notHeld = 'An unknown environment and one the user may not see both answer 404 environment_not_found.';

export const environmentRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['environments'];

  app.get(
    routeOf(environmentEndpoints.client),
    {
      ...common,
      schema: {
        summary: 'The client record of an environment',
        description: `Its account data, whether the user starred it, its providers and DR regions. ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: ClientSchema, ...errorResponsesWith404 },
      },
    },
    async (request) => getClient(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(environmentEndpoints.topologies),
    {
      ...common,
      schema: {
        summary: "The environment's topologies",
        description:
          'dr_destination replicas are left out unless the user turned the all-topologies DR switch on for this ' +
          `environment (PATCH …/disaster-recovery) and holds admin_topology_dr; all_topologies says which. ${notHeld} ` +
          'An environment whose topology registry is unavailable answers 409 topologies_unavailable.',
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: TopologyListSchema, ...errorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request) => listTopologies(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(environmentEndpoints.contracts),
    {
      ...common,
      schema: {
        summary: "The environment's contracts",
        description: `Needs show_contract (403 otherwise). ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: ContractListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listContracts(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(environmentEndpoints.disasterRecovery),
    {
      ...common,
      schema: {
        summary: "The user's disaster-recovery switches for the environment",
        description: `Both are off until set. ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: DisasterRecoverySwitchesSchema, ...errorResponsesWith404 },
      },
    },
    async (request) => getDisasterRecoverySwitches(db, request.principal(), request.params.cloudId),
  );

  app.patch(
    routeOf(environmentEndpoints.updateDisasterRecovery),
    {
      ...common,
      schema: {
        summary: 'Turn the disaster-recovery test or the all-topologies view on or off',
        description:
          'Give one switch or both. test_active needs dr_plan_test and all_topologies needs admin_topology_dr ' +
          `(403 otherwise, nothing changed). Stored for this user and environment only. ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        body: DisasterRecoveryUpdateSchema,
        response: { 200: DisasterRecoverySwitchesSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => updateDisasterRecovery(db, request.principal(), request.params.cloudId, request.body),
  );

  app.get(
    routeOf(environmentEndpoints.tss),
    {
      ...common,
      schema: {
        summary: 'TSS data of a customer code (t_code)',
        description:
          'Needs tss (403 otherwise). A t_code of no environment the user may see answers 404 ' +
          'environment_not_found; one that has hired no TSS answers quota_hired 0.',
        tags,
        security: bearerAuth,
        params: TssParamsSchema,
        response: { 200: TssDataSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => getTss(db, request.principal(), request.params.tCode),
  );
};
