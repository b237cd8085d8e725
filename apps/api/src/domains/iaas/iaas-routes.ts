// IaaS: an environment's resources (virtual machines, volumes, networks, public IPs).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  iaasEndpoints,
  iaasFeature,
  IaasMachineDetailSchema,
  iaasMachineEndpoints,
  IaasMachineParamsSchema,
  iaasOverviewEndpoints,
  IaasOverviewSchema,
  IaasResourceListQuerySchema,
  IaasResourceListSchema,
  routeOf,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { readIaasMachine } from './iaas-machines-service';
import { readIaasOverviewOf } from './iaas-overview-service';
import { listIaasResources } from './iaas-resources-service';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';

export const iaasRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.get(
    routeOf(iaasEndpoints.resources),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `An environment's IaaS resources (needs ${iaasFeature})`,
        description:
          'Its virtual machines, volumes, networks and public IPs, one page at a time, filtered and sorted ' +
          '(filter, sort, page, page_size), with a summary of the whole environment. 400 validation_failed ' +
          'for a filter or sort on a field the list does not have. 403 forbidden without ' +
          `${iaasFeature}; 403 iaas_cancelling while the user's IaaS account is being cancelled (portal spec §6 ` +
          'hides the resources then). An unknown environment and one the user may not see both answer 404 ' +
          'environment_not_found.',
        tags: ['iaas'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        querystring: IaasResourceListQuerySchema,
        response: { 200: IaasResourceListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listIaasResources(db, request.principal(), request.params.cloudId, request.query),
  );

  app.get(
    routeOf(iaasMachineEndpoints.machine),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `One IaaS virtual machine (needs ${iaasFeature})`,
        description:
          'Its size, image, network and private address, tags, attached volumes and public addresses, what it ' +
          'costs a month at the prices of today, and its daily CPU and memory use. Refused as the resources ' +
          'list is; 404 iaas_machine_not_found when the environment has no such machine.',
        tags: ['iaas'],
        security: bearerAuth,
        params: IaasMachineParamsSchema,
        response: { 200: IaasMachineDetailSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      readIaasMachine(db, request.principal(), request.params.cloudId, request.params.resourceId),
  );

  app.get(
    routeOf(iaasOverviewEndpoints.overview),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `The IaaS account at a glance (needs ${iaasFeature})`,
        description:
          'Counts of machines (by state), volumes, networks and public IPs (free ones apart), the regions, a ' +
          'month at today’s prices, and the getting-started checklist. Refused as the resources list is.',
        tags: ['iaas'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: IaasOverviewSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => readIaasOverviewOf(db, request.principal(), request.params.cloudId),
  );
};
