// The analytics demo data: relative to current_date (from the first day of a past month to yesterday), the
// same numbers on every run of the same day, every environment present in every dataset, aggregation tables
// adding up to their base tables, and a full volume of over a million consumption rows.
import type { Database } from '../db/database';
import { openTestDatabase, databaseKinds } from '../testing/test-database';
import { testAnalyticsVolume } from '../testing/test-config';
import { datasetCatalog } from '../domains/analytics/datasets/dataset-catalog';
import { fullAnalyticsVolume, seedDemoAnalyticsData } from './demo-analytics-data';

const dateColumn: Record<string, string> = {
  analytics_consumo: 'dia',
  analytics_vm_uso_diario: 'dia',
  analytics_chamados: 'data_abertura',
  analytics_backups: 'dia',
  analytics_disponibilidade: 'dia',
  analytics_eventos_seguranca: 'dia',
  analytics_margem_mensal: 'mes',
};

/** A fingerprint of every base table: row counts and sums of their numbers. */
async function fingerprint(db: Database): Promise<unknown> {
  return db.query(
    `SELECT (SELECT count(*)::text || '/' || sum(valor)::text || '/' || sum(quantidade)::text FROM analytics_consumo) AS consumo,
            (SELECT count(*)::text || '/' || sum(cpu_pct)::text || '/' || string_agg(DISTINCT estado, ',') FROM analytics_vm_uso_diario) AS vms,
            (SELECT count(*)::text || '/' || sum(horas_resolucao)::text || '/' || count(sla_cumprido)::text FROM analytics_chamados) AS chamados,
            (SELECT count(*)::text || '/' || sum(tamanho_gb)::text FROM analytics_backups) AS backups,
            (SELECT count(*)::text || '/' || sum(minutos_indisponivel)::text FROM analytics_disponibilidade) AS disponibilidade,
            (SELECT count(*)::text || '/' || count(*) FILTER (WHERE bloqueado)::text FROM analytics_eventos_seguranca) AS seguranca,
            (SELECT count(*)::text || '/' || sum(custo_provedor)::text FROM analytics_margem_mensal) AS margem`,
  );
}

describe.each(databaseKinds)('analytics demo data on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it.each(Object.entries(dateColumn))(
    '%s runs from the first day of last month to yesterday',
    async (table, column) => {
      const [range] = await db.query<{ first: boolean; last: boolean }>(
        `SELECT min(${column}) = (date_trunc('month', current_date) - make_interval(months => $1))::date AS first,
              max(${column}) = ${column === 'mes' ? "date_trunc('month', current_date - 1)::date" : 'current_date - 1'} AS last
       FROM ${table}`,
        [testAnalyticsVolume.months],
      );
      expect(range).toEqual({ first: true, last: true });
    },
  );

  it('has rows of every environment in every dataset', async () => {
    for (const dataset of datasetCatalog) {
      const [row] = await db.query<{ missing: number }>(
        `SELECT count(*)::int AS missing FROM customer_environments e
         WHERE NOT EXISTS (SELECT 1 FROM ${dataset.table.source} f WHERE f.environment_id = e.id)`,
      );
      expect({ dataset: dataset.id, missing: row!.missing }).toEqual({ dataset: dataset.id, missing: 0 });
    }
  });

  it('builds aggregation tables that add up to their base tables', async () => {
    const sums = await db.query<Record<string, string>>(
      `SELECT (SELECT sum(valor) FROM analytics_consumo)::text AS base,
              (SELECT sum(valor) FROM analytics_consumo_mensal)::text AS mensal,
              (SELECT sum(valor) FROM analytics_consumo_diario_ambiente)::text AS diario,
              (SELECT sum(valor) FROM analytics_consumo_mensal_ambiente)::text AS mensal_ambiente,
              (SELECT sum(receita) FROM analytics_margem_mensal)::text AS margem`,
    );
    const values = new Set(Object.values(sums[0]!));
    expect(values.size).toBe(1);
  });

  it('writes the same numbers when generated again on the same day', async () => {
    const before = await fingerprint(db);
    await db.transaction((tx) => seedDemoAnalyticsData(tx, testAnalyticsVolume));
    expect(await fingerprint(db)).toEqual(before);
  });

  it('writes over a million consumption rows at full volume (24 months)', async () => {
    const [row] = await db.query<{ full: number }>(
      `SELECT (count(*)::numeric / count(DISTINCT dia)
               * ((current_date - 1) - (date_trunc('month', current_date) - make_interval(months => $1))::date + 1))::int AS full
       FROM analytics_consumo`,
      [fullAnalyticsVolume.months],
    );
    expect(row!.full).toBeGreaterThan(1_000_000);
  });
});
