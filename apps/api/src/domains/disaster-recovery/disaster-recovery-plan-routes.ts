// Customer disaster recovery: an environment's plan (pairs, state, history), failover and restoration.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DisasterRecoveryActionSchema,
  disasterRecoveryEndpoints,
  disasterRecoveryPlanReaders,
  DisasterRecoveryPlanSchema,
  EnvironmentParamsSchema,
  routeOf,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import {
  activateDisasterRecovery,
  getDisasterRecoveryPlan,
  restoreDisasterRecovery,
} from './disaster-recovery-plan-service';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';

const notHeld = 'An unknown environment and one the user may not see both answer 404 environment_not_found.';
const action =
  'Give origin_topology_id for one pair, or leave it out for every pair of the environment; confirmation must be ' +
  "the environment's cloud_id (400 dr_confirmation_mismatch). A pair unknown or without a destination answers " +
  '404 dr_pair_not_found. Runs in one transaction with its audit event: a refusal changes nothing. Read-only ' +
  'while impersonating (403 impersonation_read_only). Answers the plan as it now is.';
const actionResponses = {
  200: DisasterRecoveryPlanSchema,
  ...featureErrorResponsesWith404,
  409: Type.Ref('Error'),
};

export const disasterRecoveryPlanRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['disaster-recovery'];

  app.get(
    routeOf(disasterRecoveryEndpoints.plan),
    {
      ...common,
      schema: {
        summary: "The environment's disaster-recovery plan",
        description:
          `Its pairs (each dr_origin with its dr_destination and whether it is failed over), its state and its ` +
          `most recent DR actions. Needs any of ${disasterRecoveryPlanReaders.join(', ')} (403 otherwise). ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: DisasterRecoveryPlanSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => getDisasterRecoveryPlan(db, request.principal(), request.params.cloudId),
  );

  app.post(
    routeOf(disasterRecoveryEndpoints.activate),
    {
      ...common,
      schema: {
        summary: 'Activate disaster recovery: fail over to the destination (needs dr_activation)',
        description: `${action} A pair already failed over answers 409 dr_already_active. ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        body: DisasterRecoveryActionSchema,
        response: actionResponses,
      },
    },
    async (request) =>
      activateDisasterRecovery(db, request.principal(), request.params.cloudId, request.body),
  );

  app.post(
    routeOf(disasterRecoveryEndpoints.restore),
    {
      ...common,
      schema: {
        summary: 'Deactivate disaster recovery: restore the origin (needs dr_restoration)',
        description: `${action} A pair serving from its origin answers 409 dr_not_active. ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        body: DisasterRecoveryActionSchema,
        response: actionResponses,
      },
    },
    async (request) => restoreDisasterRecovery(db, request.principal(), request.params.cloudId, request.body),
  );
};
