/** Report creation: from a dataset (create) or from data or a mashup document (quick create). */
import { CredentialType, DataCacheMode, TokenType } from '../enums';
import { customThemeRule } from './reportRequestValidators';
import { requiredString, validator, type Refinement, type Rule } from './rules';

/** Ties the dataset create config's parts together, once each part is well formed. */
const coherentDatasetConfig: Refinement = (config) => {
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

const datasetCreateConfigRule: Rule = {
  fields: {
    locale: requiredString,
    mashupDocument: 'string',
    datasourceConnectionConfig: {
      fields: {
        dataCacheMode: { enumOf: DataCacheMode },
        credentials: {
          fields: { credentialType: { enumOf: CredentialType }, credentialDetails: { mapOf: 'string' } },
        },
      },
    },
    // A column's dataType is any string here; its aggregateFunction is not checked.
    tableSchemaList: {
      arrayOf: {
        fields: {
          name: requiredString,
          columns: {
            required: {
              arrayOf: { fields: { name: requiredString, displayName: 'string', dataType: requiredString } },
            },
          },
        },
      },
    },
    data: { arrayOf: { fields: { name: requiredString, rows: { required: { arrayOf: 'string[]' } } } } },
  },
  after: coherentDatasetConfig,
};

/** settings and embedUrl are not checked for creation, as in powerbi-models. */
const createReportRule: Rule = {
  fields: {
    accessToken: requiredString,
    datasetId: requiredString,
    groupId: 'string',
    tokenType: { enumOf: TokenType },
    theme: customThemeRule,
  },
};

const quickCreateRule: Rule = {
  fields: {
    accessToken: requiredString,
    groupId: 'string',
    tokenType: { enumOf: TokenType },
    theme: customThemeRule,
    datasetCreateConfig: { required: datasetCreateConfigRule },
  },
};

export const validateCreateReport = /* @__PURE__ */ validator(createReportRule);

export const validateQuickCreate = /* @__PURE__ */ validator(quickCreateRule);
