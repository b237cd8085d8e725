/**
 * A small declarative schema language for the validators, and its interpreter.
 *
 * Schemas are plain data (strings, arrays, object literals), so building one at module level runs no code:
 * the package stays free of import-time work and unused validators are dropped by bundlers.
 *
 * Semantics, matching powerbi-models 2.0.1 as observed:
 * - `null` and `undefined` mean "absent" everywhere, except for `'forbidden'`, where only `undefined` is.
 * - An object's fields are checked in the order they are written; the first failure is the only one
 *   reported, naming the field by its key ("visible must be a boolean").
 * - Deliberate difference: below an array or the options of `anyOf`, powerbi-models names only the
 *   container ("filters property is invalid") or, at the top, "undefined"; ours names the path of the
 *   first failing field ("filters[2].values property is invalid").
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

/** The commonest field: a string that must be given. */
export const requiredString: Field = { required: 'string' };

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

const INVALID = 'property is invalid';
const NOT_A_NUMBER = 'must be a number';
const NOT_AN_OBJECT = 'must be an object';

/**
 * The state of one validation (validators run synchronously, one at a time): the path of the last failure
 * ('' for the input itself), and how many fields have passed. Of the options of `anyOf`, the one that got
 * furthest is reported: the filter kind whose `filterType` matched, not the first kind listed.
 */
let failedAt = '';
let passed = 0;

/**
 * A value is named `key` in messages and found at `path` from the input. Below a container (an array's
 * items, the options of `anyOf`) `deep` is set, and messages name it by its path instead.
 */
function fail(key: string, path: string, deep: boolean | undefined, text: string): string {
  return failedWith(path, `${deep && path ? path : key} ${text}`);
}

/** Records where the check failed, for `anyOf`, and passes its message on. */
function failedWith(path: string, message: string): string {
  failedAt = path;
  return message;
}

function checkObject(rule: ObjectRule, value: unknown, key: string, path: string, deep?: boolean) {
  if (!isObject(value)) return fail(key, path, deep, NOT_AN_OBJECT);
  const name = deep && path ? path : key;
  const early = rule.before?.(value, name);
  if (early) return failedWith(path, early);
  for (const [field, spec] of Object.entries(rule.fields)) {
    const item = value[field];
    const at = path ? `${path}.${field}` : field;
    const required = typeof spec === 'object' && 'required' in spec;
    const message =
      spec === 'forbidden'
        ? item === undefined
          ? undefined
          : fail(field, at, deep, 'is forbidden')
        : !isPresent(item)
          ? required
            ? fail(field, at, deep, 'is required')
            : undefined
          : check(required ? spec.required : spec, item, field, at, deep);
    if (message) return message;
    passed++;
  }
  const late = rule.after?.(value, name);
  return late && failedWith(path, late);
}

/** Checks a present value against a rule; returns the message of the first failure. */
function check(rule: Rule, value: unknown, key: string, path: string, deep?: boolean): string | undefined {
  const failed = (text: string) => fail(key, path, deep, text);
  switch (rule) {
    case 'string':
    case 'boolean':
    case 'number':
      return typeof value === rule ? undefined : failed(`must be a ${rule}`);
    case 'object':
      return isObject(value) ? undefined : failed(NOT_AN_OBJECT);
    case 'string[]':
      return Array.isArray(value) && value.every((item) => !isPresent(item) || typeof item === 'string')
        ? undefined
        : failed('must be an array of strings');
  }
  if ('fields' in rule) return checkObject(rule, value, key, path, deep);
  if ('lazy' in rule) return check(rule.lazy(), value, key, path, deep);
  if ('enumOf' in rule) {
    if (typeof value !== 'number') return failed(NOT_A_NUMBER);
    // A numeric enum maps each value back to its member name.
    return typeof (rule.enumOf as Record<number, unknown>)[value] === 'string' ? undefined : failed(INVALID);
  }
  if ('numberIn' in rule) {
    if (typeof value !== 'number') return failed(NOT_A_NUMBER);
    return rule.numberIn.includes(value) ? undefined : failed(INVALID);
  }
  if ('stringIn' in rule) {
    if (typeof value !== 'string') return failed('must be a string');
    return rule.stringIn.includes(value)
      ? undefined
      : rule.message
        ? failedWith(path, rule.message)
        : failed(INVALID);
  }
  if ('between' in rule) {
    if (typeof value !== 'number') return failed(NOT_A_NUMBER);
    const [min, max] = rule.between;
    // Written as two comparisons so that NaN passes, as it does in powerbi-models.
    return value < min || value > max ? failed(`must be a number between ${min} and ${max}`) : undefined;
  }
  if ('arrayOf' in rule) {
    if (!Array.isArray(value)) return failed(INVALID);
    for (let i = 0; i < value.length; i++) {
      const message = isPresent(value[i]) ? check(rule.arrayOf, value[i], key, `${path}[${i}]`, true) : '';
      if (message) return message;
    }
    return undefined;
  }
  if ('mapOf' in rule) {
    if (!isObject(value)) return failed(NOT_AN_OBJECT);
    for (const [name, item] of Object.entries(value)) {
      // Reported under the map's own key, as powerbi-models does.
      const message = isPresent(item) ? check(rule.mapOf, item, key, `${path}.${name}`, deep) : '';
      if (message) return message;
    }
    return undefined;
  }
  if ('anyOf' in rule) {
    const start = passed;
    let best: [message: string, path: string] | undefined;
    let most = -1;
    for (const option of rule.anyOf) {
      passed = start;
      const message = check(option, value, key, path, true);
      if (!message) return undefined;
      // A failure of the value itself says nothing about which option was meant.
      if (failedAt !== path && passed - start > most) [best, most] = [[message, failedAt], passed - start];
    }
    passed = start + Math.max(most, 0);
    if (!best) return failed(INVALID);
    failedAt = best[1];
    return best[0];
  }
  for (const part of rule.allOf) {
    const message = check(part, value, key, path, deep);
    if (message) return message;
  }
  return undefined;
}

/**
 * The validators' contract: `undefined` when valid (absent input included), else the first error. The
 * input goes by `name` ('input', as in powerbi-models' "input must be an object").
 */
export function validate(rule: Rule, input: unknown, name = 'input'): IError[] | undefined {
  if (!isPresent(input)) return undefined;
  passed = 0;
  const message = check(rule, input, name, '');
  return message === undefined ? undefined : [{ message }];
}

/** A validator of `rule`, for export: nothing is checked until it is called. */
export const validator =
  (rule: Rule, name?: string) =>
  (input: unknown): IError[] | undefined =>
    validate(rule, input, name);
