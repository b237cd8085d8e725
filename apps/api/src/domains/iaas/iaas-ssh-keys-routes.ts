// Chaves SSH (issue 31): an environment's public key added by pasting it and deleted. The list is the manager's
// (GET …/iaas/ssh-keys, iaas-manager-routes.ts), which the VM wizard reads as well.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  iaasFeature,
  IaasSshKeyBodySchema,
  iaasSshKeyEndpoints,
  IaasSshKeyParamsSchema,
  IaasSshKeySchema,
  IdempotencyHeadersSchema,
  routeOf,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';
import { addIaasSshKey, removeIaasSshKey } from './iaas-ssh-keys-service';

const refusals =
  "403 forbidden without the IaaS permission, 403 iaas_cancelling while the user's IaaS account is being " +
  'cancelled, 404 environment_not_found for an environment the user may not see. The Idempotency-Key header ' +
  'is required (the same key and request answer what the first answered; another request, 409 ' +
  'idempotency_key_reused).';

export const iaasSshKeyRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  app.post(
    routeOf(iaasSshKeyEndpoints.create),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `Add an SSH public key to an environment (needs ${iaasFeature})`,
        description:
          '201 with the key (its type, bits and SHA256 fingerprint as ssh-keygen -l prints them); 200 with the ' +
          'same key for a retry with the same Idempotency-Key. 400 on /public_key: iaas_ssh_key_private (a ' +
          'private key was pasted; it is neither stored nor logged), iaas_ssh_key_unknown_type, ' +
          'iaas_ssh_key_malformed, iaas_ssh_key_rsa_too_short (vars: bits, the least). 409 ' +
          'iaas_ssh_key_name_taken (error_fields /name), 409 iaas_ssh_key_duplicate (the same key under another ' +
          `name; vars: that name). ${refusals}`,
        tags: ['iaas'],
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: IaasSshKeyBodySchema,
        response: {
          200: IaasSshKeySchema,
          201: IaasSshKeySchema,
          ...featureErrorResponsesWith404,
          409: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const { key, created } = await addIaasSshKey(
        db,
        request.principal(),
        request.params.cloudId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(key);
    },
  );

  app.delete(
    routeOf(iaasSshKeyEndpoints.delete),
    {
      onRequest: app.authenticate,
      schema: {
        summary: `Delete an environment's SSH key (needs ${iaasFeature})`,
        description:
          '204; machines created with it keep it (it was copied onto them). 404 iaas_ssh_key_not_found when ' +
          `the environment has none such. ${refusals}`,
        tags: ['iaas'],
        security: bearerAuth,
        params: IaasSshKeyParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null(), ...featureErrorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      await removeIaasSshKey(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.sshKeyId,
        request.headers['idempotency-key'],
      );
      return reply.code(204).send(null);
    },
  );
};
