import type { profileLanguages } from '@nuvem/api-contract';

/** A language the OpenAPI document is served in: the portal's (the profile's languages). */
export type DocsLanguage = (typeof profileLanguages)[number];

/** One route's texts in a language other than the route definition's English. */
export interface OperationText {
  summary: string;
  /** Present exactly when the route (in English) has a description. */
  description?: string;
}

/**
 * The translations of an area's routes, keyed 'METHOD /path' as the OpenAPI document writes it
 * ('GET /api/v1/iaas/environments/{cloudId}/machines'). English stays in the route definition, the source.
 */
export type OperationTexts = Record<string, Record<Exclude<DocsLanguage, 'en'>, OperationText>>;

/** A description of a parameter, body, answer or schema, keyed by its English, in the other languages. */
export type SchemaDescriptionTexts = Record<string, Record<Exclude<DocsLanguage, 'en'>, string>>;
