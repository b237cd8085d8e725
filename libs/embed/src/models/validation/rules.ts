/**
 * A small declarative schema language for the validators, and its interpreter.
 *
 * Schemas are plain data (strings, arrays, object literals), so building one at module level runs no code:
 * the package stays free of import-time work and unused validators are dropped by bundlers.
 *
 * Semantics, matching powerbi-models 2.0.1 as observed:
 * - `null` and `undefined` mean "absent" everywhere, except for `'forbidden'`, where only `undefined` is.
 * - An object's fields are checked in the order they are written; the first failure is the only one reported.
 * - Inside `arrayOf` and `anyOf` the inner message is not surfaced: the container is "property is invalid".
 */

import type { IError } from '../errorTypes';

/** A check on a value known to be present; returns the message of the first failure. */
export type Rule =
  | 'string'
  | 'boolean'
  | 'number'
  /** Any non-array object. */
  | 'object'
  /** An array whose present items are strings. */
  | 'string[]'
  /** A member of a numeric TypeScript enum (read through its reverse mapping). */
  | { readonly enumOf: object }
  /** One of these numbers. */
  | { readonly numberIn: readonly number[] }
  /** One of these strings; `message` replaces the default "{field} property is invalid". */
  | { readonly stringIn: readonly string[]; readonly message?: string }
  | { readonly between: readonly [min: number, max: number] }
  /** An array; items that are present must pass `arrayOf`. */
  | { readonly arrayOf: Rule }
  /** An object used as a dictionary; each present value must pass `mapOf` (reported under the map's name). */
  | { readonly mapOf: Rule }
  | { readonly anyOf: readonly Rule[] }
  /** Each rule in turn; the first failure is reported. */
  | { readonly allOf: readonly Rule[] }
  | ObjectRule
  /** Deferred, for recursive and parameterised schemas. */
  | { readonly lazy: () => Rule };

/** A field: optional (a bare rule), `{ required: rule }`, or `'forbidden'`. */
export type Field = Rule | { readonly required: Rule } | 'forbidden';

/** A whole-object check, e.g. a rule that ties two fields together. */
export type Refinement = (value: Readonly<Record<string, unknown>>, name: string) => string | undefined;

export interface ObjectRule {
  readonly fields: Readonly<Record<string, Field>>;
  /** Runs before the fields. */
  readonly before?: Refinement;
  /** Runs once every field has passed. */
  readonly after?: Refinement;
}

const isPresent = (value: unknown): boolean => value !== undefined && value !== null;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const invalid = (name: string): string => `${name} property is invalid`;

function checkField(field: Field, value: unknown, name: string): string | undefined {
  if (field === 'forbidden') return value === undefined ? undefined : `${name} is forbidden`;
  if (typeof field === 'object' && 'required' in field) {
    return isPresent(value) ? check(field.required, value, name) : `${name} is required`;
  }
  return isPresent(value) ? check(field, value, name) : undefined;
}

function checkObject(rule: ObjectRule, value: unknown, name: string): string | undefined {
  if (!isObject(value)) return `${name} must be an object`;
  const early = rule.before?.(value, name);
  if (early) return early;
  for (const [key, field] of Object.entries(rule.fields)) {
    const message = checkField(field, value[key], key);
    if (message) return message;
  }
  return rule.after?.(value, name);
}

/** Checks a present value against a rule; `name` is the field name used in messages. */
export function check(rule: Rule, value: unknown, name: string): string | undefined {
  switch (rule) {
    case 'string':
      return typeof value === 'string' ? undefined : `${name} must be a string`;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${name} must be a boolean`;
    case 'number':
      return typeof value === 'number' ? undefined : `${name} must be a number`;
    case 'object':
      return isObject(value) ? undefined : `${name} must be an object`;
    case 'string[]':
      return Array.isArray(value) && value.every((item) => !isPresent(item) || typeof item === 'string')
        ? undefined
        : `${name} must be an array of strings`;
  }
  if ('fields' in rule) return checkObject(rule, value, name);
  if ('lazy' in rule) return check(rule.lazy(), value, name);
  if ('enumOf' in rule) {
    if (typeof value !== 'number') return `${name} must be a number`;
    // A numeric enum maps each value back to its member name.
    return typeof (rule.enumOf as Record<number, unknown>)[value] === 'string' ? undefined : invalid(name);
  }
  if ('numberIn' in rule) {
    if (typeof value !== 'number') return `${name} must be a number`;
    return rule.numberIn.includes(value) ? undefined : invalid(name);
  }
  if ('stringIn' in rule) {
    if (typeof value !== 'string') return `${name} must be a string`;
    return rule.stringIn.includes(value) ? undefined : (rule.message ?? invalid(name));
  }
  if ('between' in rule) {
    if (typeof value !== 'number') return `${name} must be a number`;
    const [min, max] = rule.between;
    // Written as two comparisons so that NaN passes, as it does in powerbi-models.
    return value < min || value > max ? `${name} must be a number between ${min} and ${max}` : undefined;
  }
  if ('arrayOf' in rule) {
    const items = rule.arrayOf;
    const ok = Array.isArray(value) && value.every((item) => !isPresent(item) || !check(items, item, name));
    return ok ? undefined : invalid(name);
  }
  if ('mapOf' in rule) {
    if (!isObject(value)) return `${name} must be an object`;
    for (const item of Object.values(value)) {
      const message = isPresent(item) ? check(rule.mapOf, item, name) : undefined;
      if (message) return message;
    }
    return undefined;
  }
  if ('anyOf' in rule)
    return rule.anyOf.some((option) => !check(option, value, name)) ? undefined : invalid(name);
  for (const part of rule.allOf) {
    const message = check(part, value, name);
    if (message) return message;
  }
  return undefined;
}

/**
 * The name a whole input goes by in messages. Deliberate difference: powerbi-models says "undefined" there
 * for some validators ("undefined property is invalid"); we never print "undefined" as a field name.
 */
export const INPUT = 'input';

/** The validators' contract: `undefined` when valid (absent input included), else the first error. */
export function validate(rule: Rule, input: unknown): IError[] | undefined {
  if (!isPresent(input)) return undefined;
  const message = check(rule, input, INPUT);
  return message === undefined ? undefined : [{ message }];
}
