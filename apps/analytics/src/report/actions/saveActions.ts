import { encodeViewState } from '@nuvem/api-contract/paths';
import { models } from '@nuvem/embed';
import { AnalyticsApiError } from '../../data/analyticsApiError';
import { frameError, notAuthorizedError } from '../../protocol/frameErrors';
import { UNSAVED_REPORT_ID } from '../authoring/newReport';
import { canEdit } from '../permissions';
import { Refusal, badRequest, invalidRequest } from '../refusal';
import { reportBodyOf } from '../reportBody';
import type { ReportSession } from '../reportSession';
import type { ReportState } from '../reportState';
import { captureViewState } from '../viewState';

/** A failed save as the host hears it: the `error` event, and the same IError as the answer. */
function saveFailure(session: ReportSession, error: unknown): Refusal {
  const status = error instanceof AnalyticsApiError ? error.status : 500;
  const refused =
    status === 403
      ? notAuthorizedError('The token does not allow saving this report.')
      : frameError('saveFailed', error instanceof Error ? error.message : 'The report could not be saved.');
  session.emit('error', refused);
  return new Refusal(status >= 400 && status < 600 ? status : 500, refused);
}

/** Whether the session's report is one being created that save as has not stored yet. */
export const isUnsaved = (session: ReportSession) => session.reportId === UNSAVED_REPORT_ID;

/**
 * POST /report/save: the report as it is now (reportBodyOf) goes to the API; then saved {saveAs: false}. A
 * report being created has nowhere to go yet: save asks for a name, as Power BI's File › Save does (the
 * host's own dialog through saveAsTriggered with useCustomSaveAsDialog, else the frame's).
 */
export async function saveReport(session: ReportSession): Promise<void> {
  if (!canEdit(session.state))
    throw new Refusal(403, notAuthorizedError('Saving needs an edit token and ReadWrite permissions.'));
  if (isUnsaved(session)) {
    askForSaveAsName(session);
    return;
  }
  const reportId = session.reportId;
  try {
    await session.context.api.saveReport(reportId, reportBodyOf(session.state));
  } catch (error) {
    throw saveFailure(session, error);
  }
  session.update((state) => ({ ...state, dirty: false }));
  session.emit('saved', { reportObjectId: reportId, reportName: session.state.report.name, saveAs: false });
}

/**
 * POST /report/saveAs {name} (validateSaveAsParameters). With settings.useCustomSaveAsDialog the host shows
 * its own dialog: only saveAsTriggered is sent. Otherwise the API copies the report, and the session goes
 * on as the copy, with the token the API issued for it; then saved {saveAs: true}.
 */
export async function saveReportAs(
  session: ReportSession,
  body: unknown,
  adoptToken: (token: string) => void,
): Promise<void> {
  const errors = models.validateSaveAsParameters(body);
  if (errors) throw invalidRequest(errors);
  if (session.state.settings.useCustomSaveAsDialog) {
    session.emit('saveAsTriggered', null);
    return;
  }
  await saveAsNamed(session, (body as models.ISaveAsParameters).name, adoptToken);
}

/**
 * A report being created, saved: the host's saveAsTriggered with useCustomSaveAsDialog, else the frame's
 * own dialog, which names it and calls saveAsNamed.
 */
export function askForSaveAsName(session: ReportSession): void {
  if (session.state.settings.useCustomSaveAsDialog) session.emit('saveAsTriggered', null);
  else session.update((state) => ({ ...state, saveAsPrompt: true }));
}

/**
 * Saves the report under a name: a copy of a stored report, or a report being created stored for the first
 * time. The session goes on as the new report, with the token the API issued for it (view and edit); then
 * saved {saveAs: true}.
 */
export async function saveAsNamed(
  session: ReportSession,
  rawName: string,
  adoptToken: (token: string) => void,
): Promise<void> {
  const name = rawName.trim();
  if (name === '' || name.length > 200) throw invalidRequest([{ message: 'name is invalid' }]);
  const body = { name, report: reportBodyOf(session.state) };
  const { api } = session.context;
  let copy;
  try {
    copy = isUnsaved(session)
      ? await api.createReport(session.state.report.datasetId, body)
      : await api.saveReportAs(session.reportId, body);
  } catch (error) {
    throw saveFailure(session, error);
  }
  const created = isUnsaved(session);
  adoptToken(copy.token);
  session.reportId = copy.id;
  session.update((state) => ({
    ...state,
    report: { ...state.report, id: copy.id, name: copy.name },
    // The token the API issued for the new report: view and edit.
    actions: created ? ['view', 'edit'] : state.actions,
    dirty: false,
    saveAsPrompt: false,
  }));
  session.emit('saved', { reportObjectId: copy.id, reportName: copy.name, saveAs: true });
}

const notStoredYet = () =>
  badRequest('reportNotSaved', 'The report is being created: save it as a named report first.');

/** POST /report/userState: the filters now applied become the user's persistent filters. */
export async function savePersistentFilters(session: ReportSession): Promise<void> {
  if (isUnsaved(session)) throw notStoredYet();
  const state = encodeViewState(captureViewState(session.state, { allPages: true }));
  await session.context.api.saveUserState(session.reportId, { state });
  session.update((current) => ({ ...current, userStateApplied: true }));
}

/** The report's saved filters, as loaded: what resetting persistent filters returns to. */
function savedFilters(state: ReportState): ReportState['filters'] {
  const pages: ReportState['filters']['pages'] = {};
  const visuals: ReportState['filters']['visuals'] = {};
  for (const page of state.report.pages) {
    pages[page.name] = page.filters as unknown as models.IFilter[];
    for (const visual of page.visuals)
      if (visual.filters.length > 0)
        visuals[`${page.name}/${visual.name}`] = visual.filters as unknown as models.IFilter[];
  }
  return { report: state.report.filters as unknown as models.IFilter[], pages, visuals };
}

/** DELETE /report/userState: the user's persistent filters are dropped and the report's own filters come back. */
export async function resetPersistentFilters(session: ReportSession): Promise<void> {
  if (isUnsaved(session)) throw notStoredYet();
  await session.context.api.deleteUserState(session.reportId);
  session.update((state) => ({
    ...state,
    filters: savedFilters(state),
    slicers: {},
    selection: null,
    userStateApplied: false,
  }));
  session.emit('filtersApplied', {
    filtersLevel: models.FiltersLevel.Report,
    filters: session.state.filters.report,
  });
}
