// Customer disaster recovery: an environment's backups, their signed download links, and the file behind a link.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  backupEndpoints,
  BackupDownloadSchema,
  BackupFileParamsSchema,
  backupLinkTtlSeconds,
  BackupListSchema,
  BackupParamsSchema,
  EnvironmentParamsSchema,
  routeOf,
} from '@nuvem/api-contract';
import type { Database } from '../../db/database';
import { createBackupDownload, listBackups, readBackupFile } from './backups-service';
import { bearerAuth, errorResponses, featureErrorResponsesWith404 } from '../../http/schemas';

const notHeld = 'An unknown environment and one the user may not see both answer 404 environment_not_found.';

export const disasterRecoveryBackupRoutes: FastifyPluginAsyncTypebox<{
  db: Database;
  tokenSecret: string;
}> = async (app, { db, tokenSecret }) => {
  const tags = ['disaster-recovery'];

  app.get(
    routeOf(backupEndpoints.list),
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The environment's backups (needs backup_download)",
        description: `Newest first. 403 forbidden without backup_download. ${notHeld}`,
        tags,
        security: bearerAuth,
        params: EnvironmentParamsSchema,
        response: { 200: BackupListSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) => listBackups(db, request.principal(), request.params.cloudId),
  );

  app.post(
    routeOf(backupEndpoints.download),
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'A signed download link for a backup (needs backup_download)',
        description:
          `The link works for ${backupLinkTtlSeconds} s without the session. Audited. A backup unknown in the ` +
          `environment, or failed, answers 404 backup_not_found. Read-only while impersonating. ${notHeld}`,
        tags,
        security: bearerAuth,
        params: BackupParamsSchema,
        response: { 200: BackupDownloadSchema, ...featureErrorResponsesWith404 },
      },
    },
    async (request) =>
      createBackupDownload(
        db,
        tokenSecret,
        request.principal(),
        request.params.cloudId,
        request.params.backupId,
      ),
  );

  app.get(
    routeOf(backupEndpoints.file),
    {
      schema: {
        summary: 'The file behind a signed backup link',
        description:
          'Public: the token is the credential. An expired, altered or unknown token answers 403 backup_link_invalid.',
        tags,
        params: BackupFileParamsSchema,
        response: {
          200: Type.String({ description: 'The backup file (an attachment).' }),
          ...errorResponses,
          403: Type.Ref('Error'),
        },
      },
    },
    async (request, reply) => {
      const file = await readBackupFile(db, tokenSecret, request.params.token);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(file.body));
    },
  );
};
