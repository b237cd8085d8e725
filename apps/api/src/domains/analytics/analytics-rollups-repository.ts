// Aggregation tables are filled from their base tables: whenever a dataset's data is (re)generated, they are
// rebuilt here, so a rollup never answers differently from its base table. Largest first, so a small rollup
// can be built from a larger one instead of from the base table.
import { datasetCatalog } from './datasets/dataset-catalog';
import type { DatasetDefinition } from './datasets/dataset-definition';
import type { Queryable } from '../../db/database';

export async function rebuildRollups(
  db: Queryable,
  datasets: readonly DatasetDefinition[] = datasetCatalog,
): Promise<void> {
  for (const dataset of datasets)
    for (const rollup of [...dataset.rollups].reverse()) {
      await db.query(`DELETE FROM ${rollup.table}`);
      await db.query(`INSERT INTO ${rollup.table} ${rollup.build}`);
    }
}
