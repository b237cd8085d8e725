// The /backups page's routes (issue 30): the backup catalog, a machine's (or the environment's) snapshots, and
// restoring a topology backup or a snapshot as an operation (202, Idempotency-Key required).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  backupCatalogEndpoints,
  BackupCatalogSchema,
  BackupParamsSchema,
  EnvironmentParamsSchema,
  IdempotencyHeadersSchema,
  OperationAnswerSchema,
  RestoreBodySchema,
  routeOf,
  SnapshotListQuerySchema,
  SnapshotListSchema,
  SnapshotParamsSchema,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { bearerAuth, featureErrorResponsesWith404 } from '../../http/schemas';
import type { OperationWorker } from '../operations/operation-worker';
import type { EventBus } from '../streams/event-bus';
import { listBackupCatalog, listSnapshots } from './backup-catalog-service';
import { requestBackupRestore, requestSnapshotRestore } from './backup-restore-service';

const notHeld = 'An unknown environment and one the user may not see both answer 404 environment_not_found.';
const retry =
  'The Idempotency-Key header is required: the same key with the same request answers the same operation; ' +
  'with another request 409 idempotency_key_reused.';

export interface BackupCatalogRoutesOptions {
  db: Database;
  bus: EventBus;
  worker: OperationWorker;
}

export const backupCatalogRoutes: FastifyPluginAsyncTypebox<BackupCatalogRoutesOptions> = async (
  app,
  { db, bus, worker },
) => {
  const tags = ['backups'];

  app.get(
    routeOf(backupCatalogEndpoints.list),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The environment's backups and VM snapshots, in one list",
        description:
          'Topology backups with backup_download, VM snapshots with the IaaS permission (not while the IaaS ' +
          'account is cancelling); 403 forbidden with neither. Each entry says whether this user may restore ' +
          `it (topology backups: dr_restoration). ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: BackupCatalogSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listBackupCatalog(db, request.principal(), request.params.cloudId),
  );

  app.get(
    routeOf(backupCatalogEndpoints.snapshots),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The environment's VM snapshots, or one machine's (needs the IaaS permission)",
        description: `Newest first. 403 iaas_cancelling while the IaaS account is being cancelled. ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        querystring: SnapshotListQuerySchema,
        response: { 200: SnapshotListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      listSnapshots(db, request.principal(), request.params.cloudId, request.query.resource_id),
  );

  app.post(
    routeOf(backupCatalogEndpoints.restoreBackup),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Restore a topology backup, as an operation (needs dr_restoration)',
        description:
          'Answers 202 with the operation (requested → restoring → completed), audited. `confirmation` is the ' +
          'backup_id typed (400 restore_confirmation_mismatch); 404 backup_not_found for an unknown or failed ' +
          `backup; 409 operation_in_progress while a restore of it runs. ${retry} ${notHeld}`,
        tags,
        security: bearerAuth,
        params: BackupParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: RestoreBodySchema,
        response: { 202: OperationAnswerSchema, ...featureErrorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      const asked = await requestBackupRestore(
        db,
        bus,
        request.principal(),
        request.params.cloudId,
        request.params.backupId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (asked.created) worker.wake();
      return reply.code(202).send({ operation: asked.operation });
    },
  );

  app.post(
    routeOf(backupCatalogEndpoints.restoreSnapshot),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Restore a VM snapshot to its machine, as an operation (needs the IaaS permission)',
        description:
          'Answers 202 with the operation: the machine moves stopping → restoring → running. `confirmation` is ' +
          "the snapshot's name typed (400 restore_confirmation_mismatch); 404 snapshot_not_found; 409 " +
          'snapshot_machine_gone when its machine was deleted, vm_action_not_allowed or operation_in_progress ' +
          `when the machine cannot be restored now; 403 iaas_cancelling. ${retry} ${notHeld}`,
        tags,
        security: bearerAuth,
        params: SnapshotParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: RestoreBodySchema,
        response: { 202: OperationAnswerSchema, ...featureErrorResponsesWith404, 409: Type.Ref('Error') },
      },
    },
    async (request, reply) => {
      const asked = await requestSnapshotRestore(
        db,
        bus,
        request.principal(),
        request.params.cloudId,
        request.params.snapshotId,
        request.body,
        request.headers['idempotency-key'],
      );
      if (asked.created) worker.wake();
      return reply.code(202).send({ operation: asked.operation });
    },
  );
};
