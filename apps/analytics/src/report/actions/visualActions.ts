import type { Sort, VisualDefinition } from '@nuvem/api-contract';
import { fieldKey, queryRowCap } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import { csvOf } from '../../data/csvExport';
import { withSchema } from '../../data/filterSchema';
import { fieldRefOfTarget, targetKeyOf, targetOfField } from '../../data/fieldTargets';
import { fieldRolesOf, queriesData } from '../../data/visualQuery';
import { visualDataOf } from '../../data/visualDataOf';
import { newContentName } from '../contentNames';
import { filterErrors } from '../filterValidation';
import { plannedQueryOf } from '../queryPlan';
import { badRequest, invalidRequest, notFound } from '../refusal';
import { pageOf, replacePage, visualOf } from '../reportLookups';
import type { ReportSession } from '../reportSession';
import { visualKeyOf } from '../reportState';
import { slicerFieldOf } from '../slicerSelectors';

export function requireVisual(session: ReportSession, page: string, visual: string): VisualDefinition {
  if (!pageOf(session.state, page)) throw notFound('page', page);
  const definition = visualOf(session.state, page, visual);
  if (!definition) throw notFound('visual', visual);
  return definition;
}

/** PUT …/sortBy {orderBy, direction}: the visual is sorted by one of its own fields (SortDirection 1 or 2). */
export function sortVisual(session: ReportSession, page: string, visual: string, body: unknown): void {
  const definition = requireVisual(session, page, visual);
  const { orderBy, direction } = (body ?? {}) as Partial<models.ISortByVisualRequest>;
  if (direction !== models.SortDirection.Ascending && direction !== models.SortDirection.Descending)
    throw invalidRequest([{ message: 'direction property is invalid' }]);
  const field = fieldRefOfTarget(orderBy);
  if (!field || !fieldRolesOf(definition).has(fieldKey(field)))
    throw invalidRequest([{ message: 'orderBy property is invalid' }]);
  const sort: Sort = {
    field,
    direction: direction === models.SortDirection.Ascending ? 'Ascending' : 'Descending',
  };
  session.update((state) => ({
    ...state,
    sorts: { ...state.sorts, [visualKeyOf(page, visual)]: sort },
    dirty: state.dirty || state.viewMode === models.ViewMode.Edit,
  }));
}

/** The viewer sorted a table by a column (its key) in the frame. */
export function sortVisualByKey(
  session: ReportSession,
  page: string,
  visual: string,
  key: string,
  direction: Sort['direction'],
) {
  const definition = visualOf(session.state, page, visual);
  const field = definition && fieldRolesOf(definition).get(key)?.field;
  if (!field) return;
  session.update((state) => ({
    ...state,
    sorts: { ...state.sorts, [visualKeyOf(page, visual)]: { field, direction } },
  }));
}

/**
 * POST …/clone {filters?, layout?}: a copy of the visual beside it (offset by 20 page units, on top), with
 * the given filters or the original's, and the given layout over it. Answers {visualName, visual}.
 */
export function cloneVisual(session: ReportSession, page: string, visual: string, body: unknown) {
  const definition = requireVisual(session, page, visual);
  const request = (body ?? {}) as models.ICloneVisualRequest;
  if (request.filters !== undefined) {
    if (!Array.isArray(request.filters)) throw invalidRequest([{ message: 'filters must be an array' }]);
    const errors = filterErrors(request.filters, session.catalog);
    if (errors) throw invalidRequest(errors);
  }
  if (request.layout !== undefined && (typeof request.layout !== 'object' || request.layout === null))
    throw invalidRequest([{ message: 'layout must be an object' }]);
  const state = session.state;
  const pageDefinition = pageOf(state, page)!;
  const name = newContentName('visual', new Set(pageDefinition.visuals.map((candidate) => candidate.name)));
  const topZ = Math.max(...pageDefinition.visuals.map((candidate) => candidate.layout.z));
  const given = request.layout ?? {};
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isFinite(value) ? value : fallback;
  const clone: VisualDefinition = {
    ...definition,
    name,
    layout: {
      x: number(given.x, definition.layout.x + 20),
      y: number(given.y, definition.layout.y + 20),
      z: number(given.z, topZ + 1),
      width: number(given.width, definition.layout.width),
      height: number(given.height, definition.layout.height),
      displayState: { mode: given.displayState?.mode === 1 ? 1 : 0 },
    },
  };
  const sourceKey = visualKeyOf(page, visual);
  const filters =
    (request.filters as models.IFilter[] | undefined)?.map(withSchema) ??
    state.filters.visuals[sourceKey] ??
    [];
  session.update((current) => {
    const withClone = replacePage(current, page, (definitionOfPage) => {
      const index = definitionOfPage.visuals.findIndex((candidate) => candidate.name === visual);
      const visuals = [...definitionOfPage.visuals];
      visuals.splice(index + 1, 0, clone);
      return { ...definitionOfPage, visuals };
    });
    const sort = current.sorts[sourceKey];
    return {
      ...withClone,
      filters: {
        ...current.filters,
        visuals: { ...current.filters.visuals, [visualKeyOf(page, name)]: [...filters] },
      },
      sorts: sort ? { ...current.sorts, [visualKeyOf(page, name)]: sort } : current.sorts,
      dirty: true,
    };
  });
  return { visualName: name, visual: session.visualDescriptor(page, name) };
}

/**
 * POST …/exportData {rows, exportDataType}: the visual's data under every filter that applies to it, as CSV
 * (Summarized: as the visual groups it; Underlying: the dataset's rows), at most `rows` rows and never more
 * than the API's row cap.
 */
export async function exportVisualData(session: ReportSession, page: string, visual: string, body: unknown) {
  const errors = models.validateExportDataRequest(body ?? {});
  if (errors) throw invalidRequest(errors);
  const definition = requireVisual(session, page, visual);
  const planned = queriesData(definition)
    ? plannedQueryOf(session.state, session.catalog, page, definition)
    : null;
  if (!planned) throw badRequest('noData', `Visual '${visual}' has no data to export.`);
  const request = (body ?? {}) as models.IExportDataRequest;
  const rows = Math.min(queryRowCap, Math.max(1, Math.floor(request.rows ?? queryRowCap)));
  const underlying = request.exportDataType === models.ExportDataType.Underlying;
  const query = { ...planned.query, limit: rows, ...(underlying ? { mode: 'underlying' as const } : {}) };
  const { results } = await session.context.api.query({ queries: [query] });
  const outcome = results[0];
  if (!outcome?.ok)
    throw badRequest(
      'exportFailed',
      `The data could not be exported (${outcome?.error.error_code ?? 'no answer'}).`,
    );
  const data = visualDataOf(outcome.result, planned.roles, session.catalog);
  return { data: csvOf(data.columns, data.rows) };
}

/** GET …/slicer: the slicer's selection and the field it slices (ISlicerState). */
export function slicerStateOf(session: ReportSession, page: string, visual: string): models.ISlicerState {
  const definition = requireVisual(session, page, visual);
  const field = slicerFieldOf(definition);
  if (definition.type !== 'slicer' || !field)
    throw badRequest('notASlicer', `Visual '${visual}' is not a slicer.`);
  return {
    filters: (session.state.slicers[visualKeyOf(page, visual)] ?? []) as models.ISlicerFilter[],
    targets: [targetOfField(field)],
  };
}

/** PUT …/slicer: validated as powerbi-models validates a slicer state; its filters must be on the slicer's field. */
export function setSlicerState(session: ReportSession, page: string, visual: string, body: unknown): void {
  const errors = models.validateSlicerState(body);
  if (errors) throw invalidRequest(errors);
  const definition = requireVisual(session, page, visual);
  const field = slicerFieldOf(definition);
  if (definition.type !== 'slicer' || !field)
    throw badRequest('notASlicer', `Visual '${visual}' is not a slicer.`);
  const filters = ((body as models.ISlicerState).filters ?? []).map((filter) =>
    withSchema(filter as models.IFilter),
  );
  const filterProblems = filterErrors(filters, session.catalog);
  if (filterProblems) throw invalidRequest(filterProblems);
  const key = fieldKey(field);
  if (filters.some((filter) => !Array.isArray(filter.target) && targetKeyOf(filter.target) !== key))
    throw invalidRequest([{ message: `filters must target the slicer's field ${key}` }]);
  session.update((state) => ({
    ...state,
    slicers: { ...state.slicers, [visualKeyOf(page, visual)]: filters },
  }));
}
