import type { SchemaFieldError } from '../forms/schemaErrors';

/**
 * The second typing of a new password must be the first: a useSchemaForm `check` (forms.i18n's
 * passwordMismatch), for the form whose new password is under `field`.
 */
export const passwordMismatch =
  <T extends { confirmation: string }>(field: keyof T & string) =>
  (values: T): SchemaFieldError[] =>
    values.confirmation === values[field] ? [] : [{ path: '/confirmation', keyword: 'passwordMismatch' }];
