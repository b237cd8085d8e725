import { iaasCidrProblems, sshKeyProblems } from '@nuvem/api-contract/forms';
import type { TFunction } from 'i18next';
import type { SchemaFieldError } from './schemaErrors';

/** Rules worded by their bound's count (plural forms). */
const counted = new Set(['minLength', 'maxLength', 'minItems', 'maxItems']);
/** Rules worded with their bound as is. */
const bounded = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf']);
/** Rules worded by their own name, bound or not. */
const plain = new Set([
  'required',
  'uniqueItems',
  'pattern',
  'format',
  'storableText',
  'passwordMismatch',
  // A token's expiry in the past or more than a year ahead (developer studio).
  'apiTokenExpiry',
  ...iaasCidrProblems,
  ...sshKeyProblems,
]);
/** A choice outside the options: a literal, an enum or a union of them. */
const choice = new Set(['const', 'enum', 'anyOf', 'oneOf']);

/**
 * The message for a refused field (forms.i18n.ts), from the browser's check or the API's error_fields:
 * `t` is the features namespace's with the 'forms' prefix. A rule without a message of its own, or a bound
 * the API did not send, gets the general 'Este valor não é válido.'.
 */
export function fieldErrorMessage(t: TFunction, error: Omit<SchemaFieldError, 'path'>): string {
  const { keyword, limit, expected } = error;
  if (counted.has(keyword) && limit !== undefined) return t(keyword, { count: limit });
  if (bounded.has(keyword) && limit !== undefined) return t(keyword, { limit });
  if (plain.has(keyword)) return t(keyword);
  if (choice.has(keyword)) return t('choice');
  if (keyword === 'type' && (expected === 'number' || expected === 'integer')) return t(expected);
  return t('invalid');
}
