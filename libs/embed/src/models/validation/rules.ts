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

/**
 * A check on a value; returns the message of the first failure. An object rule lists the fields of an
 * object (`{ id: requiredString, width: 'number' }`); the other forms are told apart by their one key, so
 * those keys (`enum`, `between`, `arrayOf`, `mapOf`, `anyOf`, `allOf`, `lazy`, `required`) are never field
 * names.
 */
export type Rule =
  | 'string'
  | 'boolean'
  | 'number'
  /** Any non-array object. */
  | 'object'
  /** An array whose present items are strings. */
  | 'string[]'
  /** A check of the whole value, e.g. one that ties two fields together (after `'object'` in an `allOf`). */
  | Check
  /**
   * One of these numbers or strings, or a member of a numeric TypeScript enum (read through its reverse
   * mapping); `message` replaces the default "{field} property is invalid".
   */
  | { readonly enum: readonly (number | string)[] | object; readonly message?: string }
  | { readonly between: readonly [min: number, max: number] }
  /** An array; items that are present must pass `arrayOf`. */
  | { readonly arrayOf: Rule }
  /** An object used as a dictionary; each present value must pass `mapOf` (reported under the map's name). */
  | { readonly mapOf: Rule }
  | { readonly anyOf: readonly Rule[] }
  /** Each rule in turn; the first failure is reported. */
  | { readonly allOf: readonly Rule[] }
  /** Deferred, for recursive and parameterised schemas. */
  | { readonly lazy: () => Rule }
  | Fields;

/** An object's fields, checked in the order written; the others are not checked. */
export interface Fields {
  readonly [field: string]: Field;
}

/** A field: optional (a bare rule), `{ required: rule }`, or `'forbidden'`. */
export type Field = Rule | { readonly required: Rule } | 'forbidden';

/** The commonest field: a string that must be given. */
export const requiredString: Field = { required: 'string' };

/** Returns the message when the value (named `name` in messages) fails. */
export type Check = (value: Readonly<Record<string, unknown>>, name: string) => string | undefined;

const isPresent = (value: unknown): boolean => value != null;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const INVALID = 'property is invalid';
const NOT_AN_OBJECT = 'must be an object';
/** What a value of the wrong type is told, by the type's rule ("must be a string" for the rest). */
const WRONG_TYPE: Readonly<Record<string, string>> = {
  object: NOT_AN_OBJECT,
  'string[]': 'must be an array of strings',
};

/**
 * The state of one validation (validators run synchronously, one at a time): the path of the last failure
 * ('' for the input itself), and how many fields have passed. Of the options of `anyOf`, the one that got
 * furthest is reported: the filter kind whose `filterType` matched, not the first kind listed.
 */
let failedAt = '';
let passed = 0;

/**
 * Checks a value (maybe absent) against a field's rule; returns the message of the first failure. The value
 * is named `key` in messages and found at `path` from the input. Below a container (an array's items, the
 * options of `anyOf`) `deep` is set, and messages name it by its path instead.
 */
function check(spec: Field, value: unknown, key: string, path: string, deep?: boolean): string | undefined {
  const name = deep && path ? path : key;
  /** Records where the check failed, for `anyOf`, and returns the message. */
  const fail = (text: string, message = `${name} ${text}`) => ((failedAt = path), message);
  if (spec === 'forbidden') return value === undefined ? undefined : fail('is forbidden');
  const required = typeof spec === 'object' && 'required' in spec;
  if (!isPresent(value)) return required ? fail('is required') : undefined;
  const rule = (required ? spec.required : spec) as Rule;

  if (typeof rule === 'function') {
    const message = rule(value as Record<string, unknown>, name);
    return message && fail('', message);
  }
  if (typeof rule === 'string') {
    const valid =
      rule === 'object'
        ? isObject(value)
        : rule === 'string[]'
          ? Array.isArray(value) && value.every((item) => !isPresent(item) || typeof item === 'string')
          : typeof value === rule;
    return valid ? undefined : fail(WRONG_TYPE[rule] ?? `must be a ${rule}`);
  }
  if ('lazy' in rule) return check((rule.lazy as () => Rule)(), value, key, path, deep);
  if ('enum' in rule) {
    const members = rule.enum as Record<number, unknown> & readonly unknown[];
    const type = Array.isArray(members) ? typeof members[0] : 'number';
    if (typeof value !== type) return fail(`must be a ${type}`);
    // A numeric enum maps each value back to its member name.
    const valid = Array.isArray(members)
      ? members.includes(value)
      : typeof members[value as number] === 'string';
    return valid ? undefined : rule.message ? fail('', rule.message as string) : fail(INVALID);
  }
  if ('between' in rule) {
    if (typeof value !== 'number') return fail('must be a number');
    const [min, max] = rule.between as [number, number];
    // Written as two comparisons so that NaN passes, as it does in powerbi-models.
    return value < min || value > max ? fail(`must be a number between ${min} and ${max}`) : undefined;
  }
  if ('arrayOf' in rule || 'mapOf' in rule) {
    const list = 'arrayOf' in rule;
    if (list ? !Array.isArray(value) : !isObject(value)) return fail(list ? INVALID : NOT_AN_OBJECT);
    const entries = list ? [...(value as unknown[]).entries()] : Object.entries(value as object);
    for (const [at, item] of entries) {
      // A map's values are reported under the map's own key, as powerbi-models does.
      const message = list
        ? check(rule.arrayOf as Rule, item, key, `${path}[${at}]`, true)
        : check(rule.mapOf as Rule, item, key, `${path}.${at}`, deep);
      if (message) return message;
    }
    return undefined;
  }
  if ('anyOf' in rule) {
    const start = passed;
    let best: [message: string, path: string] | undefined;
    let most = -1;
    for (const option of rule.anyOf as Rule[]) {
      passed = start;
      const message = check(option, value, key, path, true);
      if (!message) return undefined;
      // A failure of the value itself says nothing about which option was meant.
      if (failedAt !== path && passed - start > most) [best, most] = [[message, failedAt], passed - start];
    }
    passed = start + Math.max(most, 0);
    if (!best) return fail(INVALID);
    failedAt = best[1];
    return best[0];
  }
  if ('allOf' in rule) {
    for (const part of rule.allOf as Rule[]) {
      const message = check(part, value, key, path, deep);
      if (message) return message;
    }
    return undefined;
  }
  if (!isObject(value)) return fail(NOT_AN_OBJECT);
  for (const [field, fieldSpec] of Object.entries(rule)) {
    const message = check(fieldSpec, value[field], field, path ? `${path}.${field}` : field, deep);
    if (message) return message;
    passed++;
  }
  return undefined;
}

/**
 * The validators' contract: `undefined` when valid (absent input included), else the first error. The
 * input goes by `name` ('input', as in powerbi-models' "input must be an object").
 */
export function validate(rule: Rule, input: unknown, name = 'input'): IError[] | undefined {
  passed = 0;
  const message = check(rule, input, name, '');
  return message === undefined ? undefined : [{ message }];
}

/** A validator of `rule`, for export: nothing is checked until it is called. */
export const validator =
  (rule: Rule, name?: string) =>
  (input: unknown): IError[] | undefined =>
    validate(rule, input, name);
