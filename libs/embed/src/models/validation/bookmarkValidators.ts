/** Bookmark requests. */
import type { IError } from '../errorTypes';
import { BookmarksPlayMode } from '../enums';
import { validate, type Rule } from './rules';

const byNameRule: Rule = { fields: { name: { required: 'string' } } };
const byStateRule: Rule = { fields: { state: { required: 'string' } } };

/** A bookmark applied on load: by name or by state. */
export const applyBookmarkRule: Rule = { anyOf: [byNameRule, byStateRule] };

export function validatePlayBookmarkRequest(input: unknown): IError[] | undefined {
  return validate({ fields: { playMode: { required: { enumOf: BookmarksPlayMode } } } }, input);
}

export function validateAddBookmarkRequest(input: unknown): IError[] | undefined {
  return validate({ fields: { state: 'string', displayName: 'string', apply: 'boolean' } }, input);
}

export function validateApplyBookmarkByNameRequest(input: unknown): IError[] | undefined {
  return validate(byNameRule, input);
}

export function validateApplyBookmarkStateRequest(input: unknown): IError[] | undefined {
  return validate(byStateRule, input);
}

export function validateCaptureBookmarkRequest(input: unknown): IError[] | undefined {
  const options: Rule = { fields: { personalizeVisuals: 'boolean', allPages: 'boolean' } };
  return validate({ fields: { options: { required: options } } }, input);
}
