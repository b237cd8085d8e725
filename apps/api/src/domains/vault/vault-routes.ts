// Cofre and Chaves externas (issue 31): an environment's secrets and the keys that protect them. A secret's
// value is in the body of a write and the answer of a reveal only: no other answer has it, and the request log
// never holds bodies.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvironmentParamsSchema,
  IdempotencyHeadersSchema,
  OperationAnswerSchema,
  routeOf,
  securityCenterFeature,
  vaultKeyEndpoints,
  VaultKeyDisableBodySchema,
  VaultKeyListSchema,
  VaultKeyParamsSchema,
  VaultKeyRegisterBodySchema,
  VaultKeyRotateBodySchema,
  VaultKeySchema,
  VaultSecretCreateBodySchema,
  VaultSecretDeleteQuerySchema,
  vaultSecretEndpoints,
  VaultSecretListSchema,
  VaultSecretParamsSchema,
  VaultSecretRevealBodySchema,
  VaultSecretRevealSchema,
  VaultSecretSchema,
  VaultSecretVersionBodySchema,
} from '@nuvem/api-contract';
import { Type } from 'typebox';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';
import type { AskedOperation } from '../operations/operations-service';
import type { OperationWorker } from '../operations/operation-worker';
import type { EventBus } from '../streams/event-bus';
import { activateKey, listKeys, registerKey, rotateKey, setKeyState } from './vault-keys-service';
import {
  addSecretVersion,
  createSecret,
  deleteSecret,
  listSecrets,
  revealSecret,
} from './vault-secrets-service';

const refusals =
  `403 forbidden without ${securityCenterFeature} (or, for a customer, without it on this environment); 404 ` +
  'environment_not_found for an environment the user may not see. Provider staff holding it reach every ' +
  'environment.';
const keyed =
  'The Idempotency-Key header is required: the same key with the same request answers what the first answered; ' +
  'with another request 409 idempotency_key_reused.';
const disabled = "409 vault_key_disabled while the environment's key is disabled (vars: its name).";
const errors = { ...featureErrorResponsesWith404, 409: Type.Ref('Error') };
const tags = ['vault'];

export interface VaultRoutesOptions {
  db: Database;
  bus: EventBus;
  worker: OperationWorker;
}

export const vaultRoutes: FastifyPluginAsyncTypebox<VaultRoutesOptions> = async (
  app,
  { db, bus, worker },
) => {
  const common = { onRequest: app.authenticate } as const;
  const accepted = ({ created, operation }: AskedOperation) => {
    if (created) worker.wake();
    return { operation };
  };

  app.get(
    routeOf(vaultSecretEndpoints.list),
    {
      ...common,
      schema: {
        summary: `An environment's secrets, without their values (needs ${securityCenterFeature})`,
        description: `By name, with versions and who wrote the latest, and the environment's active key. ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: VaultSecretListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listSecrets(db, request.principal(), request.params.cloudId),
  );

  app.post(
    routeOf(vaultSecretEndpoints.create),
    {
      ...common,
      schema: {
        summary: `Create a secret (needs ${securityCenterFeature})`,
        description:
          '201 with the secret (never its value), encrypted under a data key of its own wrapped by the ' +
          "environment's active key (a generated one is made with the first secret); 200 for a retry. 409 " +
          `vault_secret_name_taken (error_fields /name). ${disabled} ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: VaultSecretCreateBodySchema,
        response: { 200: VaultSecretSchema, 201: VaultSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { secret, created } = await createSecret(
        db,
        request.principal(),
        request.params.cloudId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(secret);
    },
  );

  app.post(
    routeOf(vaultSecretEndpoints.addVersion),
    {
      ...common,
      schema: {
        summary: `Write a new version of a secret (needs ${securityCenterFeature})`,
        description:
          '201 with the secret, whose current version is the new one (the ones before stay revealable); 200 for ' +
          `a retry. 404 vault_secret_not_found. ${disabled} ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: VaultSecretParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: VaultSecretVersionBodySchema,
        response: { 200: VaultSecretSchema, 201: VaultSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { secret, created } = await addSecretVersion(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.secretId,
        request.body.value,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(secret);
    },
  );

  app.post(
    routeOf(vaultSecretEndpoints.reveal),
    {
      ...common,
      schema: {
        summary: `Reveal a secret's value (needs ${securityCenterFeature})`,
        description:
          'The version asked, or the current one; audited as vault_secret.reveal (who and which version, never ' +
          'the value). 404 vault_secret_not_found, vault_secret_version_not_found; 409 vault_secret_unreadable ' +
          `when the stored value fails its integrity check. ${disabled} ${refusals}`,
        tags,
        security: bearerAuth,
        params: VaultSecretParamsSchema,
        body: VaultSecretRevealBodySchema,
        response: { 200: VaultSecretRevealSchema, ...errors },
      },
    },
    async (request, reply) => {
      const revealed = await revealSecret(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.secretId,
        request.body?.version,
      );
      return reply.header('cache-control', 'no-store').send(revealed);
    },
  );

  app.delete(
    routeOf(vaultSecretEndpoints.delete),
    {
      ...common,
      schema: {
        summary: `Delete a secret and all its versions (needs ${securityCenterFeature})`,
        description:
          '204. `confirmation` is its name, typed (400 vault_confirmation_mismatch). 404 vault_secret_not_found. ' +
          `${disabled} ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: VaultSecretParamsSchema,
        querystring: VaultSecretDeleteQuerySchema,
        headers: IdempotencyHeadersSchema,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSecret(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.secretId,
        request.query.confirmation,
        request.headers['idempotency-key'],
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    routeOf(vaultKeyEndpoints.list),
    {
      ...common,
      schema: {
        summary: `The keys protecting an environment's vault (needs ${securityCenterFeature})`,
        description: `By name: state, version, fingerprint (never material), last rotation. ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: VaultKeyListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => ({ keys: await listKeys(db, request.principal(), request.params.cloudId) }),
  );

  app.post(
    routeOf(vaultKeyEndpoints.register),
    {
      ...common,
      schema: {
        summary: `Register a customer-managed key (needs ${securityCenterFeature})`,
        description:
          "201 with the key: key_material (256 bits, base64) is the customer's, or generated when absent; stored " +
          "sealed by the provider's root key, only its fingerprint answered. The environment's first key becomes " +
          'active. 400 vault_key_material_invalid (error_fields /key_material); 409 vault_key_name_taken. ' +
          `${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: VaultKeyRegisterBodySchema,
        response: { 200: VaultKeySchema, 201: VaultKeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { key, created } = await registerKey(
        db,
        request.principal(),
        request.params.cloudId,
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.code(created ? 201 : 200).send(key);
    },
  );

  app.post(
    routeOf(vaultKeyEndpoints.activate),
    {
      ...common,
      schema: {
        summary: `Make a key the environment's active key, as an operation (needs ${securityCenterFeature})`,
        description:
          '202 with the operation external_key.activate: new data keys are wrapped by it at once, its step ' +
          're-wraps the existing ones. 409 vault_key_state_unchanged when it is active already, vault_key_disabled ' +
          'when it or the key it replaces is disabled, operation_in_progress; 404 vault_key_not_found. ' +
          `${keyed} ${refusals}`,
        tags: [...tags, 'operations'],
        security: bearerAuth,
        params: VaultKeyParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 202: OperationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const asked = await activateKey(
        db,
        bus,
        request.principal(),
        request.params.cloudId,
        request.params.keyId,
        request.headers['idempotency-key'],
      );
      return reply.code(202).send(accepted(asked));
    },
  );

  app.post(
    routeOf(vaultKeyEndpoints.rotate),
    {
      ...common,
      schema: {
        summary: `Rotate a key, as an operation (needs ${securityCenterFeature})`,
        description:
          '202 with the operation external_key.rotate: a new version (key_material, or generated) is the ' +
          "key's current one at once; its step re-wraps every data key under it, the old versions kept for " +
          'reading meanwhile. 400 vault_key_material_invalid; 409 vault_key_disabled, operation_in_progress; ' +
          `404 vault_key_not_found. ${keyed} ${refusals}`,
        tags: [...tags, 'operations'],
        security: bearerAuth,
        params: VaultKeyParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: VaultKeyRotateBodySchema,
        response: { 202: OperationAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const asked = await rotateKey(
        db,
        bus,
        request.principal(),
        request.params.cloudId,
        request.params.keyId,
        request.body?.key_material,
        request.headers['idempotency-key'],
      );
      return reply.code(202).send(accepted(asked));
    },
  );

  app.post(
    routeOf(vaultKeyEndpoints.disable),
    {
      ...common,
      schema: {
        summary: `Disable a key (needs ${securityCenterFeature})`,
        description:
          "200 with the key. While the environment's active key is disabled, its secrets are neither revealed " +
          'nor written (409 vault_key_disabled). `confirmation` is its name, typed (400 ' +
          'vault_confirmation_mismatch); 409 vault_key_state_unchanged when disabled already; 404 ' +
          `vault_key_not_found. ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: VaultKeyParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: VaultKeyDisableBodySchema,
        response: { 200: VaultKeySchema, ...errors },
      },
    },
    async (request) =>
      setKeyState(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.keyId,
        'disabled',
        request.body.confirmation,
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    routeOf(vaultKeyEndpoints.enable),
    {
      ...common,
      schema: {
        summary: `Enable a disabled key (needs ${securityCenterFeature})`,
        description:
          "200 with the key; its environment's secrets are revealed and written again. 409 " +
          `vault_key_state_unchanged when enabled already; 404 vault_key_not_found. ${keyed} ${refusals}`,
        tags,
        security: bearerAuth,
        params: VaultKeyParamsSchema,
        headers: IdempotencyHeadersSchema,
        response: { 200: VaultKeySchema, ...errors },
      },
    },
    async (request) =>
      setKeyState(
        db,
        request.principal(),
        request.params.cloudId,
        request.params.keyId,
        'enabled',
        undefined,
        request.headers['idempotency-key'],
      ),
  );
};
