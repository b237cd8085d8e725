import type { OperationTexts } from '../openapi-text-types';
import type { OpenApiTexts } from '../translate-openapi';
import { accessOperationTexts } from './access';
import { accountOperationTexts } from './account';
import { commerceOperationTexts } from './commerce';
import { iaasOperationTexts } from './iaas';
import { insightsOperationTexts } from './insights';
import { portalOperationTexts } from './portal';
import { recoveryOperationTexts } from './recovery';
import { schemaDescriptionTexts } from './schema-descriptions';
import { securityOperationTexts } from './security';

/**
 * The routes' summaries and descriptions in pt-BR and es, one module per area of the API (a new route adds
 * its texts to its area's module, beside its neighbours; openapi-texts.test.ts fails until it does). One module
 * per area rather than one file per language: the three languages of a route are read and reviewed together,
 * and people adding routes to different areas do not edit the same file.
 */
export const openApiOperationTexts: OperationTexts = {
  ...accountOperationTexts,
  ...portalOperationTexts,
  ...insightsOperationTexts,
  ...iaasOperationTexts,
  ...recoveryOperationTexts,
  ...securityOperationTexts,
  ...accessOperationTexts,
  ...commerceOperationTexts,
};

/** Everything the document is translated with (plugins/docs.ts). */
export const openApiTexts: OpenApiTexts = {
  operations: openApiOperationTexts,
  descriptions: schemaDescriptionTexts,
};
