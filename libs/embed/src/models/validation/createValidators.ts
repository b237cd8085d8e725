/** Report creation: from a dataset (create) or from data or a mashup document (quick create). */
import { CredentialType, DataCacheMode, TokenType } from '../enums';
import { customThemeRule } from './reportRequestValidators';
import { requiredString, validator, type Check, type Rule } from './rules';

/** Ties the dataset create config's parts together, once each part is well formed. */
const coherentDatasetConfig: Check = (config) => {
  const given = (key: string): boolean => config[key] !== undefined && config[key] !== null;
  if (given('datasourceConnectionConfig') && !given('mashupDocument')) {
    return 'mashupDocument cannot be empty when datasourceConnectionConfig is presented';
  }
  if (given('data') && !given('tableSchemaList'))
    return 'tableSchemaList cannot be empty when data is provided';
  if (!given('data') && !given('mashupDocument'))
    return 'At least one of data or mashupDocument must be provided';
  return undefined;
};

const datasetCreateConfigFields: Rule = {
  locale: requiredString,
  mashupDocument: 'string',
  datasourceConnectionConfig: {
    dataCacheMode: { enum: DataCacheMode },
    credentials: { credentialType: { enum: CredentialType }, credentialDetails: { mapOf: 'string' } },
  },
  // A column's dataType is any string here; its aggregateFunction is not checked.
  tableSchemaList: {
    arrayOf: {
      name: requiredString,
      columns: {
        required: {
          arrayOf: { name: requiredString, displayName: 'string', dataType: requiredString },
        },
      },
    },
  },
  data: { arrayOf: { name: requiredString, rows: { required: { arrayOf: 'string[]' } } } },
};

const datasetCreateConfigRule: Rule = { allOf: [datasetCreateConfigFields, coherentDatasetConfig] };

/** settings and embedUrl are not checked for creation, as in powerbi-models. */
const createReportRule: Rule = {
  accessToken: requiredString,
  datasetId: requiredString,
  groupId: 'string',
  tokenType: { enum: TokenType },
  theme: customThemeRule,
};

const quickCreateRule: Rule = {
  accessToken: requiredString,
  groupId: 'string',
  tokenType: { enum: TokenType },
  theme: customThemeRule,
  datasetCreateConfig: { required: datasetCreateConfigRule },
};

export const validateCreateReport = /* @__PURE__ */ validator(createReportRule);

export const validateQuickCreate = /* @__PURE__ */ validator(quickCreateRule);
