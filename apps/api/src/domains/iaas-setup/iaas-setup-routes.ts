// IaaS › Configuração (/iaas/setup): an environment's networks and subnets, and its IaaS settings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  iaasFeature,
  IaasNetworkBodySchema,
  IaasNetworkListSchema,
  IaasNetworkParamsSchema,
  IaasNetworkSchema,
  IaasSettingsBodySchema,
  IaasSettingsSchema,
  iaasSetupEndpoints,
  IaasSubnetBodySchema,
  IaasSubnetParamsSchema,
  IaasSubnetSchema,
  IdempotencyHeadersSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';
import {
  createIaasNetwork,
  createIaasSubnet,
  listIaasNetworks,
  removeIaasNetwork,
  removeIaasSubnet,
} from './iaas-networks-service';
import { readIaasSettings, updateIaasSettings } from './iaas-settings-service';

const refusals =
  `403 forbidden without ${iaasFeature}; 403 iaas_cancelling while the user's IaaS account is being ` +
  'cancelled; 404 environment_not_found for an environment the user may not see.';
const keyed =
  'The Idempotency-Key header is required: the same key with the same request answers what the first ' +
  'answered; with another request 409 idempotency_key_reused.';
const cidrRules =
  'A block is an IPv4 a.b.c.d/n in a private range, /16 to /28, without host bits: 400 validation_failed ' +
  'otherwise, its error_fields keyword saying why (cidrFormat, cidrPrefix, cidrHostBits, cidrPrivate).';
const writeErrors = { ...featureErrorResponsesWith404, 409: Type.Ref('Error') };

export const iaasSetupRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['iaas'];

  app.get(
    routeOf(iaasSetupEndpoints.networks),
    {
      ...common,
      schema: {
        summary: `An environment's networks with their subnets (needs ${iaasFeature})`,
        description: `Each with how many machines are in it and in each subnet. ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: IaasNetworkListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listIaasNetworks(db, request.principal(), request.params.cloudId),
  );

  app.post(
    routeOf(iaasSetupEndpoints.createNetwork),
    {
      ...common,
      schema: {
        summary: `Create a network (needs ${iaasFeature})`,
        description:
          `201 with the network. ${cidrRules} 409 iaas_cidr_overlap when it overlaps another network of the ` +
          'environment (vars: its name and block); 400 iaas_unknown_region or iaas_region_not_enabled. ' +
          `${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IaasNetworkBodySchema,
        response: { 201: IaasNetworkSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const answer = await createIaasNetwork(
        db,
        request.principal(),
        request.params.cloudId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.delete(
    routeOf(iaasSetupEndpoints.deleteNetwork),
    {
      ...common,
      schema: {
        summary: `Delete a network and its subnets (needs ${iaasFeature})`,
        description:
          '204. 409 iaas_network_in_use while machines are in it (vars: its name, how many); 404 ' +
          `iaas_network_not_found. ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: IaasNetworkParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { cloudId, networkId } = request.params;
      await removeIaasNetwork(
        db,
        request.principal(),
        cloudId,
        networkId,
        request.headers['idempotency-key'],
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    routeOf(iaasSetupEndpoints.createSubnet),
    {
      ...common,
      schema: {
        summary: `Add a subnet to a network (needs ${iaasFeature})`,
        description:
          `201 with the subnet. ${cidrRules} 400 iaas_cidr_outside_network when the block is not inside the ` +
          "network's; 409 iaas_cidr_overlap when it overlaps another subnet of the network, 409 " +
          `iaas_subnet_name_taken for a name it already has; 404 iaas_network_not_found. ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: IaasNetworkParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IaasSubnetBodySchema,
        response: { 201: IaasSubnetSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { cloudId, networkId } = request.params;
      const answer = await createIaasSubnet(
        db,
        request.principal(),
        cloudId,
        networkId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.delete(
    routeOf(iaasSetupEndpoints.deleteSubnet),
    {
      ...common,
      schema: {
        summary: `Delete a subnet (needs ${iaasFeature})`,
        description:
          "204. 409 iaas_subnet_in_use while a machine's address is in it; 404 iaas_network_not_found or " +
          `iaas_subnet_not_found. ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: IaasSubnetParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { cloudId, networkId, subnetId } = request.params;
      await removeIaasSubnet(
        db,
        request.principal(),
        cloudId,
        networkId,
        subnetId,
        request.headers['idempotency-key'],
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    routeOf(iaasSetupEndpoints.settings),
    {
      ...common,
      schema: {
        summary: `An environment's IaaS settings (needs ${iaasFeature})`,
        description: `The enabled regions and the defaults of a new resource. ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: IaasSettingsSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => readIaasSettings(db, request.principal(), request.params.cloudId),
  );

  app.put(
    routeOf(iaasSetupEndpoints.updateSettings),
    {
      ...common,
      schema: {
        summary: `Change an environment's IaaS settings (needs ${iaasFeature})`,
        description:
          'Replaces them. 400 iaas_unknown_region for a region the price list does not have, ' +
          'iaas_region_not_enabled for a default region (or default network) outside the enabled ones, ' +
          'iaas_setting_unknown for a size, image or network that does not exist (vars: the setting, the ' +
          `value). ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IaasSettingsBodySchema,
        response: { 200: IaasSettingsSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const answer = await updateIaasSettings(
        db,
        request.principal(),
        request.params.cloudId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(answer.status).send(answer.body);
    },
  );
};
