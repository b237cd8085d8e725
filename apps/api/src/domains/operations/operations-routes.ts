// Operations (issue 30): an action on a virtual machine answers 202 with its operation, run by the worker;
// GET reads one. The list is the pipelines route (the right sidebar), fed by the same table.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  iaasFeature,
  IdempotencyHeadersSchema,
  OperationAnswerSchema,
  operationEndpoints,
  OperationParamsSchema,
  routeOf,
  VmActionBodySchema,
  VmActionParamsSchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import type { EventBus } from '../streams/event-bus';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';
import type { OperationWorker } from './operation-worker';
import { getOperation, requestVmAction } from './operations-service';

export interface OperationRoutesOptions {
  db: Database;
  bus: EventBus;
  worker: OperationWorker;
}

export const operationRoutes: FastifyPluginAsyncTypebox<OperationRoutesOptions> = async (
  app,
  { db, bus, worker },
) => {
  app.post(
    routeOf(operationEndpoints.vmAction),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `Start, stop, restart, resize, snapshot or delete a machine, as an operation (needs ${iaasFeature})`,
        description:
          'Answers 202 with the operation, which then runs step by step (stopped → starting → running…); its ' +
          "changes come on the user's stream as the `operation` event. The Idempotency-Key header is required: " +
          'the same key with the same request answers the same operation; with another request 409 ' +
          "idempotency_key_reused. A delete needs `confirmation`, the machine's name (400 " +
          "vm_confirmation_mismatch). A resize needs `size_sku`, a size of the machine's region other than its own " +
          '(400 vm_size_unknown, vm_size_unchanged); a snapshot takes an optional `name`. ' +
          "409 vm_action_not_allowed when the machine's state does not allow the " +
          'action, 409 operation_in_progress while another operation acts on it; 403 iaas_cancelling while the ' +
          "user's IaaS account is being cancelled; 404 vm_not_found, or environment_not_found.",
        tags: ['operations'],
        security: bearerAuth,
        params: VmActionParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: VmActionBodySchema,
        response: {
          202: OperationAnswerSchema,
          ...featureErrorResponsesWith404,
          409: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const { cloudId, resourceId } = request.params;
      const asked = await requestVmAction(
        db,
        bus,
        request.principal(),
        cloudId,
        resourceId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (asked.created) worker.wake();
      return reply.code(202).send({ operation: asked.operation });
    },
  );

  app.get(
    routeOf(operationEndpoints.get),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `An operation: its state and the steps done (needs ${iaasFeature})`,
        description: '404 operation_not_found for an operation not of this environment.',
        tags: ['operations'],
        security: bearerAuth,
        params: OperationParamsSchema,
        response: { 200: OperationAnswerSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => ({
      operation: await getOperation(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.operationId,
      ),
    }),
  );
};
