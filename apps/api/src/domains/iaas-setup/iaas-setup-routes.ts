// IaaS › Configuração (/iaas/setup): an environment's networks and subnets (each change an operation, 202), and
// its IaaS settings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  iaasFeature,
  IaasNetworkBodySchema,
  IaasNetworkListSchema,
  IaasNetworkParamsSchema,
  IaasRemoveConfirmationSchema,
  IaasSettingsBodySchema,
  IaasSettingsSchema,
  iaasSetupEndpoints,
  IaasSubnetBodySchema,
  IaasSubnetParamsSchema,
  IdempotencyHeadersSchema,
  OperationAnswerSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';
import type { AskedOperation } from '../operations/operations-service';
import type { OperationWorker } from '../operations/operation-worker';
import type { EventBus } from '../streams/event-bus';
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
  'The Idempotency-Key header is required: the same key with the same request answers the same operation; ' +
  'with another request 409 idempotency_key_reused.';
const typed =
  '`confirmation` is its name, typed by the user (400 iaas_confirmation_mismatch); 409 iaas_network_busy ' +
  'while an operation acts on it or its network.';
const cidrRules =
  'A block is an IPv4 a.b.c.d/n in a private range, /16 to /28, without host bits: 400 validation_failed ' +
  'otherwise, its error_fields keyword saying why (cidrFormat, cidrPrefix, cidrHostBits, cidrPrivate).';
const writeErrors = { ...featureErrorResponsesWith404, 409: Type.Ref('Error') };
const operationTags = ['iaas', 'operations'];

export interface IaasSetupRoutesOptions {
  db: Database;
  bus: EventBus;
  worker: OperationWorker;
}

export const iaasSetupRoutes: FastifyPluginAsyncTypebox<IaasSetupRoutesOptions> = async (
  app,
  { db, bus, worker },
) => {
  const common = { onRequest: app.authenticate } as const;
  const tags = ['iaas'];
  /** 202 with the operation; a new one wakes the worker. */
  const accepted = ({ created, operation }: AskedOperation) => {
    if (created) worker.wake();
    return { operation };
  };

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
        summary: `Create a network, as an operation (needs ${iaasFeature})`,
        description:
          '202 with the operation network.create, whose target_id is the new network (recorded provisioning, ' +
          `then available). ${cidrRules} 409 iaas_cidr_overlap when it overlaps another network of the ` +
          'environment (vars: its name and block); 400 iaas_unknown_region or iaas_region_not_enabled. ' +
          `${keyed} ${refusals}`,
        tags: operationTags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IaasNetworkBodySchema,
        response: { 202: OperationAnswerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const asked = await createIaasNetwork(
        db,
        bus,
        request.principal(),
        request.params.cloudId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(202).send(accepted(asked));
    },
  );

  app.delete(
    routeOf(iaasSetupEndpoints.deleteNetwork),
    {
      ...common,
      schema: {
        summary: `Delete a network and its subnets, as an operation (needs ${iaasFeature})`,
        description:
          '202 with the operation network.delete (deleting, then gone). 409 iaas_network_in_use while ' +
          `machines are in it (vars: its name, how many); 404 iaas_network_not_found. ${typed} ${keyed} ` +
          refusals,
        tags: operationTags,
        security: bearerAuth,
        params: IaasNetworkParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IaasRemoveConfirmationSchema,
        response: { 202: OperationAnswerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { cloudId, networkId } = request.params;
      const asked = await removeIaasNetwork(
        db,
        bus,
        request.principal(),
        cloudId,
        networkId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(202).send(accepted(asked));
    },
  );

  app.post(
    routeOf(iaasSetupEndpoints.createSubnet),
    {
      ...common,
      schema: {
        summary: `Add a subnet to a network, as an operation (needs ${iaasFeature})`,
        description:
          '202 with the operation subnet.create, whose target_id is the new subnet (recorded provisioning, ' +
          `then available). ${cidrRules} 400 iaas_cidr_outside_network when the block is not inside the ` +
          "network's; 409 iaas_cidr_overlap when it overlaps another subnet of the network, 409 " +
          'iaas_subnet_name_taken for a name it already has, 409 iaas_network_busy while the network is ' +
          `provisioning or deleting; 404 iaas_network_not_found. ${keyed} ${refusals}`,
        tags: operationTags,
        security: bearerAuth,
        params: IaasNetworkParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IaasSubnetBodySchema,
        response: { 202: OperationAnswerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { cloudId, networkId } = request.params;
      const asked = await createIaasSubnet(
        db,
        bus,
        request.principal(),
        cloudId,
        networkId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(202).send(accepted(asked));
    },
  );

  app.delete(
    routeOf(iaasSetupEndpoints.deleteSubnet),
    {
      ...common,
      schema: {
        summary: `Delete a subnet, as an operation (needs ${iaasFeature})`,
        description:
          "202 with the operation subnet.delete (deleting, then gone). 409 iaas_subnet_in_use while a machine's " +
          `address is in it; 404 iaas_network_not_found or iaas_subnet_not_found. ${typed} ${keyed} ${refusals}`,
        tags: operationTags,
        security: bearerAuth,
        params: IaasSubnetParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IaasRemoveConfirmationSchema,
        response: { 202: OperationAnswerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { cloudId, networkId, subnetId } = request.params;
      const asked = await removeIaasSubnet(
        db,
        bus,
        request.principal(),
        cloudId,
        networkId,
        subnetId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(202).send(accepted(asked));
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
