// What the schema cannot check in a report that is saved (and in the demo content): it stays on its dataset,
// every field and filter of its visuals, pages, report and bookmarks exists there and fits, and names that
// the SDK addresses things by (pages, visuals in a page, bookmarks) are unique.
import { decodeViewState, type Filter, type ReportBody, type VisualDefinition } from '@nuvem/api-contract';
import { ApiError } from '../../errors';
import { datasetById } from './datasets/dataset-catalog';
import type { DatasetDefinition } from './datasets/dataset-definition';
import { resolveFilters } from './query/compile-query';
import { resolveColumn, resolveField, resolveValueField } from './query/resolved-field';

const invalid = (what: string, why: string) =>
  new ApiError(400, 'validation_failed', `${what}: ${why}.`, [what]);

function unique(names: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw invalid(`${what} ${name}`, 'the name is used twice');
    seen.add(name);
  }
}

const checkFilters = (dataset: DatasetDefinition, filters: readonly Filter[]) =>
  void resolveFilters(dataset, { filters: [...filters] });

function checkVisual(dataset: DatasetDefinition, visual: VisualDefinition): void {
  const { category = [], series, columns = [], values = [] } = visual.fields;
  for (const ref of [...category, ...columns, ...(series ? [series] : [])])
    resolveColumn(dataset, ref, 'a grouping field');
  for (const ref of values) resolveValueField(dataset, ref, 'a value');
  if (visual.sort) resolveField(dataset, visual.sort.field);
  checkFilters(dataset, visual.filters);
}

/** A bookmark's (or a user's) state: one we wrote, naming this report's pages, with filters that fit. */
export function checkViewState(
  dataset: DatasetDefinition,
  body: Pick<ReportBody, 'pages'>,
  state: string,
  what: string,
) {
  const view = decodeViewState(state);
  if (!view) throw invalid(what, 'not a state the frame captured');
  if (!body.pages.some((page) => page.name === view.activePage))
    throw invalid(what, `no page ${view.activePage}`);
  checkFilters(dataset, [
    ...view.filters.report,
    ...Object.values(view.filters.pages).flat(),
    ...Object.values(view.filters.visuals).flat(),
    ...Object.values(view.slicers).flat(),
  ]);
}

/**
 * A report body over the dataset of `datasetId`, which is `dataset` when given (a quick create's, read from the
 * database), else the catalog's.
 */
export function checkReportBody(
  body: ReportBody,
  datasetId: string,
  dataset: DatasetDefinition | undefined = datasetById(datasetId),
): DatasetDefinition {
  if (body.datasetId !== datasetId)
    throw invalid('datasetId', `a report stays on its dataset (${datasetId})`);
  if (!dataset) throw invalid('datasetId', `no dataset ${datasetId}`);
  unique(
    body.pages.map((page) => page.name),
    'page',
  );
  unique(
    body.bookmarks.flatMap((bookmark) => [
      bookmark.name,
      ...(bookmark.children ?? []).map((child) => child.name),
    ]),
    'bookmark',
  );
  checkFilters(dataset, body.filters);
  for (const page of body.pages) {
    unique(
      page.visuals.map((visual) => visual.name),
      `visual of page ${page.name}`,
    );
    checkFilters(dataset, page.filters);
    for (const visual of page.visuals) checkVisual(dataset, visual);
  }
  for (const bookmark of body.bookmarks)
    for (const { name, state } of [bookmark, ...(bookmark.children ?? [])])
      if (state !== undefined) checkViewState(dataset, body, state, `bookmark ${name}`);
  return dataset;
}
