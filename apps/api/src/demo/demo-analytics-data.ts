// The analytics datasets' demo data: set-based INSERT … SELECT over generate_series (src/demo/analytics-data),
// relative to current_date and deterministic, then the aggregation tables built from it. The volume is a
// parameter: npm start writes 24 months (over a million consumption rows), the tests a month or so.
import { datasetCatalog } from '../domains/analytics/datasets/dataset-catalog';
import { withoutForeignKeys } from '../db/bulk-load';
import { defaultDemoAnalyticsMonths } from '../config';
import type { Queryable } from '../db/database';
import { rebuildRollups } from '../domains/analytics/analytics-rollups-repository';
import { insertBackups } from './analytics-data/backups-data';
import { insertChamados } from './analytics-data/chamados-data';
import { insertConsumo } from './analytics-data/consumo-data';
import { insertDisponibilidade } from './analytics-data/disponibilidade-data';
import { insertMargem } from './analytics-data/margem-data';
import { insertMaquinasVirtuais } from './analytics-data/maquinas-virtuais-data';
import { insertSeguranca } from './analytics-data/seguranca-data';

export interface AnalyticsVolume {
  /** Whole months of history before the current one (which runs to yesterday). */
  months: number;
}

/** What a first start writes unless DEMO_ANALYTICS_MONTHS says otherwise. */
export const fullAnalyticsVolume: AnalyticsVolume = { months: defaultDemoAnalyticsMonths };

const baseTables = datasetCatalog.map((dataset) => dataset.table.source);
const rollupTables = datasetCatalog.flatMap((dataset) => dataset.rollups.map((rollup) => rollup.table));

/**
 * Writes the datasets' rows for every environment (replacing any there were) and rebuilds the aggregation
 * tables. Needs the environments and their topologies; run it in a transaction.
 */
export async function seedDemoAnalyticsData(db: Queryable, volume: AnalyticsVolume): Promise<void> {
  const months = [volume.months];
  // Room for the aggregation tables' hash tables (the default spills to disk); it ends with the transaction.
  await db.query("SELECT set_config('work_mem', '128MB', true)");
  await withoutForeignKeys(db, [...baseTables, ...rollupTables], async () => {
    for (const table of baseTables) await db.query(`DELETE FROM ${table}`);
    await db.query(insertConsumo, months);
    await db.query(insertMaquinasVirtuais, months);
    await db.query(insertChamados, months);
    await db.query(insertBackups, months);
    await db.query(insertDisponibilidade, months);
    await db.query(insertSeguranca, months);
    await rebuildRollups(db);
    await db.query(insertMargem); // from consumption's monthly aggregation table
  });
  // Fresh statistics, so the first queries are planned for the real row counts.
  for (const table of [...baseTables, ...rollupTables]) await db.query(`ANALYZE ${table}`);
}
