// The tenant scope of the analytics data, proven the long way: every dataset, every column grouped (beside the
// environment), with and without filters, queried as every demo user through the service the routes use. No
// answer may hold a row of an environment the user may not see (by the demo data's own lists, not the API's
// rule), and each user sees every environment of theirs. See docs/analytics.md, "Tenant scope".
import { queryRowCap, type Filter, type QueryResult, type VisualQuery } from '@nuvem/api-contract';
import { datasetCatalog } from '../domains/analytics/datasets/dataset-catalog';
import type { DatasetDefinition } from '../domains/analytics/datasets/dataset-definition';
import type { Database } from '../db/database';
import { AnalyticsQueryService } from '../domains/analytics/analytics-query-service';
import { testDatasetSettings } from '../testing/test-config';
import { walkDatabaseKinds, openTestDatabase } from '../testing/test-database';
import { loadWorld, type World } from './walk-world';

/** Filters that reach the SQL in different places: a row filter, a ranked sub-select, a filter on groups. */
function filterSets(dataset: DatasetDefinition): Filter[][] {
  const table = dataset.table.name;
  const measure = { table, measure: dataset.table.measures[0]!.name };
  const day = dataset.table.columns.find((c) => c.dataType === 'date')!;
  return [
    [
      {
        filterType: 4,
        target: { table, column: day.name },
        operator: 0,
        timeUnitsCount: 7,
        timeUnitType: 0,
        includeToday: false,
      },
    ],
    [
      {
        filterType: 5,
        target: { table, column: 'Ambiente' },
        operator: 'Top',
        itemCount: 5,
        orderBy: measure,
      },
    ],
    [
      {
        filterType: 0,
        target: measure,
        logicalOperator: 'And',
        conditions: [{ operator: 'GreaterThan', value: 0 }],
      },
    ],
    [{ filterType: 1, target: { table, column: 'Cliente' }, operator: 'NotIn', values: ['Nenhum Cliente'] }],
  ];
}

/** Every row of the answer, page after page past the row cap. */
async function allRows(
  queries: AnalyticsQueryService,
  userId: string,
  query: VisualQuery,
): Promise<QueryResult['rows']> {
  const rows: QueryResult['rows'] = [];
  for (let offset = 0; ; offset += queryRowCap) {
    const page = await queries.runAs(userId, { ...query, limit: queryRowCap, offset });
    rows.push(...page.rows);
    if (offset + page.rows.length >= page.totalRows) return rows;
  }
}

describe.each(walkDatabaseKinds)('analytics scope walk on %s', (kind) => {
  let db: Database;
  let world: World;
  let queries: AnalyticsQueryService;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    world = await loadWorld(db);
    queries = new AnalyticsQueryService(db, 60_000, testDatasetSettings);
  });
  afterAll(() => db.close());

  it.each(datasetCatalog.map((d) => [d.id, d] as const))(
    '%s: as every demo user, every column grouped, with and without filters: only their environments',
    async (_id, dataset) => {
      const table = dataset.table.name;
      const measure = { table, measure: dataset.table.measures[0]!.name };
      const failures: string[] = [];
      let queried = 0;
      for (const user of world.users) {
        const seen = new Set<string>();
        const sets = filterSets(dataset);
        for (const [i, column] of dataset.table.columns.entries())
          for (const filters of [[], sets[i % sets.length]!]) {
            const groupBy =
              column.name === 'Ambiente'
                ? [{ table, column: 'Ambiente' }]
                : [
                    { table, column: 'Ambiente' },
                    { table, column: column.name },
                  ];
            const rows = await allRows(queries, user.id, {
              datasetId: dataset.id,
              groupBy,
              values: [measure],
              filters,
            });
            queried += 1;
            for (const [environment] of rows) {
              if (!user.visible.has(environment as string))
                failures.push(
                  `${user.email} got ${environment} grouping by ${column.name} (${filters.length} filters)`,
                );
              if (filters.length === 0) seen.add(environment as string);
            }
          }
        // Nothing missing either: each user sees all of theirs.
        expect({ user: user.email, seen: [...seen].sort() }).toEqual({
          user: user.email,
          seen: [...user.visible].sort(),
        });
      }
      expect(failures.slice(0, 10)).toEqual([]);
      expect(queried).toBe(world.users.length * dataset.table.columns.length * 2);
    },
    300_000,
  );
});
