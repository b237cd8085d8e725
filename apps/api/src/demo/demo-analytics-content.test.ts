// The demo content follows the rules the frame relies on: valid on its dataset, 2–4 pages of 4–8 visuals laid
// out without overlaps on the page, every visual type used, bookmarks that decode, dashboards of 4–12 tiles on
// the 12-column grid; every dashboard and BI item has content, and every visual's query answers.
import { visualTypes, type Filter, type VisualQuery } from '@nuvem/api-contract';
import { checkReportBody } from '../domains/analytics/report-definition-check';
import { openAnalyticsFixture, type AnalyticsFixture } from '../testing/analytics-fixture';
import { databaseKinds } from '../testing/test-database';
import { demoDashboardContents } from './analytics-content/demo-dashboards';
import { demoReports } from './analytics-content/demo-reports';
import { demoPaginatedReports } from './demo-analytics-content';
import { datasetById } from '../domains/analytics/datasets/dataset-catalog';
import { resolveField } from '../domains/analytics/query/resolved-field';
import { pageHeight, pageWidth } from './analytics-content/report-builders';
import { demoBiWorkspaces, demoDashboards } from './demo-insights';

const reports = Object.entries(demoReports);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('demo reports', () => {
  it.each(reports)(
    '%s: valid on its dataset (fields, filters, unique names, bookmark states)',
    (_key, report) => {
      expect(() => checkReportBody(report.body, report.body.datasetId)).not.toThrow();
    },
  );

  it.each(reports)(
    '%s: 2–4 pages of 4–8 visuals, inside the page, none overlapping, titled',
    (_key, report) => {
      expect(report.body.pages.length).toBeGreaterThanOrEqual(2);
      expect(report.body.pages.length).toBeLessThanOrEqual(4);
      for (const page of report.body.pages) {
        expect(page.size).toMatchObject({ width: 1280, height: 720 });
        expect(page.visuals.length).toBeGreaterThanOrEqual(4);
        expect(page.visuals.length).toBeLessThanOrEqual(8);
        const boxes = page.visuals.map((v) => v.layout);
        for (const box of boxes) {
          expect(box.x + box.width).toBeLessThanOrEqual(pageWidth);
          expect(box.y + box.height).toBeLessThanOrEqual(pageHeight);
        }
        boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)));
        for (const visual of page.visuals)
          if (visual.type === 'textbox') expect(visual.options?.text).toBeTruthy();
          else expect(visual.title).toMatch(/\S/);
      }
      expect(report.body.theme.dataColors.length).toBeGreaterThanOrEqual(6);
    },
  );

  it.each(reports)('%s: buttons show a page or apply a bookmark of the report', (_key, report) => {
    const pages = report.body.pages.map((page) => page.name);
    const bookmarks = report.body.bookmarks.flatMap((b) => [
      b.name,
      ...(b.children ?? []).map((c) => c.name),
    ]);
    for (const page of report.body.pages)
      for (const visual of page.visuals) {
        if (visual.type !== 'actionButton') continue;
        const action = visual.options?.action;
        expect(action, `${page.name}/${visual.name}`).toBeDefined();
        expect(visual.fields).toEqual({});
        if (action?.type === 'pageNavigation') {
          expect(pages).toContain(action.page);
          expect(action.page).not.toBe(page.name);
        } else expect(bookmarks).toContain(action?.bookmark);
      }
  });

  it('links to the portal from the tables of tickets and of security events', () => {
    const linked = reports.flatMap(([, r]) =>
      r.body.pages.flatMap((page) =>
        page.visuals
          .filter((v) => v.type === 'tableEx')
          .filter((v) => v.fields.category?.some((field) => 'column' in field && field.column === 'Link'))
          .map((v) => `${r.body.datasetId}/${page.name}/${v.name}`),
      ),
    );
    expect(linked).toEqual(['seguranca/Eventos/Tabela_Eventos', 'chamados/SLA/Em_Aberto']);
  });

  it('uses every visual type, both slicer modes, a paged table and bookmarks', () => {
    const visuals = reports.flatMap(([, r]) => r.body.pages.flatMap((p) => p.visuals));
    expect(new Set(visuals.map((v) => v.type))).toEqual(new Set(visualTypes));
    const slicerModes = visuals.filter((v) => v.type === 'slicer').map((v) => v.options?.slicerMode);
    expect(new Set(slicerModes)).toEqual(new Set(['list', 'dateRange']));
    expect(visuals.some((v) => v.type === 'tableEx' && (v.options?.pageSize ?? 0) >= 20)).toBe(true);
    const withBookmarks = reports.filter(([, r]) => r.body.bookmarks.length >= 2);
    expect(withBookmarks.length).toBeGreaterThanOrEqual(3);
    for (const [, r] of withBookmarks) expect(r.body.bookmarks.length).toBeLessThanOrEqual(3);
  });

  it('gives every BI report of the demo workspaces its content', () => {
    const biReports = demoBiWorkspaces.flatMap((w) =>
      w.items.filter((i) => i.type === 'report').map((i) => i.name),
    );
    expect(
      reports
        .filter(([, r]) => r.biItem)
        .map(([, r]) => r.name)
        .sort(),
    ).toEqual(biReports.sort());
  });
});

describe('demo paginated reports', () => {
  it('give every paginated report of the demo workspaces its content, over fields of its dataset', () => {
    const items = demoBiWorkspaces.flatMap((w) =>
      w.items.filter((i) => i.type === 'paginatedReport').map((i) => i.name),
    );
    expect(Object.keys(demoPaginatedReports).sort()).toEqual(items.sort());
    for (const definition of Object.values(demoPaginatedReports)) {
      const dataset = datasetById(definition.datasetId)!;
      for (const field of [...definition.columns, ...definition.parameters.map((p) => p.field)])
        expect(() => resolveField(dataset, field)).not.toThrow();
      for (const sort of definition.sort) expect(definition.columns).toContainEqual(sort.field);
    }
  });
});

describe('demo dashboards', () => {
  it('cover every insights dashboard and every BI dashboard', () => {
    const biDashboards = demoBiWorkspaces.flatMap((w) =>
      w.items.filter((i) => i.type === 'dashboard').map((i) => i.name),
    );
    expect(
      demoDashboardContents
        .filter((d) => d.source === 'insights')
        .map((d) => d.name)
        .sort(),
    ).toEqual(demoDashboards.map((d) => d.name).sort());
    expect(
      demoDashboardContents
        .filter((d) => d.source === 'bi')
        .map((d) => d.name)
        .sort(),
    ).toEqual(biDashboards.sort());
  });

  it.each(demoDashboardContents.map((d) => [d.name, d] as const))(
    '%s: 4–12 tiles on the grid, none overlapping, pinned from real visuals',
    (_name, dashboard) => {
      expect(dashboard.tiles.length).toBeGreaterThanOrEqual(4);
      // Painel Executivo has 12: the size the dashboard benchmark measures (tests/bench/analytics).
      expect(dashboard.tiles.length).toBeLessThanOrEqual(12);
      expect(new Set(dashboard.tiles.map((t) => t.id)).size).toBe(dashboard.tiles.length);
      const boxes = dashboard.tiles.map(({ at: [x, y, width, height] }) => ({ x, y, width, height }));
      for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(12);
      boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)));
      for (const tile of dashboard.tiles) {
        if (tile.kind !== 'visual') continue;
        const report = demoReports[tile.report];
        const page = report.body.pages.find((p) => p.name === tile.page);
        expect(page?.visuals.some((v) => v.name === tile.visual)).toBe(true);
        // A customer's dashboard never names a BI item (it is the provider's).
        if (dashboard.source === 'insights') expect(report.biItem).toBe(false);
      }
    },
  );
});

/** The query a frame sends for a visual: its fields, and the report's, page's and visual's filters. */
function queryOf(
  datasetId: string,
  reportFilters: Filter[],
  pageFilters: Filter[],
  visual: (typeof reports)[number][1]['body']['pages'][number]['visuals'][number],
): VisualQuery | undefined {
  const { category = [], series, columns = [], values = [] } = visual.fields;
  const groupBy = [...category, ...(series ? [series] : []), ...columns] as VisualQuery['groupBy'];
  if (groupBy.length + values.length === 0) return undefined;
  return {
    datasetId,
    groupBy,
    values: values as VisualQuery['values'],
    filters: [...reportFilters, ...pageFilters, ...visual.filters],
    ...(visual.sort ? { orderBy: [visual.sort] } : {}),
    limit: visual.options?.pageSize ?? 1000,
  };
}

describe.each(databaseKinds)('demo content on %s', (kind) => {
  let fx: AnalyticsFixture;
  beforeAll(async () => {
    fx = await openAnalyticsFixture(kind);
  });
  afterAll(() => fx.close());

  it('is seeded for every insights dashboard and BI item (paginated reports too), under its id; tile-only reports are no item', async () => {
    const missing = await fx.rows(
      `SELECT d.name FROM dashboards d LEFT JOIN analytics_dashboards a ON a.id = d.id WHERE a.id IS NULL
       UNION ALL
       SELECT i.name FROM bi_items i
       LEFT JOIN analytics_reports r ON r.id = i.id AND i.type = 'report'
       LEFT JOIN analytics_dashboards a ON a.id = i.id AND i.type = 'dashboard'
       LEFT JOIN analytics_paginated_reports p ON p.id = i.id AND i.type = 'paginatedReport'
       WHERE r.id IS NULL AND a.id IS NULL AND p.id IS NULL`,
    );
    expect(missing).toEqual([]);
    const tileOnly = await fx.rows(
      'SELECT count(*)::int AS n FROM analytics_reports r WHERE NOT EXISTS (SELECT 1 FROM bi_items i WHERE i.id = r.id)',
    );
    expect(tileOnly).toEqual([[reports.filter(([, r]) => !r.biItem).length]]);
  });

  it.each(reports)('%s: every visual answers its query with rows', async (_key, report) => {
    for (const page of report.body.pages)
      for (const visual of page.visuals) {
        const query = queryOf(report.body.datasetId, report.body.filters, page.filters, visual);
        if (!query) continue;
        const answer = await fx.run(query);
        expect({ visual: `${page.name}/${visual.name}`, empty: answer.rows.length === 0 }).toEqual({
          visual: `${page.name}/${visual.name}`,
          empty: false,
        });
        if (
          visual.type === 'tableEx' &&
          visual.name === 'Tabela_Clientes' &&
          report.body.datasetId === 'consumo'
        )
          expect(answer.totalRows).toBeGreaterThan(2 * visual.options!.pageSize!);
      }
  });
});
