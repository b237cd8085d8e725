// IaaS › Gerenciador: quotas, SSH keys and imported images to choose from, a machine created (from the catalogue
// or an imported image) and a free volume or IP removed, each change an operation answered 202.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  iaasFeature,
  IaasImportedImageListSchema,
  IaasMachineCreateBodySchema,
  IaasMachineCreatedSchema,
  iaasManagerEndpoints,
  IaasQuotasSchema,
  IaasResourceParamsSchema,
  IaasResourceRemoveBodySchema,
  IaasSshKeyListSchema,
  IdempotencyHeadersSchema,
  OperationAnswerSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';
import type { OperationWorker } from '../operations/operation-worker';
import type { EventBus } from '../streams/event-bus';
import { readImportedImages, readIaasSshKeys, requestResourceRemoval } from './iaas-manager-service';
import { readIaasQuotas } from './iaas-quotas-service';
import { requestMachineCreate, type MachineSource } from './vm-create-service';

export interface IaasManagerRoutesOptions {
  db: Database;
  bus: EventBus;
  worker: OperationWorker;
}

const refusals =
  "403 forbidden without the IaaS permission, 403 iaas_cancelling while the user's IaaS account is being " +
  'cancelled, 404 environment_not_found for an environment the user may not see.';

const createDescription = (source: MachineSource) =>
  `Answers 202 with the operation vm.create and the new machine's resource_id: the machine is recorded in ` +
  'provisioning with its extra disks (volumes) and public IP, and the operation moves it to starting, then ' +
  `running. The image is ${source === 'import' ? 'one the environment imported' : "one of the catalogue's"}. ` +
  'The Idempotency-Key header is required (the same key and body: the same operation and machine). 400 ' +
  'validation_failed with error_fields for a field refused (a region, size, image, network or SSH key not ' +
  'offered); 409 iaas_name_taken (error_fields /name); 409 iaas_quota_exceeded (vars: quota, limit, used, ' +
  `requested). ${refusals}`;

export const iaasManagerRoutes: FastifyPluginAsyncTypebox<IaasManagerRoutesOptions> = async (
  app,
  { db, bus, worker },
) => {
  app.get(
    routeOf(iaasManagerEndpoints.quotas),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `An environment's IaaS quotas: each limit and what is used (needs ${iaasFeature})`,
        description: `Machines, vCPUs, memory GB, disk GB and public IPs; used is counted from its resources. ${refusals}`,
        tags: ['iaas'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: IaasQuotasSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => readIaasQuotas(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(iaasManagerEndpoints.sshKeys),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `An environment's SSH keys, for a Linux machine (needs ${iaasFeature})`,
        description: `Their names and SHA256 fingerprints, by name. ${refusals}`,
        tags: ['iaas'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: IaasSshKeyListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => readIaasSshKeys(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(iaasManagerEndpoints.importedImages),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `The images an environment imported, to create a machine from (needs ${iaasFeature})`,
        description: `Newest first. ${refusals}`,
        tags: ['iaas'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: IaasImportedImageListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => readImportedImages(db, request.principal(), request.params.cloudId),
  );

  for (const [endpoint, source] of [
    [iaasManagerEndpoints.createMachine, 'catalog'],
    [iaasManagerEndpoints.importMachine, 'import'],
  ] as const) {
    app.post(
      routeOf(endpoint),
      {
        onRequest: app.authenticate,
        schema: {
          summary:
            source === 'import'
              ? `Create a virtual machine from an imported image, as an operation (needs ${iaasFeature})`
              : `Create a virtual machine, as an operation (needs ${iaasFeature})`,
          description: createDescription(source),
          tags: ['iaas', 'operations'],
          security: bearerAuth,
          params: EnvironmentParamsSchema,
          headers: IdempotencyHeadersSchema,
          body: IaasMachineCreateBodySchema,
          response: {
            202: IaasMachineCreatedSchema,
            ...featureErrorResponsesWith404,
            409: Type.Ref('Error'),
          },
        },
      },
      async (request, reply) => {
        const { created, ...answer } = await requestMachineCreate(
          db,
          bus,
          request.principal(),
          request.params.cloudId,
          request.body,
          source,
          request.headers['idempotency-key'],
        );
        if (created) worker.wake();
        return reply.code(202).send(answer);
      },
    );
  }

  app.post(
    routeOf(iaasManagerEndpoints.removeResource),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `Remove a free volume or public IP, as an operation (needs ${iaasFeature})`,
        description:
          "Answers 202 with the operation resource.delete. `confirmation` is the resource's name, typed by the " +
          'user (400 iaas_confirmation_mismatch). 409 iaas_resource_not_removable for a machine, a network, or ' +
          'a volume or IP in use; 409 operation_in_progress; 404 iaas_resource_not_found. The Idempotency-Key ' +
          `header is required. ${refusals}`,
        tags: ['iaas', 'operations'],
        security: bearerAuth,
        params: IaasResourceParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IaasResourceRemoveBodySchema,
        response: { 202: OperationAnswerSchema, ...featureErrorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      const { created, operation } = await requestResourceRemoval(
        db,
        bus,
        request.principal(),
        request.params.cloudId,
        request.params.resourceId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (created) worker.wake();
      return reply.code(202).send({ operation });
    },
  );
};
