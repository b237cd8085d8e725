// Quick create (docs/analytics.md "Quick create"): a host's dataset create config becomes a table of the
// token's environment and a dataset over it, which the same token then reaches (fields, tenant-scoped
// queries, and saving a report over it into the token's workspace).
import { randomUUID } from 'node:crypto';
import type { Dataset, DatasetCreateConfig, EmbedTokenClaims } from '@nuvem/api-contract';
import { publicDataset } from './datasets/dataset-catalog';
import { quickDatasetDefinition } from './quick/quick-dataset-definition';
import { quickTableOf } from './quick/quick-table';
import type { Database } from '../../db/database';
import {
  dropOrphanQuickTables,
  dropUnsavedQuickDatasets,
  insertQuickDataset,
} from './analytics-quick-datasets-repository';
import { listEnvironmentIdsVisibleTo } from '../environments/environments-repository';
import { analyticsItemNotFound, quickCreateTargetOf } from './analytics-item-access';

/**
 * A quick dataset no report was saved over is dropped this long after its last use, or once its user has
 * this many more recently used.
 */
const UNSAVED_LIFETIME_HOURS = 24;
const UNSAVED_PER_USER = 20;

export class AnalyticsQuickCreateService {
  constructor(private readonly db: Database) {}

  async createDataset(claims: EmbedTokenClaims, config: DatasetCreateConfig): Promise<Dataset> {
    const { workspaceId, environmentId } = await quickCreateTargetOf(this.db, claims);
    // The environment was the user's when the token was issued; it must still be.
    if (!(await listEnvironmentIdsVisibleTo(this.db, claims.sub)).includes(environmentId))
      throw analyticsItemNotFound(claims.item_id);
    const table = quickTableOf(config);
    const row = await this.db.transaction((tx) =>
      insertQuickDataset(
        tx,
        {
          id: randomUUID(),
          workspace_id: workspaceId,
          environment_id: environmentId,
          created_by: claims.sub,
          table_name: table.name,
          columns: table.columns.map((column) => ({
            name: column.name,
            ...(column.caption ? { caption: column.caption } : {}),
            dataType: column.grouping ? 'integer' : column.type.dataType,
            format: column.type.format,
            sqlType: column.type.sqlType,
          })),
        },
        table.rows,
      ),
    );
    await dropUnsavedQuickDatasets(this.db, {
      olderThanHours: UNSAVED_LIFETIME_HOURS,
      creator: claims.sub,
      keep: UNSAVED_PER_USER,
    });
    await dropOrphanQuickTables(this.db);
    return publicDataset(quickDatasetDefinition(row));
  }
}
