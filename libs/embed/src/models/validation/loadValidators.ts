/** The load payloads: report, paginated report, dashboard, tile and Q&A, plus Q&A's interpret request. */
import { ContrastMode, Permissions, QnaMode, TokenType, ViewMode } from '../enums';
import { applyBookmarkRule } from './bookmarkValidators';
import { reportFiltersRule } from './filterValidators';
import { customThemeRule } from './reportRequestValidators';
import { requiredString, validator, type Check, type Rule } from './rules';
import { filtersPaneRule, settingsRule } from './settingsValidators';

const tokenTypeRule: Rule = { enum: TokenType };

const paginatedBindingRule: Rule = { sourceDatasetId: requiredString, targetDatasetId: requiredString };

/** Checked before the fields: a binding must name a dataset or carry paginated report bindings. */
const nonEmptyBinding: Check = (binding, name) =>
  binding.datasetId || binding.paginatedReportBindings ? undefined : `${name} cannot be empty`;

const reportLoadRule: Rule = {
  accessToken: requiredString,
  id: requiredString,
  groupId: 'string',
  settings: settingsRule,
  pageName: 'string',
  filters: reportFiltersRule,
  permissions: { enum: Permissions },
  viewMode: { enum: ViewMode },
  tokenType: tokenTypeRule,
  bookmark: applyBookmarkRule,
  theme: customThemeRule,
  embedUrl: 'string',
  datasetBinding: {
    allOf: [
      'object',
      nonEmptyBinding,
      { datasetId: 'string', paginatedReportBindings: { arrayOf: paginatedBindingRule } },
    ],
  },
  contrastMode: { enum: ContrastMode },
};

const paginatedReportLoadRule: Rule = {
  accessToken: requiredString,
  id: requiredString,
  groupId: 'string',
  // Only the parameter panel is configurable; note `expanded` is checked before `enabled`.
  settings: {
    commands: { parameterPanel: { expanded: 'boolean', enabled: 'boolean' } },
  },
  tokenType: tokenTypeRule,
  embedUrl: 'string',
  type: 'string',
  parameterValues: { arrayOf: { name: requiredString, value: 'string' } },
  datasetBindings: { arrayOf: paginatedBindingRule },
};

const dashboardLoadRule: Rule = {
  accessToken: requiredString,
  id: requiredString,
  groupId: 'string',
  pageView: {
    enum: ['actualSize', 'fitToWidth', 'oneColumn'],
    message:
      'pageView must be a string with one of the following values: "actualSize", "fitToWidth", "oneColumn"',
  },
  tokenType: tokenTypeRule,
  embedUrl: 'string',
};

/** A tile's pageView is any string, and its embedUrl is not checked, as in powerbi-models. */
const tileLoadRule: Rule = {
  accessToken: requiredString,
  id: requiredString,
  dashboardId: requiredString,
  groupId: 'string',
  pageView: 'string',
  tokenType: tokenTypeRule,
  width: 'number',
  height: 'number',
};

const loadQnaRule: Rule = {
  accessToken: requiredString,
  datasetIds: { required: 'string[]' },
  question: 'string',
  viewMode: { enum: QnaMode },
  settings: {
    filterPaneEnabled: 'boolean',
    hideErrors: 'boolean',
    panes: { filters: filtersPaneRule },
  },
  tokenType: tokenTypeRule,
  groupId: 'string',
};

export const validateReportLoad = /* @__PURE__ */ validator(reportLoadRule);

export const validatePaginatedReportLoad = /* @__PURE__ */ validator(paginatedReportLoadRule);

export const validateDashboardLoad = /* @__PURE__ */ validator(dashboardLoadRule);

export const validateTileLoad = /* @__PURE__ */ validator(tileLoadRule);

export const validateLoadQnaConfiguration = /* @__PURE__ */ validator(loadQnaRule);

export const validateQnaInterpretInputData = /* @__PURE__ */ validator({
  datasetIds: 'string[]',
  question: requiredString,
});
