import { validateCreateReport, validateQuickCreate } from './createValidators';

const message = (errors: { message: string }[] | undefined) => errors?.[0]?.message;
const quickCreate = (datasetCreateConfig: unknown) =>
  message(validateQuickCreate({ accessToken: 'a', datasetCreateConfig }));

describe('create validators', () => {
  it('require a dataset id to create a report', () => {
    expect(message(validateCreateReport({ accessToken: 'a' }))).toBe('datasetId is required');
  });

  it('give the three dataset create config messages', () => {
    expect(quickCreate({ locale: 'en', datasourceConnectionConfig: {} })).toBe(
      'mashupDocument cannot be empty when datasourceConnectionConfig is presented',
    );
    expect(quickCreate({ locale: 'en', data: [] })).toBe(
      'tableSchemaList cannot be empty when data is provided',
    );
    expect(quickCreate({ locale: 'en' })).toBe('At least one of data or mashupDocument must be provided');
  });

  it('check the fields before tying them together', () => {
    expect(quickCreate({ data: [] })).toBe('locale is required');
    expect(quickCreate({ locale: 'en', datasourceConnectionConfig: {}, data: 1 })).toBe(
      'data property is invalid',
    );
    expect(quickCreate({ locale: 'en', mashupDocument: '' })).toBeUndefined();
    expect(message(validateQuickCreate({ accessToken: 'a' }))).toBe('datasetCreateConfig is required');
  });

  it('want credential details as strings', () => {
    const credentials = { credentialType: 1, credentialDetails: { user: 1 } };
    expect(
      quickCreate({ locale: 'en', mashupDocument: 'm', datasourceConnectionConfig: { credentials } }),
    ).toBe('credentialDetails must be a string');
  });
});
