// The 39 validators of powerbi-models 2.0.1. Each returns undefined when valid, else [{ message }].
export {
  validateAddBookmarkRequest,
  validateApplyBookmarkByNameRequest,
  validateApplyBookmarkStateRequest,
  validateCaptureBookmarkRequest,
  validatePlayBookmarkRequest,
} from './bookmarkValidators';
export { validateCreateReport, validateQuickCreate } from './createValidators';
export { validateExtension, validateMenuGroupExtension } from './extensionValidators';
export { validateFilter, validateUpdateFiltersRequest } from './filterValidators';
export {
  validateDashboardLoad,
  validateLoadQnaConfiguration,
  validatePaginatedReportLoad,
  validateQnaInterpretInputData,
  validateReportLoad,
  validateTileLoad,
} from './loadValidators';
export {
  validateCustomTheme,
  validateExportDataRequest,
  validatePage,
  validateSaveAsParameters,
} from './reportRequestValidators';
export { validateSlicer, validateSlicerState, validateVisualSelector } from './selectorValidators';
export {
  validateBookmarksPane,
  validateCommandsSettings,
  validateCustomPageSize,
  validateFieldsPane,
  validateFiltersPane,
  validatePageNavigationPane,
  validatePanes,
  validatePrintSettings,
  validateSelectionPane,
  validateSettings,
  validateSyncSlicersPane,
  validateVisualHeader,
  validateVisualSettings,
  validateVisualizationsPane,
  validateZoomLevel,
} from './settingsValidators';
