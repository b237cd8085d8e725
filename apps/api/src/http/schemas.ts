// What the routes share beyond @nuvem/api-contract: the error responses and the bearer security entry.
import { Type } from 'typebox';

export { ErrorSchema } from '@nuvem/api-contract';

export const errorResponses = {
  400: Type.Ref('Error'),
  401: Type.Ref('Error'),
  429: Type.Ref('Error'),
} as const;

/** The error responses of a route that also answers 404 (an unknown or not-held environment or item). */
export const errorResponsesWith404 = { ...errorResponses, 404: Type.Ref('Error') } as const;

/** The error responses of a route behind a feature (403 without it), with or without 404. */
export const featureErrorResponses = { ...errorResponses, 403: Type.Ref('Error') } as const;
export const featureErrorResponsesWith404 = { ...errorResponsesWith404, 403: Type.Ref('Error') } as const;

export const bearerAuth = [{ bearerAuth: [] }];

/** Analytics routes: `Authorization: EmbedToken <token>` (docs.ts declares the scheme). */
export const embedTokenAuth = [{ embedToken: [] }];

/** The error responses of an analytics route: a bad body or field, a bad token, not its item, and a timeout. */
export const analyticsErrorResponses = {
  400: Type.Ref('Error'),
  401: Type.Ref('Error'),
  404: Type.Ref('Error'),
} as const;
