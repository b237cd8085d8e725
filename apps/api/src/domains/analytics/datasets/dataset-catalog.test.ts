// The catalog is consistent with itself and with the database: names unique, hierarchies and aggregation
// tables naming real fields, every column and measure answering on every table that claims it, and no SQL
// in what the frame sees.
import type { VisualQuery } from '@nuvem/api-contract';
import { openAnalyticsFixture, type AnalyticsFixture } from '../../../testing/analytics-fixture';
import { databaseKinds } from '../../../testing/test-database';
import { datasetCatalog, publicDataset } from './dataset-catalog';

describe('the dataset catalog', () => {
  it.each(datasetCatalog.map((d) => [d.id, d] as const))(
    '%s: names are unique and every reference names a field',
    (_id, dataset) => {
      const { columns, measures, hierarchies } = dataset.table;
      const columnNames = columns.map((c) => c.name);
      expect(new Set(columnNames).size).toBe(columnNames.length);
      expect(new Set(measures.map((m) => m.name)).size).toBe(measures.length);
      for (const hierarchy of hierarchies)
        for (const level of hierarchy.levels) expect(columnNames).toContain(level.column);
      for (const rollup of dataset.rollups) {
        for (const name of Object.keys(rollup.columns)) expect(columnNames).toContain(name);
        for (const name of Object.keys(rollup.measures)) expect(measures.map((m) => m.name)).toContain(name);
        for (const key of Object.keys(rollup.aggregations ?? {}))
          expect(columnNames).toContain(key.split(':')[0]);
      }
      for (const column of columns)
        expect(column.captions).toEqual({ en: expect.any(String), es: expect.any(String) });
      for (const measure of measures)
        expect(measure.captions).toEqual({ en: expect.any(String), es: expect.any(String) });
    },
  );

  it('shows the frame names, types, formats and captions, never SQL', () => {
    for (const dataset of datasetCatalog) {
      const text = JSON.stringify(publicDataset(dataset));
      expect(text).not.toMatch(/\bf\.\w|sum\(|count\(|analytics_/);
      expect(publicDataset(dataset).tables[0]!.columns.map((c) => c.name)).toEqual(
        dataset.table.columns.map((c) => c.name),
      );
    }
  });

  it('has datasets for consumption, virtual machines, tickets, backups, availability, security and margin', () => {
    expect(datasetCatalog.map((d) => d.id)).toEqual([
      'consumo',
      'maquinas-virtuais',
      'chamados',
      'backups',
      'disponibilidade',
      'seguranca',
      'margem',
    ]);
  });
});

describe.each(databaseKinds)('every field answers on %s', (kind) => {
  let fx: AnalyticsFixture;
  beforeAll(async () => {
    fx = await openAnalyticsFixture(kind);
  });
  afterAll(() => fx.close());

  it.each(datasetCatalog.map((d) => [d.id, d] as const))(
    '%s: each column grouped, with every measure, on every table',
    async (_id, dataset) => {
      const table = dataset.table.name;
      const tables = [{ useRollups: false }, { useRollups: true }];
      for (const column of dataset.table.columns)
        for (const options of tables) {
          const query: VisualQuery = {
            datasetId: dataset.id,
            groupBy: [{ table, column: column.name }],
            values: dataset.table.measures.map((m) => ({ table, measure: m.name })),
            filters: [],
            limit: 5,
          };
          const answer = await fx.run(query, options);
          expect(answer.rows.length).toBeGreaterThan(0);
        }
      // Each aggregation table answers everything it claims, alone.
      for (const rollup of dataset.rollups) {
        const query: VisualQuery = {
          datasetId: dataset.id,
          groupBy: Object.keys(rollup.columns).map((column) => ({ table, column })),
          values: Object.keys(rollup.measures).map((measure) => ({ table, measure })),
          filters: [],
          limit: 5,
        };
        const answer = await fx.run(query);
        expect(answer.rows.length).toBeGreaterThan(0);
      }
    },
  );
});
