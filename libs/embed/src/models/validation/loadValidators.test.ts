import {
  validateDashboardLoad,
  validateLoadQnaConfiguration,
  validatePaginatedReportLoad,
  validateReportLoad,
  validateTileLoad,
} from './loadValidators';

const message = (errors: { message: string }[] | undefined) => errors?.[0]?.message;

describe('load validators', () => {
  it('pass null objects', () => {
    expect(validateReportLoad(null)).toBeUndefined();
    expect(validateTileLoad(undefined)).toBeUndefined();
  });

  it('require the access token and the ids, in order', () => {
    expect(message(validateReportLoad({}))).toBe('accessToken is required');
    expect(message(validateReportLoad({ accessToken: 'a' }))).toBe('id is required');
    expect(message(validateTileLoad({ accessToken: 'a', id: 'i' }))).toBe('dashboardId is required');
    expect(message(validateLoadQnaConfiguration({ accessToken: 'a' }))).toBe('datasetIds is required');
    expect(message(validateLoadQnaConfiguration({ accessToken: 'a', datasetIds: [1] }))).toBe(
      'datasetIds must be an array of strings',
    );
  });

  it('word the dashboard pageView message as powerbi-models does; a tile takes any string', () => {
    expect(message(validateDashboardLoad({ accessToken: 'a', id: 'i', pageView: 'wide' }))).toBe(
      'pageView must be a string with one of the following values: "actualSize", "fitToWidth", "oneColumn"',
    );
    expect(validateDashboardLoad({ accessToken: 'a', id: 'i', pageView: 'oneColumn' })).toBeUndefined();
    expect(
      validateTileLoad({ accessToken: 'a', id: 'i', dashboardId: 'd', pageView: 'wide' }),
    ).toBeUndefined();
  });

  it('refuse an empty dataset binding before looking at its fields', () => {
    const load = (datasetBinding: unknown) =>
      message(validateReportLoad({ accessToken: 'a', id: 'i', datasetBinding }));
    expect(load({})).toBe('datasetBinding cannot be empty');
    expect(load({ datasetId: '' })).toBe('datasetBinding cannot be empty');
    expect(load({ datasetId: 1 })).toBe('datasetId must be a string');
    expect(load({ paginatedReportBindings: [] })).toBeUndefined();
    expect(load({ paginatedReportBindings: [{ sourceDatasetId: 's' }] })).toBe(
      'datasetBinding.paginatedReportBindings[0].targetDatasetId is required',
    );
  });

  it('name nested settings by key, and fields inside lists or alternatives by path', () => {
    const load = (extra: object) => message(validateReportLoad({ accessToken: 'a', id: 'i', ...extra }));
    // As powerbi-models says it: the field is named.
    expect(load({ settings: { panes: { filters: { visible: 1 } } } })).toBe('visible must be a boolean');
    // powerbi-models: "filters property is invalid", "bookmark property is invalid", "commands property is invalid".
    expect(load({ filters: [{}] })).toBe('filters[0].target is required');
    expect(load({ bookmark: {} })).toBe('bookmark.name is required');
    expect(load({ settings: { commands: [{ copy: { displayOption: 'x' } }] } })).toBe(
      'settings.commands[0].copy.displayOption must be a number',
    );
    expect(load({ bookmark: 1 })).toBe('bookmark property is invalid');
    expect(load({ viewMode: 3 })).toBe('viewMode property is invalid');
    expect(load({ theme: { themeJson: 'dark' } })).toBe('themeJson must be an object');
  });

  it('check a paginated report’s parameter panel, expanded first', () => {
    const settings = { commands: { parameterPanel: { enabled: 1, expanded: 1 } } };
    expect(message(validatePaginatedReportLoad({ accessToken: 'a', id: 'i', settings }))).toBe(
      'expanded must be a boolean',
    );
  });
});
